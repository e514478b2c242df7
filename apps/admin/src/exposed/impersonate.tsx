import { RemoteAppProviders } from '@fsp/api-client';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ImpersonatePage } from '../app/features/impersonate/components/impersonate-page.js';

/** Mounted by the shell at `/app/impersonate/*` (admin only). */
export default function Impersonate() {
  return (
    <RemoteAppProviders>
      <Routes>
        <Route index element={<ImpersonatePage />} />
        <Route path="*" element={<Navigate to="/app" replace />} />
      </Routes>
    </RemoteAppProviders>
  );
}
