import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { teamMemberPath } from './team-paths.js';

export interface TeamMemberInput {
  teamId: string;
  userId: string;
}

export async function addTeamMember(api: ApiClient, input: TeamMemberInput, errorMessage: string = TEAM_MESSAGES.failedToAddMember): Promise<void> {
  await api.request<unknown>({ method: 'POST', path: teamMemberPath(input.teamId), body: { user_id: input.userId }, errorMessage });
}

export function useAddTeamMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamMemberInput) => addTeamMember(api, input),
    onSettled: () => invalidateCrewQueries(queryClient),
  });
}
