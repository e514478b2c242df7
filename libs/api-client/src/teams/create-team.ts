import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES, type Team, type TeamNameRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { TEAMS_PATH } from './get-teams.js';
import { isTeamRecord } from './team-guards.js';

export async function createTeam(api: ApiClient, input: TeamNameRequest): Promise<Team> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: TEAMS_PATH,
    body: { name: input.name },
    errorMessage: TEAM_MESSAGES.failedToCreateTeam,
  });
  if (!isTeamRecord(body)) throw new Error(`Unexpected response from POST ${TEAMS_PATH}`);
  return body;
}

export function useCreateTeam() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamNameRequest) => createTeam(api, input),
    onSettled: () => invalidateCrewQueries(queryClient),
  });
}
