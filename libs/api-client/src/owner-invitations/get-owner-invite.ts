import { useQuery } from '@tanstack/react-query';
import { OWNER_INVITE_MESSAGES, type OwnerInvite } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';
import { isOwnerInvite } from './owner-invitation-guards.js';

/** GET /api/public/owner-onboard/{code}: no token, the invitation code is the credential. */
export function ownerInvitePath(code: string): string {
  return `/api/public/owner-onboard/${encodeURIComponent(code)}`;
}

/** Rejects with an ApiError carrying the server's reason (e.g. 404 "Invite not found"), else "Failed to load invite". */
export async function getOwnerInvite(api: ApiClient, code: string): Promise<OwnerInvite> {
  const path = ownerInvitePath(code);
  const body = await api.request<unknown>({ path, errorMessage: OWNER_INVITE_MESSAGES.failedToLoadInvite });
  if (!isOwnerInvite(body)) throw new Error(`Unexpected response from GET ${path}`);
  return body;
}

export function ownerInviteQueryKey(code: string) {
  return ['public', 'owner-onboard', code] as const;
}

export function useOwnerInvite(code: string) {
  const api = useApi();
  return useQuery({ queryKey: ownerInviteQueryKey(code), queryFn: () => getOwnerInvite(api, code), retry: retryOnceUnlessRefused });
}
