import { useQuery } from '@tanstack/react-query';
import { OWNER_INVITE_MESSAGES, type OwnerInvitation } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isOwnerInvitation } from './owner-invitation-guards.js';

export const RECENT_OWNER_INVITATIONS_PATH = '/api/admin/owner-invitations/recent';

/** Newest first, as the API returns them. Rejects with the server's error, else "Failed to load owner invites". */
export async function getRecentOwnerInvitations(api: ApiClient): Promise<OwnerInvitation[]> {
  const body = await api.request<unknown>({ path: RECENT_OWNER_INVITATIONS_PATH, errorMessage: OWNER_INVITE_MESSAGES.failedToLoad });
  if (!Array.isArray(body) || !body.every(isOwnerInvitation)) throw new Error(`Unexpected response from GET ${RECENT_OWNER_INVITATIONS_PATH}`);
  return body;
}

export const recentOwnerInvitationsQueryKey = ['admin', 'owner-invitations', 'recent'] as const;

export function useRecentOwnerInvitations() {
  const api = useApi();
  return useQuery({ queryKey: recentOwnerInvitationsQueryKey, queryFn: () => getRecentOwnerInvitations(api) });
}
