import { useMutation } from '@tanstack/react-query';
import { OWNER_INVITE_MESSAGES, type OwnerAcceptRequest, type OwnerAcceptResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { ownerInvitePath } from './get-owner-invite.js';
import { isOwnerAcceptResponse } from './owner-invitation-guards.js';

export interface AcceptOwnerInviteInput {
  code: string;
  payload: OwnerAcceptRequest;
}

/** Rejects with the server's error, else "Failed to accept invite". */
export async function acceptOwnerInvite(api: ApiClient, { code, payload }: AcceptOwnerInviteInput): Promise<OwnerAcceptResponse> {
  const path = `${ownerInvitePath(code)}/accept`;
  const body = await api.request<unknown>({ method: 'POST', path, body: payload, errorMessage: OWNER_INVITE_MESSAGES.failedToAccept });
  if (!isOwnerAcceptResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}

export function useAcceptOwnerInvite() {
  const api = useApi();
  return useMutation({ mutationFn: (input: AcceptOwnerInviteInput) => acceptOwnerInvite(api, input) });
}
