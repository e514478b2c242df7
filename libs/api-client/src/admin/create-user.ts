import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_MESSAGES, type AdminCreateUserRequest, type AdminUser } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invalidateAdminDirectoryQueries } from './admin-query-keys.js';
import { isAdminUser } from './get-admin-users.js';

export const CREATE_USER_PATH = '/api/admin/create-user';

/** Resolves with the created user; rejects with the server's error, else "Failed to create user". */
export async function createUser(api: ApiClient, input: AdminCreateUserRequest): Promise<AdminUser> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: CREATE_USER_PATH,
    body: input,
    errorMessage: ADMIN_MESSAGES.failedToCreateUser,
  });
  if (!isAdminUser(body)) throw new Error(`Unexpected response from POST ${CREATE_USER_PATH}`);
  return body;
}

/** The users list and the organizations' member counts reload after a user is created. */
export function useCreateUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreateUserRequest) => createUser(api, input),
    onSuccess: () => invalidateAdminDirectoryQueries(queryClient),
  });
}
