import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../auth/require-sign-in.js';
import { RemoteMount } from '../remotes/remote-mount.js';
import { RequireRole } from './require-role.js';
import { FullPage } from '../ui/full-page.js';
import { REMOTE_ROUTES, type RemoteRoute } from '@fsp/contracts';

// The signed-in frame is fetched with the first /app page, never by visitors of the public pages.
const AppLayout = lazy(() =>
  import(/* webpackChunkName: "lazy-app-layout" */ '../layout/app-layout.js').then((module) => ({ default: module.AppLayout })),
);

function mountFor(route: RemoteRoute) {
  const mount = <RemoteMount remote={route.remote} expose={route.expose} />;
  return route.roles ? <RequireRole roles={route.roles}>{mount}</RequireRole> : mount;
}

export function ShellRoutes() {
  return (
    <Routes>
      {REMOTE_ROUTES.filter((route) => route.layout === 'public').map((route) => (
        <Route key={route.path} path={route.path} element={mountFor(route)} />
      ))}
      <Route
        element={
          <RequireSignIn>
            <Suspense fallback={<FullPage title="Loading your workspace…" busy />}>
              <AppLayout />
            </Suspense>
          </RequireSignIn>
        }
      >
        {REMOTE_ROUTES.filter((route) => route.layout === 'app').map((route) => (
          <Route key={route.path} path={route.path} element={mountFor(route)} />
        ))}
      </Route>
    </Routes>
  );
}
