import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { runtimeConfigFromEnv, type RuntimeConfig } from '@fsp/contracts';
import { createRemotePreloadHints } from './remote-preload-hints.js';
import { startSilentServer } from './test-fixtures.js';

function manifest(version: string) {
  return {
    metaData: { name: 'public_site', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        path: './Routes',
        assets: {
          js: { sync: [`973.${version}.js`, `__federation_expose_Routes.${version}.js`], async: ['lazy-page-login.0123456789.js'] },
          css: { sync: [`__federation_expose_Routes.${version}.css`], async: [] },
        },
      },
    ],
  };
}

/** A CDN origin serving one remote's manifest under /public-site/v1/, counting the requests for it. */
async function startCdn(): Promise<{ app: FastifyInstance; origin: string; served: { count: number; version: string } }> {
  const served = { count: 0, version: 'aaaaaaaaaa' };
  const app = Fastify();
  app.get('/public-site/v1/mf-manifest.json', async () => {
    served.count++;
    return manifest(served.version);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, served };
}

const configWith = (remotes: Partial<RuntimeConfig['remotes']>): RuntimeConfig => {
  const config = runtimeConfigFromEnv({});
  return { ...config, remotes: { ...config.remotes, ...remotes } };
};

describe('preload hints for a page', () => {
  let cdn: Awaited<ReturnType<typeof startCdn>>;
  beforeEach(async () => {
    cdn = await startCdn();
  });
  afterEach(async () => {
    await cdn.app.close();
  });

  it('name the manifest of the remote that owns the page, its entry and the first chunks and styles of what the shell mounts', async () => {
    const manifestUrl = `${cdn.origin}/public-site/v1/mf-manifest.json`;
    const hints = createRemotePreloadHints({ loadConfig: async () => configWith({ public_site: manifestUrl }) });
    expect((await hints.headerFor('/'))?.split(', ')).toEqual([
      `<${manifestUrl}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${cdn.origin}/public-site/v1/remoteEntry.js>; rel=preload; as=script`,
      `<${cdn.origin}/public-site/v1/973.aaaaaaaaaa.js>; rel=preload; as=script`,
      `<${cdn.origin}/public-site/v1/__federation_expose_Routes.aaaaaaaaaa.js>; rel=preload; as=script`,
      `<${cdn.origin}/public-site/v1/__federation_expose_Routes.aaaaaaaaaa.css>; rel=preload; as=style`,
    ]);
  });

  it('read the manifest for every page, so that a new release is hinted at once, and once for pages asking together', async () => {
    const manifestUrl = `${cdn.origin}/public-site/v1/mf-manifest.json`;
    const hints = createRemotePreloadHints({ loadConfig: async () => configWith({ public_site: manifestUrl }) });
    await Promise.all([hints.headerFor('/'), hints.headerFor('/get-started'), hints.headerFor('/login')]);
    expect(cdn.served.count).toBe(1);

    cdn.served.version = 'bbbbbbbbbb';
    expect(await hints.headerFor('/')).toContain('973.bbbbbbbbbb.js');
    expect(cdn.served.count).toBe(2);
  });

  it('name only the manifest when it cannot be read, and do not hold the page for a CDN that never answers', async () => {
    const silent = await startSilentServer();
    try {
      const hints = createRemotePreloadHints({
        loadConfig: async () => configWith({ public_site: `${silent.url}/mf-manifest.json`, admin: `${cdn.origin}/missing/mf-manifest.json` }),
        fetchTimeoutMs: 20,
      });
      expect(await hints.headerFor('/')).toBe(`<${silent.url}/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`);
      expect(await hints.headerFor('/app/admin/users')).toBe(`<${cdn.origin}/missing/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous`);
    } finally {
      await silent.close();
    }
  });

  it('name nothing when the runtime config cannot be read', async () => {
    const hints = createRemotePreloadHints({ loadConfig: () => Promise.reject(new Error('no config')) });
    expect(await hints.headerFor('/')).toBeNull();
  });
});
