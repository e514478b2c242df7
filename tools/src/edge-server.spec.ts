import { API_ERRORS, LOCAL_AUTH_DEFAULTS, REQUEST_BODY_LIMIT_BYTES, type RuntimeConfig } from '@fsp/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { IMMUTABLE_CACHE, NO_CACHE } from './cache-policy.js';
import { startEdgeServer } from './edge-server.js';
import { rawRequest, writePrecompressedCopies } from './precompressed-fixtures.js';
import type { RunningServer } from './running-server.js';
import { createFixtureDir, startSilentServer } from './test-fixtures.js';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in API that records what reaches it and echoes it back. */
async function startFakeApi(): Promise<{ url: string; seen: SeenRequest[]; close(): Promise<void> }> {
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      response.writeHead(201, { 'content-type': 'application/json', 'x-request-id': request.headers['x-request-id'] ?? 'none' });
      response.end(JSON.stringify({ path: request.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** An upstream that refuses large bodies as the API does: Fastify with the shared limit, answering and closing early. */
async function startFastifyApi(): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ bodyLimit: REQUEST_BODY_LIMIT_BYTES });
  app.post('/api/owner/services', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div><script src="/main.0a1b2c3d.js"></script></body></html>';
const MAIN_JS = 'boot();'.repeat(40);

describe('edge server', () => {
  let fixture: Awaited<ReturnType<typeof createFixtureDir>>;
  let api: Awaited<ReturnType<typeof startFakeApi>>;
  let edge: RunningServer;
  const env: Record<string, string | undefined> = {
    REMOTE_ADMIN_URL: 'https://cdn.example.test/admin/v1/mf-manifest.json',
    AUTH0_DOMAIN: 'http://localhost:5001',
  };

  beforeAll(async () => {
    const texts = { 'index.html': INDEX_HTML, 'main.0a1b2c3d.js': MAIN_JS };
    fixture = await createFixtureDir({ ...texts, 'favicon.ico': 'icon', 'unbuilt.js': 'dev();' });
    await writePrecompressedCopies(fixture.dir, texts);
    api = await startFakeApi();
    edge = await startEdgeServer({ root: fixture.dir, port: 0, host: '127.0.0.1', apiUrl: api.url, env });
  });

  afterAll(async () => {
    await edge.close();
    await api.close();
    await fixture.cleanup();
  });

  describe('static shell', () => {
    it('serves index.html at / with no-cache and security headers', async () => {
      const response = await fetch(`${edge.url}/`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src|default-src|connect-src/);
    });

    it('names the page remote’s manifest in a preload Link header on a page, and on no script', async () => {
      const adminPage = await fetch(`${edge.url}/app/admin/users`, { headers: { accept: 'text/html' } });
      expect(adminPage.status).toBe(200);
      expect(adminPage.headers.get('link')).toContain(`<${env['REMOTE_ADMIN_URL']}>; rel=preload; as=fetch; crossorigin=anonymous`);
      const script = await fetch(`${edge.url}/main.0a1b2c3d.js`);
      expect(script.headers.get('link')).toBeNull();
    });

    it('serves hashed assets as immutable', async () => {
      const response = await fetch(`${edge.url}/main.0a1b2c3d.js`);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
      expect(response.headers.get('x-frame-options')).toBeNull();
    });

    it.each(['/app/customers', '/app/customers?x=1', '/login', '/invite/abc.def.ghi'])(
      'falls back to index.html for the deep link %s',
      async (path) => {
        const response = await fetch(`${edge.url}${path}`, { headers: { accept: 'text/html,application/xhtml+xml' } });
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(INDEX_HTML);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      },
    );

    it('falls back for extension-less paths even without an HTML accept header', async () => {
      const response = await fetch(`${edge.url}/app/impersonate`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    });

    it('answers 404 for a missing asset instead of index.html', async () => {
      const response = await fetch(`${edge.url}/main.ffffffff.js`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    });
  });

  describe('compression', () => {
    const expectHtmlShell = (response: Awaited<ReturnType<typeof rawRequest>>) => {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
    };

    it('sends the brotli copy of index.html at / with its no-cache and security headers', async () => {
      const response = await rawRequest(`${edge.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
      expectHtmlShell(response);
    });

    it.each(['/app/customers', '/invite/abc.def.ghi'])('sends the deep link %s the compressed index.html', async (path) => {
      const brotli = await rawRequest(`${edge.url}${path}`, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(INDEX_HTML);
      expectHtmlShell(brotli);

      const gzip = await rawRequest(`${edge.url}${path}`, { accept: 'text/html', 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(INDEX_HTML);
      expectHtmlShell(gzip);
    });

    it('sends a hashed chunk compressed and still immutable', async () => {
      const brotli = await rawRequest(`${edge.url}/main.0a1b2c3d.js`, { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(MAIN_JS);
      expect(brotli.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(brotli.headers['content-type']).toMatch(/javascript/);
      expect(brotli.headers['x-frame-options']).toBeUndefined();

      const gzip = await rawRequest(`${edge.url}/main.0a1b2c3d.js`, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(MAIN_JS);
      expect(gzip.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    });

    const noCompression: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    it.each(noCompression)('sends the original index.html when no compression is accepted (%j)', async (headers) => {
      const response = await rawRequest(`${edge.url}/app/customers`, { accept: 'text/html', ...headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe(INDEX_HTML);
      expectHtmlShell(response);
    });

    it('sends a file the build did not compress as it is', async () => {
      const response = await rawRequest(`${edge.url}/unbuilt.js`, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe('dev();');
    });

    it.each([
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const)('compresses /config.json with %s and keeps it no-cache', async (encoding, decode) => {
      const response = await rawRequest(`${edge.url}/config.json`, { 'accept-encoding': encoding });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      const config = JSON.parse(decode(response.body).toString()) as RuntimeConfig;
      expect(config.remotes.admin).toBe('https://cdn.example.test/admin/v1/mf-manifest.json');
    });

    it('sends /config.json plain to a client that accepts no compression', async () => {
      const response = await rawRequest(`${edge.url}/config.json`);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect((JSON.parse(response.body.toString()) as RuntimeConfig).remotes.admin).toBe('https://cdn.example.test/admin/v1/mf-manifest.json');
    });

    it('passes an /api response through untouched, leaving compression to the API', async () => {
      const response = await rawRequest(`${edge.url}/api/customers?page=2`, { 'accept-encoding': 'br, gzip' });
      expect(response.status).toBe(201);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['vary']).toBeUndefined();
      expect(response.body.toString()).toBe(JSON.stringify({ path: '/api/customers?page=2' }));
      expect(api.seen.at(-1)?.headers['accept-encoding']).toBe('br, gzip');
    });
  });

  describe('/config.json', () => {
    it('is built from the environment on each request and never cached', async () => {
      const first = await fetch(`${edge.url}/config.json`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toBe('no-cache');
      const config = (await first.json()) as RuntimeConfig;
      expect(config.remotes.admin).toBe('https://cdn.example.test/admin/v1/mf-manifest.json');
      expect(config.remotes.backoffice).toBe('http://localhost:4202/mf-manifest.json');
      expect(config.auth).toEqual({ domain: 'http://localhost:5001', clientId: LOCAL_AUTH_DEFAULTS.clientId, audience: LOCAL_AUTH_DEFAULTS.audience });

      env['REMOTE_ADMIN_URL'] = 'https://cdn.example.test/admin/v2/mf-manifest.json';
      try {
        const repointed = (await (await fetch(`${edge.url}/config.json`)).json()) as RuntimeConfig;
        expect(repointed.remotes.admin).toBe('https://cdn.example.test/admin/v2/mf-manifest.json');
      } finally {
        env['REMOTE_ADMIN_URL'] = 'https://cdn.example.test/admin/v1/mf-manifest.json';
      }
    });

    it('re-reads the file SHELL_RUNTIME_CONFIG names on every request', async () => {
      const file = join(fixture.dir, 'runtime-config.json');
      const base = (await (await fetch(`${edge.url}/config.json`)).json()) as RuntimeConfig;
      const write = (adminUrl: string) => writeFile(file, JSON.stringify({ ...base, remotes: { ...base.remotes, admin: adminUrl } }));
      await write('https://cdn.example.test/admin/file-v1/mf-manifest.json');
      env['SHELL_RUNTIME_CONFIG'] = file;
      try {
        const first = (await (await fetch(`${edge.url}/config.json`)).json()) as RuntimeConfig;
        expect(first.remotes.admin).toBe('https://cdn.example.test/admin/file-v1/mf-manifest.json');
        await write('https://cdn.example.test/admin/file-v2/mf-manifest.json');
        const second = await fetch(`${edge.url}/config.json`);
        expect(second.headers.get('cache-control')).toBe('no-cache');
        expect(((await second.json()) as RuntimeConfig).remotes.admin).toBe('https://cdn.example.test/admin/file-v2/mf-manifest.json');
      } finally {
        delete env['SHELL_RUNTIME_CONFIG'];
      }
    });

    it('answers 500 with an error when the runtime config file is invalid', async () => {
      const file = join(fixture.dir, 'broken-config.json');
      await writeFile(file, JSON.stringify({ remotes: {} }));
      env['SHELL_RUNTIME_CONFIG'] = file;
      try {
        const response = await fetch(`${edge.url}/config.json`);
        expect(response.status).toBe(500);
        expect(((await response.json()) as { error: string }).error).toContain('is not a runtime config');
      } finally {
        delete env['SHELL_RUNTIME_CONFIG'];
      }
    });
  });

  describe('/api proxy', () => {
    it('forwards method, path, query, body and headers, including the request id', async () => {
      const response = await fetch(`${edge.url}/api/admin/users?status=all&limit=1000`, {
        method: 'POST',
        headers: { authorization: 'Bearer token-1', 'x-request-id': 'req-42', 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: 'u1' }),
      });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-request-id')).toBe('req-42');
      expect(await response.json()).toEqual({ path: '/api/admin/users?status=all&limit=1000' });
      const seen = api.seen.at(-1);
      expect(seen).toMatchObject({ method: 'POST', url: '/api/admin/users?status=all&limit=1000', body: '{"user_id":"u1"}' });
      expect(seen?.headers['authorization']).toBe('Bearer token-1');
      expect(seen?.headers['x-request-id']).toBe('req-42');
      expect(seen?.headers['x-forwarded-for']).toContain('127.0.0.1');
    });

    it('does not turn unknown API paths into index.html', async () => {
      const response = await fetch(`${edge.url}/api/health`, { headers: { accept: 'text/html' } });
      expect(await response.json()).toEqual({ path: '/api/health' });
    });

    describe('bodies over the limit', () => {
      let fastifyApi: Awaited<ReturnType<typeof startFastifyApi>>;
      let limitedEdge: RunningServer;
      const bigBody = JSON.stringify({ name: 'x'.repeat(1_200_000) });

      beforeAll(async () => {
        fastifyApi = await startFastifyApi();
        limitedEdge = await startEdgeServer({ root: fixture.dir, port: 0, host: '127.0.0.1', apiUrl: fastifyApi.url, env: {} });
      }, 10_000);

      afterAll(async () => {
        await limitedEdge?.close();
        await fastifyApi?.app.close();
      });

      it('answers a 1.2 MB body with 413 { error } instead of hanging or 502', async () => {
        const response = await fetch(`${limitedEdge.url}/api/owner/services`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: bigBody,
        });
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ error: API_ERRORS.bodyTooLarge });
      });

      it('answers a chunked upload that grows past the limit with 413', async () => {
        const chunks = [bigBody.slice(0, 600_000), bigBody.slice(600_000)];
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            const chunk = chunks.shift();
            if (chunk === undefined) controller.close();
            else controller.enqueue(new TextEncoder().encode(chunk));
          },
        });
        const response = await fetch(`${limitedEdge.url}/api/owner/services`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          duplex: 'half',
        } as RequestInit);
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({ error: API_ERRORS.bodyTooLarge });
      });

      it('still forwards a body within the limit', async () => {
        const response = await fetch(`${limitedEdge.url}/api/owner/services`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'x'.repeat(1000) }),
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true });
      });
    });

    it('answers 504 when the API accepts the request and never answers', async () => {
      const silentApi = await startSilentServer();
      const impatientEdge = await startEdgeServer({
        root: fixture.dir,
        port: 0,
        host: '127.0.0.1',
        apiUrl: silentApi.url,
        env: {},
        replyTimeoutMs: 200,
      });
      try {
        const response = await fetch(`${impatientEdge.url}/api/health`);
        expect(response.status).toBe(504);
        expect(await response.json()).toEqual({ error: 'The API took too long to answer. Please try again.' });
      } finally {
        await impatientEdge.close();
        await silentApi.close();
      }
    });

    it('answers 502 with an error body when the API is down', async () => {
      const downApi = await startFakeApi();
      await downApi.close();
      const lonelyEdge = await startEdgeServer({ root: fixture.dir, port: 0, host: '127.0.0.1', apiUrl: downApi.url, env: {} });
      try {
        const response = await fetch(`${lonelyEdge.url}/api/health`);
        expect(response.status).toBe(502);
        expect(await response.json()).toEqual({ error: 'The API is unavailable. Please try again shortly.' });
      } finally {
        await lonelyEdge.close();
      }
    });
  });
});
