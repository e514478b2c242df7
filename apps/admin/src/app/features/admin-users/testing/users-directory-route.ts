import type { AdminUser, AdminUsersResponse } from '@fsp/contracts';
import type { RecordedRequest, TestResponse } from '@fsp/api-client/testing';

/**
 * GET /api/admin/users as the API answers it: `status=active` (the default) hides inactive users, `search`
 * matches name or e-mail, `organization_id` keeps that organization's members, `page` and `limit` slice,
 * `totalPages` counts the filtered users.
 */
export function usersDirectoryRoute(users: () => readonly AdminUser[]) {
  return (request: RecordedRequest): TestResponse => {
    const page = Number(request.query.get('page') ?? '1');
    const limit = Number(request.query.get('limit') ?? '25');
    const status = request.query.get('status') ?? 'active';
    const search = (request.query.get('search') ?? '').toLowerCase();
    const organizationId = request.query.get('organization_id');
    const matching = users().filter(
      (user) =>
        (status === 'all' || user.status === 'active') &&
        (organizationId === null || user.organization_id === organizationId) &&
        (search === '' || user.email.toLowerCase().includes(search) || (user.name ?? '').toLowerCase().includes(search)),
    );
    const body: AdminUsersResponse = {
      users: matching.slice((page - 1) * limit, page * limit),
      totalPages: Math.max(1, Math.ceil(matching.length / limit)),
    };
    return { status: 200, body };
  };
}

/** The GET /api/admin/users requests of the users table (the owner picker asks for everyone at limit 1000). */
export function usersTableQueries(requests: readonly RecordedRequest[]): Record<string, string>[] {
  return requests
    .filter((request) => request.method === 'GET' && request.path === '/api/admin/users' && request.query.get('limit') !== '1000')
    .map((request) => Object.fromEntries(request.query.entries()));
}
