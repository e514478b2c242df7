import { useQuery } from '@tanstack/react-query';
import { TEAM_MESSAGES, type Team } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const TEAMS_PATH = '/api/owner/teams';

const isTeam = (value: unknown): value is Team =>
  typeof value === 'object' && value !== null && typeof (value as Team).id === 'string' && typeof (value as Team).name === 'string';

/** The organization's teams by name; `errorMessage` is the screen's own failure text. */
export async function getTeams(api: ApiClient, errorMessage: string = TEAM_MESSAGES.failedToLoadTeams): Promise<Team[]> {
  const body = await api.request<unknown>({ path: TEAMS_PATH, errorMessage });
  if (!Array.isArray(body) || !body.every(isTeam)) throw new Error(`Unexpected response from GET ${TEAMS_PATH}`);
  return body;
}

export const teamsQueryKey = ['owner', 'teams'] as const;

export function useTeams(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({ queryKey: teamsQueryKey, queryFn: () => getTeams(api, options.errorMessage), enabled: options.enabled ?? true });
}
