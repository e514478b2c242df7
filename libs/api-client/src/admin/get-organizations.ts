import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminOrganization } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isOrganizationSettings } from '../owner/is-organization-settings.js';
import { adminOrganizationsQueryKey } from './admin-query-keys.js';

export const ADMIN_ORGANIZATIONS_PATH = '/api/admin/organizations';

/** Every organization, by name. */
export async function getAdminOrganizations(api: ApiClient): Promise<AdminOrganization[]> {
  const body = await api.request<unknown>({ path: ADMIN_ORGANIZATIONS_PATH, errorMessage: ADMIN_MESSAGES.failedToLoadOrganizations });
  if (!Array.isArray(body) || !body.every(isOrganizationSettings)) throw new Error(`Unexpected response from GET ${ADMIN_ORGANIZATIONS_PATH}`);
  return body;
}

export function useAdminOrganizations() {
  const api = useApi();
  return useQuery({ queryKey: adminOrganizationsQueryKey, queryFn: () => getAdminOrganizations(api) });
}
