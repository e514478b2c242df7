export const ROLES = ['owner', 'manager', 'crew_member', 'admin', 'user', 'payee'] as const;
export type Role = (typeof ROLES)[number];

/** Roles are compared case-insensitively everywhere (part 1 §6). */
export function normalizeRole(role: string | null | undefined): string {
  return (role ?? '').trim().toLowerCase();
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(normalizeRole(value));
}

export function hasAnyRole(role: string | null | undefined, allowed: readonly Role[]): boolean {
  const normalized = normalizeRole(role);
  return allowed.some((r) => r === normalized);
}

/** Role badge colours of part 2 §6; unknown roles are gray. */
export const ROLE_BADGE_COLORS: Record<Role, 'purple' | 'green' | 'blue' | 'yellow' | 'gray'> = {
  admin: 'purple',
  owner: 'green',
  manager: 'blue',
  payee: 'yellow',
  user: 'gray',
  crew_member: 'gray',
};

export function roleBadgeColor(role: string | null | undefined): 'purple' | 'green' | 'blue' | 'yellow' | 'gray' {
  const normalized = normalizeRole(role);
  return isRole(normalized) ? ROLE_BADGE_COLORS[normalized] : 'gray';
}
