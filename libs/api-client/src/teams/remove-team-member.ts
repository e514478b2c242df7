import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import type { TeamMemberInput } from './add-team-member.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { teamMemberPath } from './team-paths.js';

export async function removeTeamMember(
  api: ApiClient,
  input: TeamMemberInput,
  errorMessage: string = TEAM_MESSAGES.failedToRemoveMember,
): Promise<void> {
  await api.request<unknown>({ method: 'DELETE', path: teamMemberPath(input.teamId, input.userId), errorMessage });
}

export function useRemoveTeamMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamMemberInput) => removeTeamMember(api, input),
    onSettled: () => invalidateCrewQueries(queryClient),
  });
}
