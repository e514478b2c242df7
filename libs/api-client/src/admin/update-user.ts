import { useMutation } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminUpdateUserRequest, type AdminUser } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isAdminUser } from './get-admin-users.js';

export const UPDATE_USER_PATH = '/api/admin/update-user';

/**
 * One user's e-mail plus only the changed role, status or organization_id; resolves with the updated user and
 * rejects with the server's error (e.g. the one-owner rule), else "Failed to save changes".
 */
export async function updateUser(api: ApiClient, input: AdminUpdateUserRequest): Promise<AdminUser> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: UPDATE_USER_PATH,
    body: input,
    errorMessage: ADMIN_MESSAGES.failedToSaveChanges,
  });
  if (!isAdminUser(body)) throw new Error(`Unexpected response from POST ${UPDATE_USER_PATH}`);
  return body;
}

/**
 * Save Changes sends one of these per edited user, then reloads the directory once
 * (invalidateAdminDirectoryQueries), so this hook reloads nothing itself.
 */
export function useUpdateUser() {
  const api = useApi();
  return useMutation({ mutationFn: (input: AdminUpdateUserRequest) => updateUser(api, input) });
}
