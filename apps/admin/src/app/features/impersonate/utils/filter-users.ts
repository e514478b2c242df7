import type { AdminUser } from '@fsp/contracts';

/** Case-insensitive match on name, e-mail or role; "crew member" also finds crew_member. */
export function filterUsers(users: readonly AdminUser[], search: string): AdminUser[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) =>
    [user.name ?? '', user.email, user.role, user.role.replace(/_/g, ' ')].some((value) => value.toLowerCase().includes(needle)),
  );
}
