import { isTheme, notificationPrefsWithDefaults, type AdminUser, type RealUser, type UserProfile } from '@fsp/contracts';
import type { User } from './entities/user.entity.js';

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    status: user.status,
    organization_id: user.organizationId,
  };
}

function toRealUser(user: User): RealUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/** The profile of whom the request acts as, naming the admin behind an impersonation. */
export function toUserProfile(effective: User, real: User): UserProfile {
  const impersonating = effective.id !== real.id;
  return {
    id: effective.id,
    role: effective.role,
    email: effective.email,
    name: effective.name,
    impersonating,
    real_user: impersonating ? toRealUser(real) : null,
    organization_id: effective.organizationId,
    avatar_url: effective.avatarUrl,
    phone_number: effective.phoneNumber,
    timezone: effective.timezone,
    locale: effective.locale,
    theme: isTheme(effective.theme) ? effective.theme : 'system',
    notification_prefs: notificationPrefsWithDefaults(effective.notificationPrefs),
  };
}
