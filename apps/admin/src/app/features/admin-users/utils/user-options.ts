import { USER_STATUSES, type AdminOrganization, type AdminUser } from '@fsp/contracts';
import type { SelectOption } from '@fsp/ui';

/** "crew_member" → "Crew member". */
export function roleLabel(role: string): string {
  const words = role.trim().toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The roles offered, plus the user's own when it is not one of them (so the select shows what they have). */
export function roleOptions(roles: readonly string[], current?: string): SelectOption[] {
  const values = current && !roles.includes(current) ? [...roles, current] : roles;
  return values.map((role) => ({ value: role, label: roleLabel(role) }));
}

export function statusOptions(current?: string): SelectOption[] {
  const values: readonly string[] = current && !(USER_STATUSES as readonly string[]).includes(current) ? [...USER_STATUSES, current] : USER_STATUSES;
  return values.map((status) => ({ value: status, label: status }));
}

/** The organizations by name; an organization id that is not among them still shows (as its id). */
export function organizationOptions(organizations: readonly Pick<AdminOrganization, 'id' | 'name'>[], current?: string | null): SelectOption[] {
  const options = organizations.map((organization) => ({ value: organization.id, label: organization.name }));
  return current && !organizations.some((organization) => organization.id === current) ? [...options, { value: current, label: current }] : options;
}

/** How a member is named in pickers: "Name (e-mail)", or the e-mail alone. */
export function userLabel(user: Pick<AdminUser, 'name' | 'email'>): string {
  const name = user.name?.trim();
  return name ? `${name} (${user.email})` : user.email;
}
