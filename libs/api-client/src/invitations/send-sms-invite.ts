import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_INVITE_MESSAGES, type SentInviteResponse, type SmsInviteRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isSentInviteResponse } from './customer-invite-guard.js';
import { recentInvitesQueryKey } from './get-recent-invites.js';

export const SEND_SMS_INVITE_PATH = '/api/owner/invitations/sms';

export async function sendSmsInvite(api: ApiClient, input: SmsInviteRequest): Promise<SentInviteResponse> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: SEND_SMS_INVITE_PATH,
    body: { phone: input.phone, ttl_hours: input.ttl_hours },
    errorMessage: CUSTOMER_INVITE_MESSAGES.failedToSendSms,
  });
  if (!isSentInviteResponse(body)) throw new Error(`Unexpected response from POST ${SEND_SMS_INVITE_PATH}`);
  return body;
}

/** A failed delivery still creates the invite, so the recent list is refreshed either way. */
export function useSendSmsInvite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SmsInviteRequest) => sendSmsInvite(api, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentInvitesQueryKey }),
  });
}
