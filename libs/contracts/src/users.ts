import type { Role } from './roles.js';

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
}

export interface AdminUsersResponse {
  users: AdminUser[];
  totalPages: number;
}

export const ADMIN_USERS_DEFAULT_LIMIT = 25;
export const ADMIN_USERS_MAX_LIMIT = 1000;
/** The impersonation directory asks for everyone at once (part 2 §7, §9). */
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
