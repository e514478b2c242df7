import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { IMPERSONATION_DIRECTORY_QUERY } from '@fsp/contracts';
import { createTestSession, TestSessionProvider } from '@fsp/session';
import { startTestApiServer, type TestApiServer } from '../testing.js';
import { useAdminUsers } from './admin/get-admin-users.js';
import { useStartImpersonation } from './admin/start-impersonation.js';
import { ApiConfigProvider } from './api-config.js';
import { needsAccessToken, useApi } from './use-api.js';

let server: TestApiServer;
let tokenCalls: number;

beforeEach(async () => {
  tokenCalls = 0;
  server = await startTestApiServer();
});
afterEach(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = createTestSession({
    status: 'signed-in',
    getAccessToken: async () => {
      tokenCalls += 1;
      return 'session-token';
    },
  });
  return (
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch: server.fetch }}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiConfigProvider>
    </TestSessionProvider>
  );
}

describe('useApi', () => {
  it('sends the session token on /api paths only', async () => {
    server.route('GET /api/users/me', { status: 200, body: { id: 'u1' } });
    server.route('GET /api/public/signup/abc', { status: 200, body: { organization: { name: 'X' } } });
    const { result } = renderHook(() => useApi(), { wrapper });
    await result.current.request({ path: '/api/users/me' });
    await result.current.request({ path: '/api/public/signup/abc' });
    expect(server.requests.map((r) => r.headers.authorization)).toEqual(['Bearer session-token', undefined]);
    expect(tokenCalls).toBe(1);
  });

  it('classifies paths', () => {
    expect(needsAccessToken('/api/admin/users')).toBe(true);
    expect(needsAccessToken('/api/public/leads')).toBe(false);
    expect(needsAccessToken('https://elsewhere.example.com/api/x')).toBe(false);
  });
});

describe('useAdminUsers', () => {
  it('loads the impersonation directory', async () => {
    const users = [{ id: 'u1', email: 'owner@demo.test', name: 'Olivia Owner', role: 'owner', status: 'active', organization_id: 'o1' }];
    server.route('GET /api/admin/users', { status: 200, body: { users, totalPages: 1 } });
    const { result } = renderHook(() => useAdminUsers(IMPERSONATION_DIRECTORY_QUERY), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.users).toEqual(users);
    expect(Object.fromEntries(server.requests[0].query)).toEqual({ status: 'all', limit: '1000', page: '1' });
  });

  it('fails on a body that is not a user list', async () => {
    server.route('GET /api/admin/users', { status: 200, body: { hello: 'world' } });
    const { result } = renderHook(() => useAdminUsers(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Unexpected response from GET /api/admin/users');
  });
});

describe('useStartImpersonation', () => {
  it('posts user_id and surfaces the server refusal', async () => {
    server.route('POST /api/admin/impersonate/start', { status: 403, body: { error: 'Admins cannot impersonate another admin' } });
    const { result } = renderHook(() => useStartImpersonation(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ user_id: 'a2' })).rejects.toMatchObject({
        status: 403,
        message: 'Admins cannot impersonate another admin',
      });
    });
    expect(server.requests[0].body).toEqual({ user_id: 'a2' });
  });
});
