import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES } from '@fsp/contracts';
import { scheduleQueryKeyRoot } from '../schedule/schedule-query-keys.js';
import { useApi, type ApiClient } from '../use-api.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { teamPath } from './team-paths.js';

/** Its members become unassigned and its schedule items lose their team. */
export async function deleteTeam(api: ApiClient, teamId: string): Promise<void> {
  await api.request<unknown>({ method: 'DELETE', path: teamPath(teamId), errorMessage: TEAM_MESSAGES.failedToDeleteTeam });
}

export function useDeleteTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamId: string) => deleteTeam(api, teamId),
    onSettled: () => Promise.all([invalidateCrewQueries(queryClient), queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot })]),
  });
}
