import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SCHEDULE_MESSAGES, type MiscEventTeamRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { miscEventPath } from './misc-event-paths.js';
import { scheduleQueryKeyRoot } from './schedule-query-keys.js';

export interface SetMiscEventTeamInput extends MiscEventTeamRequest {
  /** The event's positive id (its rule_id negated). */
  id: number;
}

/** PATCH /api/owner/misc-events/{id}/team; null leaves the event without a team. */
export async function setMiscEventTeam(api: ApiClient, { id, team_id }: SetMiscEventTeamInput, errorMessage: string = SCHEDULE_MESSAGES.failedToSave): Promise<void> {
  await api.request<unknown>({ method: 'PATCH', path: `${miscEventPath(id)}/team`, body: { team_id }, errorMessage });
}

export function useSetMiscEventTeam(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetMiscEventTeamInput) => setMiscEventTeam(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleQueryKeyRoot }),
  });
}
