import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES, type Team } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { isTeamRecord } from './team-guards.js';
import { teamPath } from './team-paths.js';

export interface RenameTeamInput {
  id: string;
  name: string;
}

export async function renameTeam(api: ApiClient, input: RenameTeamInput): Promise<Team> {
  const path = teamPath(input.id);
  const body = await api.request<unknown>({ method: 'PATCH', path, body: { name: input.name }, errorMessage: TEAM_MESSAGES.failedToRenameTeam });
  if (!isTeamRecord(body)) throw new Error(`Unexpected response from PATCH ${path}`);
  return body;
}

export function useRenameTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenameTeamInput) => renameTeam(api, input),
    onSettled: () => invalidateCrewQueries(queryClient),
  });
}
