import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OWNER_INVITE_MESSAGES, type CreateOwnerInviteRequest, type OwnerInvitation } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { recentOwnerInvitationsQueryKey } from './get-recent-owner-invitations.js';
import { isOwnerInvitation } from './owner-invitation-guards.js';

export const OWNER_INVITATIONS_PATH = '/api/admin/owner-invitations';

/** Resolves with the new invitation (its `link` is the onboarding page); rejects with the server's error, else "Failed to create owner invite". */
export async function createOwnerInvitation(api: ApiClient, input: CreateOwnerInviteRequest): Promise<OwnerInvitation> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: OWNER_INVITATIONS_PATH,
    body: input,
    errorMessage: OWNER_INVITE_MESSAGES.failedToCreate,
  });
  if (!isOwnerInvitation(body)) throw new Error(`Unexpected response from POST ${OWNER_INVITATIONS_PATH}`);
  return body;
}

export function useCreateOwnerInvitation() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOwnerInviteRequest) => createOwnerInvitation(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentOwnerInvitationsQueryKey }),
  });
}
