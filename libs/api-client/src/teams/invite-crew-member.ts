import { useMutation } from '@tanstack/react-query';
import { TEAM_API_ERRORS, type CrewInvitationRequest, type CrewInvitationResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isCrewInvitationResponse } from './team-guards.js';

export const CREW_INVITATIONS_PATH = '/api/owner/invitations';

/** `invited: false` with a `note` when nothing was sent; a failing provider rejects (502). */
export async function inviteCrewMember(api: ApiClient, email: string): Promise<CrewInvitationResponse> {
  const request: CrewInvitationRequest = { email, role: 'crew_member' };
  const body = await api.request<unknown>({
    method: 'POST',
    path: CREW_INVITATIONS_PATH,
    body: request,
    errorMessage: TEAM_API_ERRORS.failedToSendInvite,
  });
  if (!isCrewInvitationResponse(body)) throw new Error(`Unexpected response from POST ${CREW_INVITATIONS_PATH}`);
  return body;
}

export function useInviteCrewMember() {
  const api = useApi();
  return useMutation({ mutationFn: (email: string) => inviteCrewMember(api, email) });
}
