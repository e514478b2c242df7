import { PutObjectCommand } from '@aws-sdk/client-s3';
import { runtimeConfigFromEnv, type EnvironmentConfig } from '@fsp/contracts';
import { NO_CACHE } from '../cache-policy.js';
import { startEdgeServer } from '../edge-server.js';
import { createFixtureDir, startSilentServer } from '../test-fixtures.js';
import { startTestS3, TEST_BUCKET } from './delivery-test-fixtures.js';
import { EnvironmentStore } from './environment-store.js';
import { promoteRelease, rollbackRelease } from './environment-config.js';
import { parseS3Target, publicBaseUrl } from './s3-location.js';

describe('the edge serving /config.json from the environment object', () => {
  let s3: Awaited<ReturnType<typeof startTestS3>>;
  let shellRoot: Awaited<ReturnType<typeof createFixtureDir>>;
  let store: EnvironmentStore;
  let objectUrl: string;
  const location = parseS3Target(`s3://${TEST_BUCKET}/edge`);

  beforeAll(async () => {
    s3 = await startTestS3();
    shellRoot = await createFixtureDir({ 'index.html': '<html></html>' });
    store = new EnvironmentStore(s3.client, location);
    objectUrl = `${publicBaseUrl(location, { endpoint: s3.url })}/environments/production.json`;
  });

  afterAll(async () => {
    await shellRoot.cleanup();
    await s3.close();
  });

  const edge = (env: Record<string, string>, configFetchTimeoutMs?: number) =>
    startEdgeServer({ root: shellRoot.dir, port: 0, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', env, ...(configFetchTimeoutMs ? { configFetchTimeoutMs } : {}) });
  const getConfig = async (server: { url: string }) => {
    const response = await fetch(`${server.url}/config.json`);
    return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as EnvironmentConfig & { error?: string } };
  };

  it('reads the object on every request, so a promote and a rollback show on the next page load', async () => {
    const initial = runtimeConfigFromEnv({});
    const v1 = { manifestUrl: 'https://cdn.example.com/edge/admin/aaaaaaaaaaaa/mf-manifest.json', version: 'aaaaaaaaaaaa' };
    const v2 = { manifestUrl: 'https://cdn.example.com/edge/admin/bbbbbbbbbbbb/mf-manifest.json', version: 'bbbbbbbbbbbb' };
    await store.update('production', async () => ({ config: promoteRelease(promoteRelease(initial, 'admin', v1), 'admin', v2), result: undefined }));
    const app = await edge({ SHELL_RUNTIME_CONFIG_URL: objectUrl });
    try {
      const promoted = await getConfig(app);
      expect(promoted.status).toBe(200);
      expect(promoted.cacheControl).toBe(NO_CACHE);
      const served = promoted.body;
      expect(served.remotes.admin).toBe(v2.manifestUrl);
      expect(served.auth).toEqual(initial.auth);

      await store.update('production', async (current) => ({ config: rollbackRelease(current ?? initial, 'admin').config, result: undefined }));
      const rolledBack = await getConfig(app);
      expect(rolledBack.body.remotes.admin).toBe(v1.manifestUrl);
    } finally {
      await app.close();
    }
  });

  it('answers 502 when the object is missing or is not a runtime config', async () => {
    await s3.client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'edge/environments/broken.json', Body: '{"remotes":{}}' }));
    const missing = await edge({ SHELL_RUNTIME_CONFIG_URL: objectUrl.replace('production', 'nowhere') });
    const broken = await edge({ SHELL_RUNTIME_CONFIG_URL: objectUrl.replace('production', 'broken') });
    try {
      const notFound = await getConfig(missing);
      expect(notFound.status).toBe(502);
      expect(notFound.body.error).toMatch(/^Runtime config unavailable: .*nowhere\.json answered HTTP 404$/);
      const invalid = await getConfig(broken);
      expect(invalid.status).toBe(502);
      expect(invalid.body.error).toContain('is not a runtime config');
    } finally {
      await missing.close();
      await broken.close();
    }
  });

  it('answers 502 instead of hanging when the store does not answer', async () => {
    const silent = await startSilentServer();
    const app = await edge({ SHELL_RUNTIME_CONFIG_URL: `${silent.url}/environments/production.json` }, 50);
    try {
      const response = await getConfig(app);
      expect(response.status).toBe(502);
      expect(response.body.error).toContain('no answer within 50 ms');
    } finally {
      await app.close();
      await silent.close();
    }
  });
});
