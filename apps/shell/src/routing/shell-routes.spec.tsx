import type { RemoteName } from '@fsp/contracts';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { setViewportWidth } from '@fsp/ui/testing';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RemoteComponents } from '../remotes/remote-components.js';
import { RemoteComponentsContext } from '../remotes/remote-components-context.js';
import { profileFor } from '../testing/profiles.js';
import { ShellRoutes } from './shell-routes.js';

/** Each "remote" just says which expose it is and where it was mounted. */
function fakeRemoteComponents(): RemoteComponents {
  const cache = new Map<string, ReturnType<typeof lazy>>();
  return {
    get(remote: RemoteName, expose: string) {
      const key = `${remote}/${expose}`;
      let component = cache.get(key);
      if (!component) {
        component = lazy(async () => ({
          default: function Exposed() {
            const { pathname } = useLocation();
            return <p>{`${key} at ${pathname}`}</p>;
          },
        }));
        cache.set(key, component);
      }
      return component;
    },
    retry: () => undefined,
    preload: () => undefined,
    release: (remote) => ({ remote, version: 'test', manifestUrl: `http://localhost/${remote}/mf-manifest.json` }),
  };
}

function renderAt(path: string, role: string | null) {
  setViewportWidth(1280);
  const session = role
    ? createTestSession({ status: 'signed-in', profile: profileFor(role), logout: () => undefined })
    : createTestSession({ status: 'signed-out', login: async () => undefined });
  render(
    <TestSessionProvider session={session}>
      <RemoteComponentsContext.Provider value={fakeRemoteComponents()}>
        <MemoryRouter initialEntries={[path]}>
          <ShellRoutes />
        </MemoryRouter>
      </RemoteComponentsContext.Provider>
    </TestSessionProvider>,
  );
}

describe('ShellRoutes', () => {
  it.each([
    ['/', 'public_site/./Routes at /'],
    ['/unauthorized', 'public_site/./Routes at /unauthorized'],
    ['/no/such/page', 'public_site/./Routes at /no/such/page'],
    ['/signup/abc/pay', 'customer_signup/./SignupRoutes at /signup/abc/pay'],
    ['/public-signup/abc', 'customer_signup/./PublicSignup at /public-signup/abc'],
    ['/invite/tok', 'customer_signup/./InviteRedirect at /invite/tok'],
    ['/invoice/tok', 'customer_signup/./InvoicePage at /invoice/tok'],
    ['/admin/owner-onboard/code1', 'admin/./OwnerOnboard at /admin/owner-onboard/code1'],
  ])('mounts the owner of the public path %s without the app layout', async (path, text) => {
    renderAt(path, null);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it.each([
    ['/app', 'backoffice/./Routes at /app'],
    ['/app/customers', 'backoffice/./Routes at /app/customers'],
    ['/app/admin', 'admin/./AdminPanel at /app/admin'],
    ['/app/impersonate', 'admin/./Impersonate at /app/impersonate'],
  ])('mounts %s inside the app layout for an admin', async (path, text) => {
    renderAt(path, 'admin');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('sends a crew member opening /app/admin to /unauthorized', async () => {
    renderAt('/app/admin', 'crew_member');
    expect(await screen.findByText('public_site/./Routes at /unauthorized')).toBeInTheDocument();
  });
});
