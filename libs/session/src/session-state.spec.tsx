import { Auth0Context, initialContext, type Auth0ContextInterface } from '@auth0/auth0-react';
import { API_ERRORS, DEFAULT_PROFILE_SETTINGS, IMPERSONATION_STORAGE_KEY, type UserProfile } from '@fsp/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { PendingLogin } from './pending-login.js';
import { useSession } from './session-context.js';
import { SessionState } from './session-state.js';
import { jsonResponse } from './test-response.js';
import { TEST_RUNTIME_CONFIG } from './test-session-provider.js';
import { allowConsoleError } from '@fsp/ui/testing';

const owner: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS, id: 'u1', role: 'owner', email: 'owner@demo.test', name: 'Olivia Owner',
  impersonating: false, real_user: null, organization_id: 'o1',
};

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="email">{session.profile?.email ?? ''}</p>
      <p data-testid="error">{session.error ?? ''}</p>
      <button onClick={() => void session.login({ returnTo: '/app/customers?x=1', loginHint: 'a@b.test' })}>login</button>
      <button onClick={() => void session.refreshProfile()}>refresh</button>
    </div>
  );
}

function renderWith(auth: Partial<Auth0ContextInterface>, takePendingLogin?: () => PendingLogin | null) {
  const value = { ...initialContext, isLoading: false, ...auth } as Auth0ContextInterface;
  return render(
    <Auth0Context.Provider value={value}>
      <SessionState config={TEST_RUNTIME_CONFIG} takePendingLogin={takePendingLogin}>
        <Probe />
      </SessionState>
    </Auth0Context.Provider>,
  );
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

function serveProfiles(...profiles: UserProfile[]) {
  const authorizations: string[] = [];
  globalThis.fetch = (async (_url: string, init?: RequestInit) => {
    authorizations.push(new Headers(init?.headers).get('Authorization') ?? '');
    const next = profiles.length > 1 ? profiles.shift() : profiles[0];
    return jsonResponse(200, next);
  }) as typeof fetch;
  return authorizations;
}

/** GET /api/users/me answers these in turn (the last one from then on). */
function serveAnswers(...answers: Array<{ status: number; body: unknown }>) {
  globalThis.fetch = (async () => {
    const next = (answers.length > 1 ? answers.shift() : answers[0]) ?? { status: 500, body: null };
    return jsonResponse(next.status, next.body);
  }) as typeof fetch;
}

const inactive = { status: 403, body: { error: API_ERRORS.inactiveUser } };
const token = (async () => 'tok') as Auth0ContextInterface['getAccessTokenSilently'];

describe('SessionState', () => {
  it('loads the profile with the API token once signed in', async () => {
    const authorizations = serveProfiles(owner);
    const audiences: Array<string | undefined> = [];
    const getAccessTokenSilently = (async (options?: { authorizationParams?: { audience?: string } }) => {
      audiences.push(options?.authorizationParams?.audience);
      return 'token-1';
    }) as Auth0ContextInterface['getAccessTokenSilently'];
    renderWith({ isAuthenticated: true, getAccessTokenSilently });
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('email')).toHaveTextContent('owner@demo.test');
    expect(authorizations).toEqual(['Bearer token-1']);
    expect(audiences).toEqual([TEST_RUNTIME_CONFIG.auth.audience]);
  });

  it('refreshes the profile when another tab announces an impersonation change', async () => {
    const impersonated: UserProfile = {
      ...owner, email: 'crew@demo.test', impersonating: true,
      real_user: { id: 'a1', email: 'admin@demo.test', name: 'Avery Admin', role: 'admin' },
    };
    serveProfiles(owner, impersonated);
    renderWith({ isAuthenticated: true, getAccessTokenSilently: (async () => 'tok') as Auth0ContextInterface['getAccessTokenSilently'] });
    await waitFor(() => expect(screen.getByTestId('email')).toHaveTextContent('owner@demo.test'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: IMPERSONATION_STORAGE_KEY, newValue: '1' }));
    });
    await waitFor(() => expect(screen.getByTestId('email')).toHaveTextContent('crew@demo.test'));
  });

  it('passes returnTo in appState and the hints as authorization params', async () => {
    const calls: unknown[] = [];
    const loginWithRedirect = (async (options: unknown) => {
      calls.push(options);
    }) as Auth0ContextInterface['loginWithRedirect'];
    renderWith({ isAuthenticated: false, loginWithRedirect });
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    await act(async () => screen.getByText('login').click());
    expect(calls).toEqual([
      { appState: { returnTo: '/app/customers?x=1' }, authorizationParams: { login_hint: 'a@b.test' } },
    ]);
  });

  it('starts, once, the sign-in asked for while the identity SDK was loading, and settles its promise', async () => {
    const calls: unknown[] = [];
    const loginWithRedirect = (async (options: unknown) => {
      calls.push(options);
    }) as Auth0ContextInterface['loginWithRedirect'];
    const settled: string[] = [];
    let pending: PendingLogin | null = {
      options: { returnTo: '/onboarding-callback', screenHint: 'signup' },
      resolve: () => settled.push('resolved'),
      reject: () => settled.push('rejected'),
    };
    const takePendingLogin = () => {
      const taken = pending;
      pending = null;
      return taken;
    };
    renderWith({ isAuthenticated: false, loginWithRedirect }, takePendingLogin);
    await waitFor(() => expect(settled).toEqual(['resolved']));
    expect(calls).toEqual([{ appState: { returnTo: '/onboarding-callback' }, authorizationParams: { screen_hint: 'signup' } }]);
  });

  it('signs in again, back to the same page, when the stored sign-in can no longer be renewed', async () => {

    allowConsoleError('Loading the profile failed');
    serveProfiles(owner);
    window.history.pushState({}, '', '/app/schedule?view=list');
    const redirects: unknown[] = [];
    const loginWithRedirect = (async (options: unknown) => {
      redirects.push(options);
    }) as Auth0ContextInterface['loginWithRedirect'];
    const refused = Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
    const getAccessTokenSilently = (async () => {
      throw refused;
    }) as Auth0ContextInterface['getAccessTokenSilently'];
    renderWith({ isAuthenticated: true, getAccessTokenSilently, loginWithRedirect });
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]).toEqual({ appState: { returnTo: '/app/schedule?view=list' }, authorizationParams: {} });
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    window.history.pushState({}, '', '/');
  });

  it('reports other token failures without leaving the page', async () => {

    allowConsoleError('Loading the profile failed');
    const redirects: unknown[] = [];
    const loginWithRedirect = (async (options: unknown) => {
      redirects.push(options);
    }) as Auth0ContextInterface['loginWithRedirect'];
    const getAccessTokenSilently = (async () => {
      throw new TypeError('Failed to fetch');
    }) as Auth0ContextInterface['getAccessTokenSilently'];
    renderWith({ isAuthenticated: true, getAccessTokenSilently, loginWithRedirect });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error')).toHaveTextContent('Failed to fetch');
    expect(redirects).toEqual([]);
  });

  it('logs a failed sign-in redirect and reports it so the user can retry', async () => {
    const logged = allowConsoleError('Sign-in failed');
    renderWith({ isAuthenticated: false, error: new Error('access_denied') });
    expect(screen.getByTestId('status')).toHaveTextContent('signed-out');
    expect(screen.getByTestId('error')).toHaveTextContent('Sign-in failed: access_denied');
    expect(logged.calls.map((args) => args[0])).toContain('Sign-in failed');
  });

  it('says an inactive account is inactive, in the server\'s words, without a profile', async () => {
    serveAnswers(inactive);
    renderWith({ isAuthenticated: true, getAccessTokenSilently: token });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('inactive'));
    expect(screen.getByTestId('error').textContent).toBe('Your account is inactive.');
    expect(screen.getByTestId('email')).toBeEmptyDOMElement();
  });

  it('drops the profile when a refresh finds the account made inactive, and takes it back once reactivated', async () => {
    serveAnswers({ status: 200, body: owner }, inactive, { status: 200, body: owner });
    renderWith({ isAuthenticated: true, getAccessTokenSilently: token });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    await act(async () => screen.getByText('refresh').click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('inactive'));
    expect(screen.getByTestId('email')).toBeEmptyDOMElement();
    expect(screen.getByTestId('error').textContent).toBe(API_ERRORS.inactiveUser);
    await act(async () => screen.getByText('refresh').click());
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('signed-in'));
    expect(screen.getByTestId('email')).toHaveTextContent('owner@demo.test');
    expect(screen.getByTestId('error')).toBeEmptyDOMElement();
  });

  it('treats any other 403 as a profile failure to retry, not an inactive account', async () => {
    allowConsoleError('Loading the profile failed');
    serveAnswers({ status: 403, body: { error: 'Forbidden' } });
    renderWith({ isAuthenticated: true, getAccessTokenSilently: token });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(screen.getByTestId('error').textContent).toBe('Could not load your profile: Forbidden');
  });
});
