import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TEAM_MESSAGES, type CreateCrewMemberRequest, type CrewMember } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invalidateCrewQueries } from './crew-query-keys.js';
import { CREW_MEMBERS_PATH } from './get-crew-members.js';
import { isCrewMember } from './team-guards.js';

export async function createCrewMember(api: ApiClient, input: CreateCrewMemberRequest): Promise<CrewMember> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: CREW_MEMBERS_PATH,
    body: { email: input.email, name: input.name ?? null, team_id: input.team_id ?? null },
    errorMessage: TEAM_MESSAGES.failedToCreateCrewMember,
  });
  if (!isCrewMember(body)) throw new Error(`Unexpected response from POST ${CREW_MEMBERS_PATH}`);
  return body;
}

export function useCreateCrewMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCrewMemberRequest) => createCrewMember(api, input),
    onSettled: () => invalidateCrewQueries(queryClient),
  });
}
