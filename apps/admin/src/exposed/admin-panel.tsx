import { useMemo } from 'react';
import { RemoteAppProviders } from '@fsp/api-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../app/components/require-admin.js';
import { AdminPanelPage } from '../app/features/admin-panel/components/admin-panel-page.js';
import type { OrganizationOwnerPicker } from '../app/features/admin-organizations/components/organization-owner-picker.js';
import { OrganizationsPanel } from '../app/features/admin-organizations/components/organizations-panel.js';
import { OrganizationOwnerSelect } from '../app/features/admin-users/components/organization-owner-select.js';
import { UsersPanel } from '../app/features/admin-users/components/users-panel.js';
import { QueuedUserEditsProvider, useQueuedUserEdits } from '../app/features/admin-users/state/queued-user-edits-context.js';
import { queuedOwnerOf } from '../app/features/admin-users/state/queued-user-edits.js';
import { OwnerInvitationsPanel } from '../app/features/owner-invitations/components/owner-invitations-panel.js';

/** The sections of /app/admin; the owner pick of Edit Organizations queues into the users table's edits. */
function AdminPanelSections() {
  return (
    <QueuedUserEditsProvider>
      <AdminPanelPage users={<UsersPanel />} ownerInvitations={<OwnerInvitationsPanel />} organizations={<OrganizationsWithOwnerPicker />} />
    </QueuedUserEditsProvider>
  );
}

function OrganizationsWithOwnerPicker() {
  const queued = useQueuedUserEdits();
  const owner = useMemo<OrganizationOwnerPicker>(
    () => ({
      field: (organization) => <OrganizationOwnerSelect organization={organization} />,
      picked: (organizationId) => queuedOwnerOf(queued.edits, organizationId) !== null,
      discard: queued.clearOwnerPick,
    }),
    [queued],
  );
  return <OrganizationsPanel owner={owner} />;
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
