import { useQuery } from '@tanstack/react-query';
import type { OrganizationSettings } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';
import { isOrganizationSettings } from './is-organization-settings.js';

export const MY_ORGANIZATION_PATH = '/api/owner/my-organization';

/** The signed-in owner's or manager's organization; the update writes its answer here. */
export const myOrganizationQueryKey = ['owner', 'my-organization'] as const;

/** GET /api/owner/my-organization (part 2 §7). Rejects with the server's reason, else `errorMessage`. */
export async function getMyOrganization(api: ApiClient, errorMessage?: string): Promise<OrganizationSettings> {
  const body = await api.request<unknown>({ path: MY_ORGANIZATION_PATH, errorMessage });
  if (!isOrganizationSettings(body)) throw new Error(`Unexpected response from GET ${MY_ORGANIZATION_PATH}`);
  return body;
}

export function useMyOrganization(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: myOrganizationQueryKey,
    queryFn: () => getMyOrganization(api, options.errorMessage),
    enabled: options.enabled ?? true,
    // A refusal (no organization, not owner or manager) stays a refusal; only a failure without a reason is tried again.
    retry: retryOnceUnlessRefused,
  });
}
