import { TEST_RUNTIME_CONFIG } from '@fsp/session';
import { createRemoteRegistry, type FederationRuntime } from './remote-registry.js';
import { versionFromManifestUrl } from './remote-release.js';

function recordingRuntime() {
  const preloads: Array<Array<{ nameOrAlias: string; exposes: string[] }>> = [];
  const state = { preloadFails: false };
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async () => null,
    async preloadRemote(options) {
      preloads.push(options);
      if (state.preloadFails) throw new Error('preloadRemote failed to load 1 resource(s).');
    },
  };
  return { runtime, preloads, state };
}

/** Lets the registry see how a preload ended (its rejection handler runs a few microtasks later). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

describe('remote registry', () => {
  it('preloads a remote expose once, again after a failed preload, and again after Try again', async () => {
    const { runtime, preloads, state } = recordingRuntime();
    const registry = createRemoteRegistry(runtime);
    registry.register(TEST_RUNTIME_CONFIG.remotes);

    registry.preload('admin', './AdminPanel');
    registry.preload('admin', './AdminPanel');
    registry.preload('admin', './Impersonate');
    expect(preloads).toEqual([
      [{ nameOrAlias: 'admin', exposes: ['./AdminPanel'] }],
      [{ nameOrAlias: 'admin', exposes: ['./Impersonate'] }],
    ]);

    state.preloadFails = true;
    registry.preload('backoffice', './Routes');
    await settle();
    registry.preload('backoffice', './Routes');
    expect(preloads.slice(2)).toEqual([
      [{ nameOrAlias: 'backoffice', exposes: ['./Routes'] }],
      [{ nameOrAlias: 'backoffice', exposes: ['./Routes'] }],
    ]);
    await settle();

    state.preloadFails = false;
    registry.reset('admin');
    registry.preload('admin', './AdminPanel');
    expect(preloads).toHaveLength(5);
  });

  it('names the version a manifest recorded, else the folder of the configured manifest URL', () => {
    const registry = createRemoteRegistry(recordingRuntime().runtime);
    registry.register({ ...TEST_RUNTIME_CONFIG.remotes, admin: 'https://cdn.example.com/fieldwise/admin/2026.11.26-5f46cb1/mf-manifest.json' });
    expect(registry.release('admin')).toEqual({
      remote: 'admin',
      version: '2026.11.26-5f46cb1',
      manifestUrl: 'https://cdn.example.com/fieldwise/admin/2026.11.26-5f46cb1/mf-manifest.json',
    });
    expect(registry.release('backoffice').version).toBe('unknown');

    registry.recordManifestVersion('admin', '1.4.0');
    registry.recordManifestVersion('not_a_remote', '9.9.9');
    expect(registry.release('admin').version).toBe('1.4.0');
    registry.reset('admin');
    expect(registry.release('admin').version).toBe('2026.11.26-5f46cb1');
  });
});

describe('versionFromManifestUrl', () => {
  it('reads <remote>/<version>/mf-manifest.json and nothing from a bare server root', () => {
    expect(versionFromManifestUrl('https://cdn.example.com/p/admin/1.4.0/mf-manifest.json', 'admin')).toBe('1.4.0');
    expect(versionFromManifestUrl('http://localhost:4203/mf-manifest.json', 'admin')).toBeNull();
    expect(versionFromManifestUrl('https://cdn.example.com/admin/mf-manifest.json', 'admin')).toBeNull();
  });
});
