import { RemoteAppProviders } from '@fsp/api-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireAdmin } from '../app/components/require-admin.js';
import { AdminPanelPage } from '../app/features/admin-panel/components/admin-panel-page.js';
import { OwnerInvitationsPanel } from '../app/features/owner-invitations/components/owner-invitations-panel.js';

/** Mounted by the shell at `/app/admin/*` (admin only). */
export default function AdminPanel() {
  return (
    <RemoteAppProviders>
      <RequireAdmin>
        <Routes>
          <Route index element={<AdminPanelPage ownerInvitations={<OwnerInvitationsPanel />} />} />
          <Route path="*" element={<Navigate to="/app" replace />} />
        </Routes>
      </RequireAdmin>
    </RemoteAppProviders>
  );
}
