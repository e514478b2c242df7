import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type AdminUser, type AdminUsersQuery, type AdminUsersResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export type GetAdminUsersInput = AdminUsersQuery;

export const ADMIN_USERS_PATH = '/api/admin/users';

export function isAdminUser(value: unknown): value is AdminUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<AdminUser>;
  return typeof user.id === 'string' && typeof user.email === 'string' && typeof user.role === 'string';
}

export function isAdminUsersResponse(value: unknown): value is AdminUsersResponse {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AdminUsersResponse>;
  return Array.isArray(candidate.users) && candidate.users.every(isAdminUser) && typeof candidate.totalPages === 'number';
}

export async function getAdminUsers(api: ApiClient, input: GetAdminUsersInput = {}): Promise<AdminUsersResponse> {
  const body = await api.request<unknown>({
    path: ADMIN_USERS_PATH,
    query: { page: input.page, limit: input.limit, status: input.status, search: input.search, organization_id: input.organization_id },
    errorMessage: MESSAGES.failedToLoadUsers,
  });
  if (!isAdminUsersResponse(body)) throw new Error(`Unexpected response from GET ${ADMIN_USERS_PATH}`);
  return body;
}

export function adminUsersQueryKey(input: GetAdminUsersInput = {}) {
  return ['admin', 'users', input] as const;
}

export function useAdminUsers(input: GetAdminUsersInput = {}) {
  const api = useApi();
  return useQuery({ queryKey: adminUsersQueryKey(input), queryFn: () => getAdminUsers(api, input) });
}
