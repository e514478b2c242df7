import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_INVITE_MESSAGES, type EmailInviteRequest, type SentInviteResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isSentInviteResponse } from './customer-invite-guard.js';
import { recentInvitesQueryKey } from './get-recent-invites.js';

export const SEND_EMAIL_INVITE_PATH = '/api/owner/invitations/email';

export async function sendEmailInvite(api: ApiClient, input: EmailInviteRequest): Promise<SentInviteResponse> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: SEND_EMAIL_INVITE_PATH,
    body: { email: input.email, ttl_hours: input.ttl_hours },
    errorMessage: CUSTOMER_INVITE_MESSAGES.failedToSendEmail,
  });
  if (!isSentInviteResponse(body)) throw new Error(`Unexpected response from POST ${SEND_EMAIL_INVITE_PATH}`);
  return body;
}

/** A failed delivery still creates the invite, so the recent list is refreshed either way. */
export function useSendEmailInvite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EmailInviteRequest) => sendEmailInvite(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentInvitesQueryKey }),
  });
}
