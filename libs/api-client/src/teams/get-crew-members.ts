import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, type CrewMember } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { crewMembersQueryKey } from './crew-query-keys.js';
import { isCrewMember } from './team-guards.js';

export const CREW_MEMBERS_PATH = '/api/owner/crew-members';

/** The organization's active crew members by name, each with their team or null. */
export async function getCrewMembers(api: ApiClient, errorMessage: string = TEAM_MESSAGES.failedToLoad): Promise<CrewMember[]> {
  const body = await api.request<unknown>({ path: CREW_MEMBERS_PATH, errorMessage });
  if (!Array.isArray(body) || !body.every(isCrewMember)) throw new Error(`Unexpected response from GET ${CREW_MEMBERS_PATH}`);
  return body;
}

export function useCrewMembers(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: crewMembersQueryKey,
    queryFn: () => getCrewMembers(api, options.errorMessage),
    enabled: options.enabled ?? true,
  });
}
