import { Route, Routes } from 'react-router-dom';
import { RequireSignIn } from '../auth/require-sign-in.js';
import { AppLayout } from '../layout/app-layout.js';
import { RemoteMount } from '../remotes/remote-mount.js';
import { RequireRole } from './require-role.js';
import { REMOTE_ROUTES, type RemoteRoute } from './route-table.js';

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
            <AppLayout />
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
