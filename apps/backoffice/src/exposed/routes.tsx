import { RemoteAppProviders } from '@fsp/api-client';
import { LoadingState } from '@fsp/ui';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage } from '../app/features/dashboard/components/dashboard-page.js';
import { InviteRedirect } from '../app/features/invite/components/invite-redirect.js';
import { BACKOFFICE_SCREENS } from '../app/screens.js';
import { BUILT_SCREENS } from '../app/built-screens.js';

/** Mounted by the shell at `/app/*` inside the app layout. */
export default function BackofficeRoutes() {
  return (
    <RemoteAppProviders>
      <Suspense fallback={<LoadingState />}>
        <Routes>
          <Route index element={<DashboardPage />} />
          {BACKOFFICE_SCREENS.map((screen) => {
            const Screen = BUILT_SCREENS[screen];
            return <Route key={screen} path={screen} element={<Screen />} />;
          })}
          <Route path="invite/:token" element={<InviteRedirect />} />
          <Route path="*" element={<Navigate to="/app" replace />} />
        </Routes>
      </Suspense>
    </RemoteAppProviders>
  );
}
