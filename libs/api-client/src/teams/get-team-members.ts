import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, type TeamMembers } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { teamMembersQueryKey } from './crew-query-keys.js';
import { isTeamMembers } from './team-guards.js';

export const TEAM_MEMBERS_PATH = '/api/owner/teams/members';

/** Team id → its members; every team is present. */
export async function getTeamMembers(api: ApiClient, errorMessage: string = TEAM_MESSAGES.failedToLoad): Promise<TeamMembers> {
  const body = await api.request<unknown>({ path: TEAM_MEMBERS_PATH, errorMessage });
  if (!isTeamMembers(body)) throw new Error(`Unexpected response from GET ${TEAM_MEMBERS_PATH}`);
  return body;
}

export function useTeamMembers(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: teamMembersQueryKey,
    queryFn: () => getTeamMembers(api, options.errorMessage),
    enabled: options.enabled ?? true,
  });
}
