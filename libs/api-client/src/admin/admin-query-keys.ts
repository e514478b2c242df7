import type { QueryClient } from '@tanstack/react-query';

/** Every GET /api/admin/users query, whatever its page, filter or search (see adminUsersQueryKey). */
export const adminUsersQueryKeyRoot = ['admin', 'users'] as const;
export const adminOrganizationsQueryKey = ['admin', 'organizations'] as const;
export const organizationSummaryQueryKey = ['admin', 'organization-summary'] as const;

/** After an admin write to users or organizations: the users, the organizations and their member counts reload. */
export async function invalidateAdminDirectoryQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminUsersQueryKeyRoot }),
    queryClient.invalidateQueries({ queryKey: adminOrganizationsQueryKey }),
    queryClient.invalidateQueries({ queryKey: organizationSummaryQueryKey }),
  ]);
}
