import { jest } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { allowConsoleError } from '@fsp/ui/testing';
import type { PendingLogin } from './pending-login.js';
import { useSession } from './session-context.js';
import { SessionProvider, type IdentityModule } from './session-provider.js';
import { createTestSession, TEST_RUNTIME_CONFIG, TestSessionProvider } from './test-session-provider.js';

const STORED_KEY = `@@auth0spajs@@::${TEST_RUNTIME_CONFIG.auth.clientId}::${TEST_RUNTIME_CONFIG.auth.audience}::openid`;

/** Stands in for the identity SDK's chunk: says it is there and hands over the sign-in asked for before it loaded. */
function identityChunk() {
  const taken: PendingLogin[] = [];
  let release: (module: IdentityModule) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = jest.fn(
    () =>
      new Promise<IdentityModule>((resolve, reject) => {
        release = resolve;
        fail = reject;
      }),
  );
  const module: IdentityModule = {
    IdentitySession: ({ takePendingLogin, children }: { takePendingLogin: () => PendingLogin | null; children: ReactNode }) => {
      const [pending] = useState(takePendingLogin);
      if (pending && !taken.includes(pending)) taken.push(pending);
      return (
        <div data-testid="identity">
          <TestSessionProvider session={createTestSession({ status: 'signed-in' })}>{children}</TestSessionProvider>
        </div>
      );
    },
  };
  return { load, taken, loaded: () => act(async () => release(module)), failed: (error: Error) => act(async () => fail(error)) };
}

let loginResult = '';
function Probe() {
  const session = useSession();
  const navigate = useNavigate();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="error">{session.error ?? ''}</p>
      <button
        onClick={() =>
          session.login({ returnTo: '/app' }).then(
            () => (loginResult = 'resolved'),
            (error: unknown) => (loginResult = `rejected: ${(error as Error).message}`),
          )
        }
      >
        login
      </button>
      <button onClick={() => navigate('/app/customers')}>open the app</button>
    </div>
  );
}

function renderAt(url: string, load: () => Promise<IdentityModule>) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <SessionProvider config={TEST_RUNTIME_CONFIG} loadIdentity={load}>
        <Probe />
      </SessionProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  loginResult = '';
});

describe('SessionProvider', () => {
  it('leaves the identity SDK unloaded on a public page for a visitor with no stored sign-in: signed out', async () => {
    const chunk = identityChunk();
    renderAt('/get-started', chunk.load);
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
    await act(async () => undefined);
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it.each([
    ['a page of the app', '/app/customers'],
    ['the sign-in page', '/login'],
    ['the identity provider’s redirect back', '/?code=abc&state=xyz'],
  ])('loads it on %s, loading until it is there', async (_where, url) => {
    const chunk = identityChunk();
    renderAt(url, chunk.load);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await chunk.loaded();
    expect(screen.getByTestId('identity')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('signed-in');
  });

  it('loads it on a public page when this browser keeps a sign-in for this client, and not for another client', async () => {
    window.localStorage.setItem('@@auth0spajs@@::another-client::aud::openid', '{}');
    const other = identityChunk();
    const { unmount } = renderAt('/', other.load);
    await act(async () => undefined);
    expect(other.load).not.toHaveBeenCalled();
    unmount();

    window.localStorage.setItem(STORED_KEY, '{}');
    const chunk = identityChunk();
    renderAt('/', chunk.load);
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.loaded();
    expect(screen.getByTestId('identity')).toBeInTheDocument();
  });

  it('loads it when the visitor opens the app from a public page', async () => {
    const chunk = identityChunk();
    renderAt('/', chunk.load);
    await act(async () => screen.getByRole('button', { name: 'open the app' }).click());
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
  });

  it('loads it when the visitor asks to sign in, and hands the sign-in over to it once', async () => {
    const chunk = identityChunk();
    renderAt('/', chunk.load);
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    expect(chunk.load).toHaveBeenCalledTimes(1);
    await chunk.loaded();
    expect(chunk.taken).toHaveLength(1);
    expect(chunk.taken[0]?.options).toEqual({ returnTo: '/app' });
    await act(async () => chunk.taken[0]?.resolve());
    expect(loginResult).toBe('resolved');
  });

  it('on a page of the app whose SDK cannot be fetched, says sign-in failed once instead of fetching it again and again', async () => {
    allowConsoleError(/Loading sign-in failed/);
    const chunk = identityChunk();
    renderAt('/app/customers', chunk.load);
    await chunk.failed(new Error('Loading chunk lazy-identity failed'));
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(screen.getByTestId('error')).toHaveTextContent('Sign-in failed: Loading chunk lazy-identity failed');
    await act(async () => undefined);
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('says sign-in failed and rejects the sign-in when the SDK cannot be fetched, and tries again on the next sign-in', async () => {
    allowConsoleError(/Loading sign-in failed/);
    const chunk = identityChunk();
    renderAt('/', chunk.load);
    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    await chunk.failed(new Error('Loading chunk lazy-identity failed'));
    await waitFor(() => expect(loginResult).toBe('rejected: Loading chunk lazy-identity failed'));
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(screen.getByTestId('error')).toHaveTextContent('Sign-in failed: Loading chunk lazy-identity failed');

    await act(async () => screen.getByRole('button', { name: 'login' }).click());
    expect(chunk.load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
  });
});
