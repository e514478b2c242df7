import { hasAnyRole, type Role, type UserProfile } from '@fsp/contracts';

export const SETTINGS_TABS = ['organization', 'user'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The query parameter that keeps the open tab in the URL (/app/settings?tab=user). */
export const SETTINGS_TAB_PARAM = 'tab';

const ORGANIZATION_ROLES: readonly Role[] = ['owner', 'manager'];

/** Who may use the Organization tab (part 2 §2, §6): owner and manager, and only with an organization. */
export type OrganizationAccess = 'allowed' | 'not-owner-or-manager' | 'owner-without-organization';

export function organizationAccessOf(profile: Pick<UserProfile, 'role' | 'organization_id'>): OrganizationAccess {
  if (!hasAnyRole(profile.role, ORGANIZATION_ROLES)) return 'not-owner-or-manager';
  if (profile.organization_id) return 'allowed';
  return hasAnyRole(profile.role, ['owner']) ? 'owner-without-organization' : 'not-owner-or-manager';
}

/** The tab the URL names, else Organization for owners and managers and User for everyone else. */
export function settingsTabOf(param: string | null, profile: Pick<UserProfile, 'role'>): SettingsTab {
  if ((SETTINGS_TABS as readonly (string | null)[]).includes(param)) return param as SettingsTab;
  return hasAnyRole(profile.role, ORGANIZATION_ROLES) ? 'organization' : 'user';
}
