import { IMMUTABLE_CACHE } from './cache-policy.js';
import { startCdnServer } from './cdn-server.js';
import type { RunningServer } from './running-server.js';
import { createFixtureDir } from './test-fixtures.js';

describe('CDN server', () => {
  let fixture: Awaited<ReturnType<typeof createFixtureDir>>;
  let server: RunningServer;

  beforeAll(async () => {
    fixture = await createFixtureDir({
      'mf-manifest.json': '{"id":"admin"}',
      'remoteEntry.js': 'var admin;',
      'static/js/123.3f2a1b4c5d6e7f80.js': 'console.log(1);',
      'favicon.ico': 'icon',
    });
    server = await startCdnServer({ root: fixture.dir, port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await server.close();
    await fixture.cleanup();
  });

  it('serves content-hashed chunks as immutable with open CORS', async () => {
    const response = await fetch(`${server.url}/static/js/123.3f2a1b4c5d6e7f80.js`, { headers: { origin: 'http://localhost:4200' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1);');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it.each(['/mf-manifest.json', '/remoteEntry.js', '/favicon.ico'])('serves %s with no-cache', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe('');
  });

  it('answers CORS preflight requests', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:4200', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers 404 for missing files, with CORS so the shell sees the failure', async () => {
    const response = await fetch(`${server.url}/static/js/999.deadbeefdeadbeef.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('does not fall back to another file for unknown paths', async () => {
    const response = await fetch(`${server.url}/app/admin`);
    expect(response.status).toBe(404);
  });
});
