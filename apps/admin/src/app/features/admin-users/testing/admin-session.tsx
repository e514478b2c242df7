import type { ReactElement } from 'react';
import { DEFAULT_PROFILE_SETTINGS, type AdminUser, type UserProfile } from '@fsp/contracts';
import type { TestApiServer } from '@fsp/api-client/testing';
import { createTestSession } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';

export const ADMIN_PROFILE: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS,
  id: 'admin-1',
  role: 'admin',
  email: 'admin@demo.test',
  name: 'Avery Admin',
  impersonating: false,
  real_user: null,
  organization_id: null,
};

/** Renders `element` on /app/admin for a signed-in admin, talking to `server`. */
export function renderForAdmin(element: ReactElement, server: TestApiServer, { path = '/app/admin' }: { path?: string } = {}) {
  const session = createTestSession({ status: 'signed-in', profile: ADMIN_PROFILE, getAccessToken: async () => 'admin-token' });
  return renderPage(element, { url: '/app/admin', path, session, fetch: server.fetch });
}

export function adminUser(overrides: Partial<AdminUser> & Pick<AdminUser, 'id' | 'email'>): AdminUser {
  return { name: null, role: 'user', status: 'active', organization_id: null, ...overrides };
}
