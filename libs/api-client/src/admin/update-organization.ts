import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminOrganization, type AdminUpdateOrganizationRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isOrganizationSettings } from '../owner/is-organization-settings.js';
import { invalidateAdminDirectoryQueries } from './admin-query-keys.js';

export const ADMIN_UPDATE_ORGANIZATION_PATH = '/api/admin/update-organization';

/** The id plus the changed fields (empty strings as null) and `marketing`; resolves with the saved organization. */
export async function updateAdminOrganization(api: ApiClient, input: AdminUpdateOrganizationRequest): Promise<AdminOrganization> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: ADMIN_UPDATE_ORGANIZATION_PATH,
    body: input,
    errorMessage: ADMIN_MESSAGES.failedToSaveOrganization,
  });
  if (!isOrganizationSettings(body)) throw new Error(`Unexpected response from POST ${ADMIN_UPDATE_ORGANIZATION_PATH}`);
  return body;
}

export function useUpdateAdminOrganization() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminUpdateOrganizationRequest) => updateAdminOrganization(api, input),
    onSuccess: () => invalidateAdminDirectoryQueries(queryClient),
  });
}
