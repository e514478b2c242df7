import type { UserProfile } from '@fsp/contracts';

export function profileFor(role: string, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: `${role}-id`,
    role,
    email: `${role}@demo.test`,
    name: null,
    impersonating: false,
    real_user: null,
    organization_id: role === 'admin' ? null : 'org-1',
    ...overrides,
  };
}
