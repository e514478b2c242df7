import {
  ADMIN_API_ERRORS,
  ADMIN_ASSIGNABLE_ROLES,
  ADMIN_CREATABLE_ROLES,
  ADMIN_MESSAGES,
  normalizeRole,
  OWNER_INVITE_MAX_LENGTH,
  OWNER_INVITE_MESSAGES,
  USER_STATUSES,
} from '@fsp/contracts';
import { Transform } from 'class-transformer';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail that names a user in create-user and update-user: required, then an address shape. */
export function adminUserEmailError(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return ADMIN_MESSAGES.emailRequired;
  return text.length > OWNER_INVITE_MAX_LENGTH.email || !EMAIL_PATTERN.test(text) ? OWNER_INVITE_MESSAGES.emailInvalid : null;
}

/** Create User offers every role but owner (owners come through "Invite Organization Owner"). */
export function creatableRoleError(value: unknown): string | null {
  if (typeof value !== 'string') return ADMIN_API_ERRORS.roleInvalid;
  const role = normalizeRole(value);
  if (role === 'owner') return ADMIN_API_ERRORS.ownerNotCreatable;
  return (ADMIN_CREATABLE_ROLES as readonly string[]).includes(role) ? null : ADMIN_API_ERRORS.roleInvalid;
}

export function assignableRoleError(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' && (ADMIN_ASSIGNABLE_ROLES as readonly string[]).includes(normalizeRole(value)) ? null : ADMIN_API_ERRORS.roleInvalid;
}

export function userStatusError(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' && (USER_STATUSES as readonly string[]).includes(value.trim().toLowerCase()) ? null : ADMIN_API_ERRORS.statusInvalid;
}

/** Roles and statuses are compared case-insensitively and stored lower-case; e-mails are kept lower-case. */
export const LowerCase = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));
