import { DEFAULT_PROFILE_SETTINGS, type UserProfile } from '@fsp/contracts';

export function profileFor(role: string, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: `${role}-id`,
    role,
    email: `${role}@demo.test`,
    name: null,
    ...DEFAULT_PROFILE_SETTINGS,
    impersonating: false,
    real_user: null,
    organization_id: role === 'admin' ? null : 'org-1',
    ...overrides,
  };
}
