import type { OrganizationSettings } from './organization-settings.js';
import type { Role } from './roles.js';
import type { NotificationPrefs, Theme } from './user-settings.js';

export const USER_STATUSES = ['active', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The person behind an impersonation, reported as `real_user` by GET /api/users/me. */
export interface RealUser {
  id: string;
  email: string;
  name: string | null;
  role: Role | string;
}

/** GET /api/users/me (part 1 §3 "User profile", part 2 §3). */
export interface UserProfile {
  id: string;
  role: Role | string;
  email: string;
  name: string | null;
  impersonating: boolean;
  real_user: RealUser | null;
  organization_id: string | null;
  avatar_url: string | null;
  phone_number: string | null;
  /** IANA time zone; null means the organization's (or the device's). */
  timezone: string | null;
  locale: string | null;
  theme: Theme;
  notification_prefs: NotificationPrefs;
}

/** A row of GET /api/admin/users (part 2 §3 "User (admin view)"). */
export interface AdminUser {
  id: string;
  email: string;
  name: string | null;
  role: Role | string;
  status: UserStatus | string;
  organization_id: string | null;
}

export const ADMIN_USERS_STATUS_FILTERS = ['active', 'all'] as const;
export type AdminUsersStatusFilter = (typeof ADMIN_USERS_STATUS_FILTERS)[number];

export interface AdminUsersQuery {
  page?: number;
  limit?: number;
  status?: AdminUsersStatusFilter;
  search?: string;
  /** Only the members of this organization (Edit Organizations' owner picker). */
  organization_id?: string;
}

export interface AdminUsersResponse {
  users: AdminUser[];
  totalPages: number;
}

export const ADMIN_USERS_DEFAULT_LIMIT = 25;
export const ADMIN_USERS_MAX_LIMIT = 1000;
/** The impersonation directory asks for everyone at once (part 2 §7, §9); the owner picker, an organization's members. */
export const IMPERSONATION_DIRECTORY_QUERY: Required<Pick<AdminUsersQuery, 'status' | 'limit' | 'page'>> = {
  status: 'all',
  limit: 1000,
  page: 1,
};

export interface ImpersonateStartRequest {
  user_id: string;
}

export interface ImpersonationStateResponse {
  impersonating: boolean;
  target_user_id: string | null;
}

/** Roles Create User offers: every role but owner (owners come through "Invite Organization Owner"). */
export const ADMIN_CREATABLE_ROLES: readonly Role[] = ['user', 'crew_member', 'manager', 'payee', 'admin'];
/** Roles the users table offers. */
export const ADMIN_ASSIGNABLE_ROLES: readonly Role[] = ['user', 'crew_member', 'manager', 'payee', 'owner', 'admin'];

/** POST /api/admin/create-user; answers the created AdminUser. */
export interface AdminCreateUserRequest {
  email: string;
  name?: string | null;
  role: Role | string;
  /** Required when any organization exists. */
  organization_id?: string | null;
}

/** POST /api/admin/update-user: the user's e-mail plus the changed fields; answers the updated AdminUser. */
export interface AdminUpdateUserRequest {
  email: string;
  role?: Role | string;
  status?: UserStatus | string;
  organization_id?: string | null;
}

/** A row of GET /api/admin/organization-summary (part 2 §3 "Organization summary"). */
export interface OrganizationSummary {
  id: string;
  name: string;
  member_count: number;
}

/** GET /api/admin/organizations: every organization, by name. */
export type AdminOrganization = OrganizationSettings;

/** The optional "advanced" fields of Create New Organization; empty ones are left out of the request. */
export const ADMIN_ORGANIZATION_ADVANCED_FIELDS = [
  'industry',
  'website',
  'phone_number',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'insurance_provider',
  'time_zone',
  'invoice_due_day',
] as const;
export type AdminOrganizationAdvancedField = (typeof ADMIN_ORGANIZATION_ADVANCED_FIELDS)[number];

/** POST /api/admin/create-organization; answers the created organization. */
export type AdminCreateOrganizationRequest = { name: string } & Partial<Pick<OrganizationSettings, AdminOrganizationAdvancedField>>;

/** The fields Edit Organizations sends at top level (industry and services travel under `marketing`). */
export const ADMIN_ORGANIZATION_EDIT_FIELDS = [
  'name',
  'website',
  'phone_number',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'insurance_provider',
  'service_area_zipcodes',
  'invoice_due_day',
  'time_zone',
] as const;
export type AdminOrganizationEditField = (typeof ADMIN_ORGANIZATION_EDIT_FIELDS)[number];

/** POST /api/admin/update-organization: id plus the changed fields, empty strings as null; answers the organization. */
export type AdminUpdateOrganizationRequest = { id: string } & Partial<{
  [K in AdminOrganizationEditField]: OrganizationSettings[K] | null;
}> & {
  marketing?: { industry?: string | null; services_rendered?: string[] };
};
