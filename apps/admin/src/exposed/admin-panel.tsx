import { RemoteAppProviders } from '@fsp/api-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../app/components/require-admin.js';
import { AdminPanelPage } from '../app/features/admin-panel/components/admin-panel-page.js';
import { OrganizationsPanel } from '../app/features/admin-organizations/components/organizations-panel.js';
import { OrganizationOwnerSelect } from '../app/features/admin-users/components/organization-owner-select.js';
import { UsersPanel } from '../app/features/admin-users/components/users-panel.js';
import { QueuedUserEditsProvider } from '../app/features/admin-users/state/queued-user-edits-context.js';
import { OwnerInvitationsPanel } from '../app/features/owner-invitations/components/owner-invitations-panel.js';

/** The sections of /app/admin; the owner pick of Edit Organizations queues into the users table's edits. */
function AdminPanelSections() {
  return (
    <QueuedUserEditsProvider>
      <AdminPanelPage
        users={<UsersPanel />}
        ownerInvitations={<OwnerInvitationsPanel />}
        organizations={<OrganizationsPanel ownerField={(organization) => <OrganizationOwnerSelect organization={organization} />} />}
      />
    </QueuedUserEditsProvider>
  );
}

/** Mounted by the shell at `/app/admin/*` (admin only). */
export default function AdminPanel() {
  return (
    <RemoteAppProviders>
      <RequireAdmin>
        <Routes>
          <Route index element={<AdminPanelSections />} />
          <Route path="*" element={<Navigate to="/app" replace />} />
        </Routes>
      </RequireAdmin>
    </RemoteAppProviders>
  );
}
