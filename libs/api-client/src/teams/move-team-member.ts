import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { addTeamMember } from './add-team-member.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { removeTeamMember } from './remove-team-member.js';

export interface MoveTeamMemberInput {
  userId: string;
  fromTeamId: string;
  toTeamId: string;
}

/** Part 2 §7: an add to the new team, then a delete from the old one (not attempted when the add fails). */
export async function moveTeamMember(api: ApiClient, input: MoveTeamMemberInput): Promise<void> {
  await addTeamMember(api, { teamId: input.toTeamId, userId: input.userId }, TEAM_MESSAGES.failedToMoveMember);
  await removeTeamMember(api, { teamId: input.fromTeamId, userId: input.userId }, TEAM_MESSAGES.failedToMoveMember);
}

export function useMoveTeamMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveTeamMemberInput) => moveTeamMember(api, input),
    onSettled: () => invalidateCrewQueries(queryClient),
  });
}
