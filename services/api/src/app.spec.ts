import { API_ERRORS } from '@fsp/contracts';
import { ProbeModule } from './testing/probe.module.js';
import { startTestApi, type TestApi } from './testing/start-test-api.js';
import { testDatabases } from './testing/test-databases.js';

describe.each(testDatabases())('API platform on %s', (database) => {
  let t: TestApi;
  let token: string;

  beforeAll(async () => {
    t = await startTestApi(database, {
      extraModules: [ProbeModule],
      config: { publicRateLimit: { limit: 3, windowMs: 60_000 }, corsOrigins: ['http://localhost:4200'] },
    });
    token = await t.tokenFor('owner@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('reports health without a token', async () => {
    expect(await t.request('GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('publishes the OpenAPI document and docs page', async () => {
    const document = await t.request<{ openapi: string; paths: Record<string, unknown> }>('GET', '/api/docs-json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/users/me', '/api/admin/users', '/api/admin/impersonate/start', '/api/health']),
    );
    const page = await t.request<string>('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with 404 { error }', async () => {
    const response = await t.request('GET', '/api/no-such-thing', { token });
    expect(response).toEqual(expect.objectContaining({ status: 404, body: { error: API_ERRORS.notFound } }));
  });

  it('refuses unknown fields with 400 and the first rule broken', async () => {
    const response = await t.request('POST', '/api/probe/users', { token, body: { email: 'a@b.test', role: 'admin' } });
    expect(response).toMatchObject({ status: 400, body: { error: 'property role should not exist' } });
  });

  it('validates field values', async () => {
    const response = await t.request('POST', '/api/probe/users', { token, body: { email: 'nope' } });
    expect(response).toMatchObject({ status: 400, body: { error: 'email must be an e-mail address' } });
  });

  it('answers malformed JSON with 400 { error }', async () => {
    const response = await t.request<{ error: string }>('POST', '/api/probe/users', { token, body: '{"email":' });
    expect(response.status).toBe(400);
    expect(typeof response.body.error).toBe('string');
  });

  it('turns a unique violation into 409', async () => {
    const first = await t.request('POST', '/api/probe/users', { token, body: { email: 'dup@example.com' } });
    expect(first.status).toBe(201);
    const second = await t.request('POST', '/api/probe/users', { token, body: { email: 'DUP@example.com' } });
    expect(second).toMatchObject({ status: 409, body: { error: API_ERRORS.conflict } });
  });

  it('hides unexpected errors behind a 500 { error }', async () => {
    const response = await t.request('GET', '/api/probe/users/boom', { token });
    expect(response).toMatchObject({ status: 500, body: { error: API_ERRORS.internal } });
  });

  it('echoes an incoming request id and makes one otherwise', async () => {
    const echoed = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'edge-123' } });
    expect(echoed.headers['x-request-id']).toBe('edge-123');
    const fresh = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers and CORS for the configured origin only', async () => {
    const allowed = await t.request('GET', '/api/health', { headers: { origin: 'http://localhost:4200' } });
    expect(allowed.headers['x-content-type-options']).toBe('nosniff');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const other = await t.request('GET', '/api/health', { headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits /api/public/* per client and leaves other routes alone', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await t.request('GET', '/api/public/probe')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.request('GET', '/api/public/probe');
    expect(limited.body).toEqual({ error: API_ERRORS.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < 5; i += 1) expect((await t.request('GET', '/api/health')).status).toBe(200);
  });
});
