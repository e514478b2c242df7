import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TEST_RUNTIME_CONFIG } from '@fsp/session';
import { createRemoteComponents } from './remote-components.js';
import { RemoteComponentsContext } from './remote-components-context.js';
import { RemoteMount } from './remote-mount.js';
import { createRemoteRegistry, type FederationRuntime } from './remote-registry.js';
import { allowConsoleError } from '@fsp/ui/testing';

/** A stand-in for the federation runtime whose admin server can be switched off and on. */
function fakeRuntime() {
  const registrations: Array<{ entries: Array<{ name: string; entry: string }>; force: boolean }> = [];
  const state = { adminUp: false };
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      registrations.push({ entries: remotes, force: options?.force ?? false });
    },
    async loadRemote<T>(id: string) {
      if (id === 'admin/OwnerOnboard' && !state.adminUp) throw new Error('Failed to get manifest.');
      return { default: () => <p>Owner onboarding page</p> } as T;
    },
    preloadRemote: async () => undefined,
  };
  return { runtime, registrations, state };
}

describe('RemoteMount', () => {
  it('shows the unavailable area with Try again, and loads it after the server is back without a reload', async () => {
    // React reports the error its boundary caught, and the shell logs which area, remote and version failed.
    const shellLog = allowConsoleError('The admin area failed to load (');
    allowConsoleError('Failed to get manifest.');
    const { runtime, registrations, state } = fakeRuntime();
    const registry = createRemoteRegistry(runtime);
    registry.register(TEST_RUNTIME_CONFIG.remotes);
    render(
      <RemoteComponentsContext.Provider value={createRemoteComponents(registry)}>
        <MemoryRouter initialEntries={['/admin/owner-onboard/abc']}>
          <RemoteMount remote="admin" expose="./OwnerOnboard" />
        </MemoryRouter>
      </RemoteComponentsContext.Provider>,
    );
    expect(await screen.findByText('The admin area is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByText('Failed to get manifest.')).toBeInTheDocument();

    expect(shellLog.calls[0]?.[0]).toBe(
      'The admin area failed to load (remote admin, version unknown, manifest http://localhost:4203/mf-manifest.json)',
    );
    expect(shellLog.calls[0]?.[1]).toEqual(new Error('Failed to get manifest.'));

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The admin area is unavailable right now.')).toBeInTheDocument();

    state.adminUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Owner onboarding page')).toBeInTheDocument();
    expect(registrations.slice(1)).toEqual([
      { entries: [{ name: 'admin', entry: 'http://localhost:4203/mf-manifest.json?mf_retry=1' }], force: true },
      { entries: [{ name: 'admin', entry: 'http://localhost:4203/mf-manifest.json?mf_retry=2' }], force: true },
    ]);
  });

  it('registers every remote from the runtime config without forcing', () => {
    const { runtime, registrations } = fakeRuntime();
    createRemoteRegistry(runtime).register(TEST_RUNTIME_CONFIG.remotes);
    expect(registrations).toEqual([
      {
        entries: [
          { name: 'public_site', entry: 'http://localhost:4201/mf-manifest.json' },
          { name: 'backoffice', entry: 'http://localhost:4202/mf-manifest.json' },
          { name: 'admin', entry: 'http://localhost:4203/mf-manifest.json' },
          { name: 'customer_signup', entry: 'http://localhost:4204/mf-manifest.json' },
        ],
        force: false,
      },
    ]);
  });

  it('renders a page whose remote loaded before the first render at once, with no loading fallback in between', async () => {
    const { runtime } = fakeRuntime();
    const registry = createRemoteRegistry(runtime);
    registry.register(TEST_RUNTIME_CONFIG.remotes);
    const components = createRemoteComponents(registry);
    await registry.load('public_site', './Routes');
    const Loaded = registry.loaded('public_site', './Routes');
    expect(Loaded).toBeDefined();
    expect(components.get('public_site', './Routes')).toBe(Loaded);

    render(
      <RemoteComponentsContext.Provider value={components}>
        <MemoryRouter initialEntries={['/']}>
          <RemoteMount remote="public_site" expose="./Routes" />
        </MemoryRouter>
      </RemoteComponentsContext.Provider>,
    );
    // Synchronously there: no Suspense fallback was committed first.
    expect(screen.getByText('Owner onboarding page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the lazy component it handed out first, so a load finishing later does not remount the page', async () => {
    const { runtime } = fakeRuntime();
    const registry = createRemoteRegistry(runtime);
    registry.register(TEST_RUNTIME_CONFIG.remotes);
    const components = createRemoteComponents(registry);
    const first = components.get('backoffice', './Routes');
    await registry.load('backoffice', './Routes');
    expect(registry.loaded('backoffice', './Routes')).toBeDefined();
    expect(components.get('backoffice', './Routes')).toBe(first);
  });

  it('forgets a loaded component when its remote is reset for Try again', async () => {
    const { runtime } = fakeRuntime();
    const registry = createRemoteRegistry(runtime);
    registry.register(TEST_RUNTIME_CONFIG.remotes);
    await registry.load('admin', './AdminPanel');
    expect(registry.loaded('admin', './AdminPanel')).toBeDefined();
    registry.reset('admin');
    expect(registry.loaded('admin', './AdminPanel')).toBeUndefined();
  });
});
