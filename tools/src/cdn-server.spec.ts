import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMMUTABLE_CACHE, NO_CACHE } from './cache-policy.js';
import { startCdnServer } from './cdn-server.js';
import { rawRequest, writePrecompressedCopies } from './precompressed-fixtures.js';
import type { RunningServer } from './running-server.js';
import { createFixtureDir } from './test-fixtures.js';

const MANIFEST = JSON.stringify({ id: 'admin', exposes: [{ name: 'AdminPanel', path: './AdminPanel' }] }, null, 2);
const REMOTE_ENTRY = 'var admin;'.repeat(40);
const CHUNK = 'console.log(1);'.repeat(40);

describe('CDN server', () => {
  let fixture: Awaited<ReturnType<typeof createFixtureDir>>;
  let server: RunningServer;

  beforeAll(async () => {
    const texts = { 'mf-manifest.json': MANIFEST, 'remoteEntry.js': REMOTE_ENTRY, 'static/js/123.3f2a1b4c5d6e7f80.js': CHUNK };
    fixture = await createFixtureDir({ ...texts, 'favicon.ico': 'icon', 'unbuilt.js': 'dev();' });
    await writePrecompressedCopies(fixture.dir, texts);
    server = await startCdnServer({ root: fixture.dir, port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await server.close();
    await fixture.cleanup();
  });

  it('serves content-hashed chunks as immutable with open CORS', async () => {
    const response = await fetch(`${server.url}/static/js/123.3f2a1b4c5d6e7f80.js`, { headers: { origin: 'http://localhost:4200' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CHUNK);
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

  describe('compression', () => {
    it.each([
      ['/static/js/123.3f2a1b4c5d6e7f80.js', CHUNK, IMMUTABLE_CACHE, /javascript/],
      ['/remoteEntry.js', REMOTE_ENTRY, NO_CACHE, /javascript/],
      ['/mf-manifest.json', MANIFEST, NO_CACHE, /^application\/json/],
    ])('sends the brotli copy of %s with the original file\'s caching and type', async (path, content, cacheControl, type) => {
      const plain = await rawRequest(`${server.url}${path}`);
      const response = await rawRequest(`${server.url}${path}`, { 'accept-encoding': 'gzip, deflate, br', origin: 'http://localhost:4200' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(content);
      expect(response.body.length).toBeLessThan(content.length);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['access-control-allow-origin']).toBe('*');
    });

    it.each([
      ['/static/js/123.3f2a1b4c5d6e7f80.js', CHUNK, IMMUTABLE_CACHE],
      ['/mf-manifest.json', MANIFEST, NO_CACHE],
    ])('sends the gzip copy of %s to a client that accepts gzip only', async (path, content, cacheControl) => {
      const response = await rawRequest(`${server.url}${path}`, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(content);
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
    });

    const noCompression: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    it.each(noCompression)('sends the original bytes when no compression is accepted (%j)', async (headers) => {
      const response = await rawRequest(`${server.url}/remoteEntry.js`, headers);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(REMOTE_ENTRY);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
    });

    it('sends a file the build did not compress as it is', async () => {
      const response = await rawRequest(`${server.url}/unbuilt.js`, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe('dev();');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    });

    it('answers HEAD for a compressed file with its encoding and no body', async () => {
      const response = await rawRequest(`${server.url}/mf-manifest.json`, { 'accept-encoding': 'br' }, 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body.length).toBe(0);
    });
  });
});
