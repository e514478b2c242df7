import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminCreateOrganizationRequest, type AdminOrganization } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isOrganizationSettings } from '../owner/is-organization-settings.js';
import { invalidateAdminDirectoryQueries } from './admin-query-keys.js';

export const ADMIN_CREATE_ORGANIZATION_PATH = '/api/admin/create-organization';

/**
 * The name plus the advanced fields that were filled in (empty ones are left out); resolves with the created
 * organization. The screen words a failure "Failed to create organization: {server error or Unknown error}".
 */
export async function createAdminOrganization(api: ApiClient, input: AdminCreateOrganizationRequest): Promise<AdminOrganization> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: ADMIN_CREATE_ORGANIZATION_PATH,
    body: input,
    errorMessage: ADMIN_MESSAGES.failedToCreateOrganization(null),
  });
  if (!isOrganizationSettings(body)) throw new Error(`Unexpected response from POST ${ADMIN_CREATE_ORGANIZATION_PATH}`);
  return body;
}

export function useCreateAdminOrganization() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreateOrganizationRequest) => createAdminOrganization(api, input),
    onSuccess: () => invalidateAdminDirectoryQueries(queryClient),
  });
}
