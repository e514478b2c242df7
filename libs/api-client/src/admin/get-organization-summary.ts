import { useQuery } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type OrganizationSummary } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isOrganizationSummary } from './admin-organization-guards.js';
import { organizationSummaryQueryKey } from './admin-query-keys.js';

export const ORGANIZATION_SUMMARY_PATH = '/api/admin/organization-summary';

/** Each organization's name and member count. */
export async function getOrganizationSummary(api: ApiClient): Promise<OrganizationSummary[]> {
  const body = await api.request<unknown>({ path: ORGANIZATION_SUMMARY_PATH, errorMessage: ADMIN_MESSAGES.failedToLoadOrganizations });
  if (!Array.isArray(body) || !body.every(isOrganizationSummary)) throw new Error(`Unexpected response from GET ${ORGANIZATION_SUMMARY_PATH}`);
  return body;
}

export function useOrganizationSummary() {
  const api = useApi();
  return useQuery({ queryKey: organizationSummaryQueryKey, queryFn: () => getOrganizationSummary(api) });
}
