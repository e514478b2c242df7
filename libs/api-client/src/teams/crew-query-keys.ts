import type { QueryClient } from '@tanstack/react-query';
import { teamsQueryKey } from './get-teams.js';

export const crewMembersQueryKey = ['owner', 'crew-members'] as const;
/** Under teamsQueryKey, so invalidating the teams reloads who is on them too. */
export const teamMembersQueryKey = [...teamsQueryKey, 'members'] as const;

/** After any write to teams or crew: the teams, their members and the crew list reload. */
export async function invalidateCrewQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
    queryClient.invalidateQueries({ queryKey: crewMembersQueryKey }),
  ]);
}
