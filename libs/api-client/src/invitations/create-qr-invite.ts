import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_INVITE_MESSAGES, type CreateQrInviteRequest, type CustomerInvite } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isCustomerInvite } from './customer-invite-guard.js';
import { recentInvitesQueryKey } from './get-recent-invites.js';

export const CREATE_QR_INVITE_PATH = '/api/owner/invitations/create';

export type CreateQrInviteInput = Pick<CreateQrInviteRequest, 'ttl_hours'>;

/** Resolves with the new invite; its `link` is what the QR code encodes. */
export async function createQrInvite(api: ApiClient, input: CreateQrInviteInput): Promise<CustomerInvite> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: CREATE_QR_INVITE_PATH,
    body: { via: 'qr', ttl_hours: input.ttl_hours },
    errorMessage: CUSTOMER_INVITE_MESSAGES.failedToCreate,
  });
  if (!isCustomerInvite(body)) throw new Error(`Unexpected response from POST ${CREATE_QR_INVITE_PATH}`);
  return body;
}

export function useCreateQrInvite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateQrInviteInput) => createQrInvite(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentInvitesQueryKey }),
  });
}
