import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_MESSAGES, type OrganizationSettings, type OrganizationUpdateRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { myOrganizationQueryKey } from './get-my-organization.js';
import { isOrganizationSettings } from './is-organization-settings.js';

export const ORGANIZATION_UPDATE_PATH = '/api/owner/organization/update';

/**
 * POST /api/owner/organization/update with the organization's id plus the changed fields, empty values as null
 * (part 2 §5, §7); resolves with the organization as saved. Rejects with the server's reason, else
 * `errorMessage` (default "Failed to save organization").
 */
export async function updateOrganization(
  api: ApiClient,
  request: OrganizationUpdateRequest,
  errorMessage: string = SETTINGS_MESSAGES.failedToSaveOrganization,
): Promise<OrganizationSettings> {
  const body = await api.request<unknown>({ method: 'POST', path: ORGANIZATION_UPDATE_PATH, body: request, errorMessage });
  if (!isOrganizationSettings(body)) throw new Error(`Unexpected response from POST ${ORGANIZATION_UPDATE_PATH}`);
  return body;
}

export function useUpdateOrganization() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrganizationUpdateRequest) => updateOrganization(api, request),
    onSuccess: (saved) => queryClient.setQueryData(myOrganizationQueryKey, saved),
  });
}
