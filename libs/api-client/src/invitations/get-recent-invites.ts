import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_INVITE_MESSAGES, type CustomerInvite } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isCustomerInvite } from './customer-invite-guard.js';

export const RECENT_INVITES_PATH = '/api/owner/invitations/recent';

/** Newest first, as the API returns them. */
export async function getRecentInvites(api: ApiClient): Promise<CustomerInvite[]> {
  const body = await api.request<unknown>({ path: RECENT_INVITES_PATH, errorMessage: CUSTOMER_INVITE_MESSAGES.failedToLoadRecent });
  if (!Array.isArray(body) || !body.every(isCustomerInvite)) throw new Error(`Unexpected response from GET ${RECENT_INVITES_PATH}`);
  return body;
}

export const recentInvitesQueryKey = ['owner', 'invitations', 'recent'] as const;

export function useRecentInvites(options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ queryKey: recentInvitesQueryKey, queryFn: () => getRecentInvites(api), enabled: options.enabled ?? true });
}
