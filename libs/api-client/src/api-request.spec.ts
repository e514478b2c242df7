/** @jest-environment node */
import { startTestApiServer, type TestApiServer } from '../testing.js';
import { ApiError } from './api-error.js';
import { apiRequest, buildUrl, DEFAULT_ERROR_MESSAGE } from './api-request.js';

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer();
});
afterEach(() => server.close());

describe('apiRequest against a real HTTP server', () => {
  it('sends the query, the bearer token and parses JSON', async () => {
    server.route('GET /api/admin/users', { status: 200, body: { users: [], totalPages: 0 } });
    const result = await apiRequest<{ totalPages: number }>({
      path: '/api/admin/users',
      query: { status: 'all', limit: 1000, page: 1, search: '', ignored: undefined },
      token: 'tok-1',
      baseUrl: server.origin,
    });
    expect(result).toEqual({ users: [], totalPages: 0 });
    const [request] = server.requests;
    expect(request.path).toBe('/api/admin/users');
    expect(Object.fromEntries(request.query)).toEqual({ status: 'all', limit: '1000', page: '1' });
    expect(request.headers.authorization).toBe('Bearer tok-1');
  });

  it('posts a JSON body and sends no Authorization header without a token', async () => {
    server.route('POST /api/admin/impersonate/start', (req) => ({ status: 200, body: { echoed: req.body } }));
    const result = await apiRequest({
      method: 'POST',
      path: '/api/admin/impersonate/start',
      body: { user_id: 'u2' },
      baseUrl: `${server.origin}/`,
    });
    expect(result).toEqual({ echoed: { user_id: 'u2' } });
    expect(server.requests[0].headers['content-type']).toBe('application/json');
    expect(server.requests[0].headers.authorization).toBeUndefined();
  });

  it('resolves null for an empty answer', async () => {
    server.route('POST /api/thing', { status: 204 });
    await expect(apiRequest({ method: 'POST', path: '/api/thing', baseUrl: server.origin })).resolves.toBeNull();
  });

  it("rejects with the server's error field and status", async () => {
    server.route('POST /api/admin/impersonate/start', { status: 403, body: { error: 'Admins cannot impersonate another admin' } });
    const failure = apiRequest({ method: 'POST', path: '/api/admin/impersonate/start', body: {}, baseUrl: server.origin, errorMessage: 'Failed to impersonate' });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, message: 'Admins cannot impersonate another admin' });
  });

  it('falls back to the caller default for a non-JSON error', async () => {
    server.route('GET /api/broken', { status: 502, rawBody: '<html>Bad gateway</html>' });
    await expect(apiRequest({ path: '/api/broken', baseUrl: server.origin, errorMessage: 'Failed to load users' })).rejects.toMatchObject({
      status: 502,
      message: 'Failed to load users',
      serverMessage: null,
    });
    await expect(apiRequest({ path: '/api/broken', baseUrl: server.origin })).rejects.toMatchObject({ message: DEFAULT_ERROR_MESSAGE });
  });

  it('reports an unreachable server as status 0 with the default message', async () => {
    const origin = server.origin;
    await server.close();
    server = await startTestApiServer();
    await expect(apiRequest({ path: '/api/x', baseUrl: origin, errorMessage: 'Failed to load users' })).rejects.toMatchObject({
      status: 0,
      message: 'Failed to load users',
    });
  });

  it('uses an explicitly passed fetch', async () => {
    const seen: string[] = [];
    const result = await apiRequest({
      path: '/api/users/me',
      fetch: async (url, init) => {
        seen.push(`${init.method} ${url} ${init.headers['Authorization']}`);
        return { ok: true, status: 200, text: async () => '{"id":"u1"}' };
      },
      token: 't',
    });
    expect(result).toEqual({ id: 'u1' });
    expect(seen).toEqual(['GET /api/users/me Bearer t']);
  });
});

describe('buildUrl', () => {
  it('keeps absolute URLs and appends to an existing query', () => {
    expect(buildUrl('https://api.example.com/x', { a: 1 }, 'http://ignored')).toBe('https://api.example.com/x?a=1');
    expect(buildUrl('/api/x?b=2', { a: true })).toBe('/api/x?b=2&a=true');
    expect(buildUrl('/api/x', { q: 'a b&c' })).toBe('/api/x?q=a+b%26c');
  });
});
