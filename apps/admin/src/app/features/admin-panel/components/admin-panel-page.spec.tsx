import { screen } from '@testing-library/react';
import { DEFAULT_PROFILE_SETTINGS, MESSAGES } from '@fsp/contracts';
import { createTestSession } from '@fsp/session';
import { RequireAdmin } from '../../../components/require-admin.js';
import { renderPage } from '../../../testing/render-page.js';
import { AdminPanelPage } from './admin-panel-page.js';

const guarded = (
  <RequireAdmin>
    <AdminPanelPage ownerInvitations={<section aria-label="Owner invitations stand-in" />} />
  </RequireAdmin>
);

const profile = { ...DEFAULT_PROFILE_SETTINGS, id: 'a1', email: 'admin@demo.test', name: null, impersonating: false, real_user: null, organization_id: null };

describe('Admin panel', () => {
  it('shows admins the owner-invitation sections and the not-yet-available users and organizations', () => {
    renderPage(guarded, { url: '/app/admin', path: '/app/admin', session: createTestSession({ status: 'signed-in', profile: { ...profile, role: 'Admin' } }) });
    expect(screen.getByRole('region', { name: 'Owner invitations stand-in' })).toBeInTheDocument();
    expect(screen.getByTestId('coming-soon')).toHaveTextContent('Users and organizations');
    expect(screen.getByText(MESSAGES.comingSoon)).toBeInTheDocument();
  });

  it('sends everyone else to /unauthorized', () => {
    renderPage(guarded, { url: '/app/admin', path: '/app/admin', session: createTestSession({ status: 'signed-in', profile: { ...profile, role: 'crew_member' } }) });
    expect(screen.getByText('Unauthorized stand-in')).toBeInTheDocument();
  });
});
