import { screen, waitFor } from '@testing-library/react';
import { startTestApiServer, type TestApiServer } from '@fsp/api-client/testing';
import { createTestSession } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import type { BrowserRedirects } from '../api/continue-onboarding.js';
import { OnboardingCallbackPage } from './onboarding-callback-page.js';
import { allowConsoleError } from '@fsp/ui/testing';

let server: TestApiServer;

beforeEach(async () => {
  server = await startTestApiServer();
});
afterEach(async () => {
  await server.close();
});

function recorder() {
  const calls: string[] = [];
  const redirects: BrowserRedirects = {
    assign: (url) => void calls.push(`assign ${url}`),
    replace: (url) => void calls.push(`replace ${url}`),
  };
  return { calls, redirects };
}

const signedIn = () => createTestSession({ status: 'signed-in', getAccessToken: async () => 'owner-token' });

function renderAt(url: string, redirects: BrowserRedirects, session = signedIn()) {
  return renderPage(<OnboardingCallbackPage redirects={redirects} />, { url, session, fetch: server.fetch });
}

describe('OnboardingCallbackPage', () => {
  it('starts payment-provider onboarding with the bearer token and goes to the returned url', async () => {
    server.route('POST /api/owner/stripe/start-onboarding', { status: 200, body: { url: 'https://connect.example.com/onboard/abc' } });
    const { calls, redirects } = recorder();
    renderAt('/onboarding-callback?next=stripe', redirects);
    expect(screen.getByRole('heading', { name: 'Continuing onboarding…' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['assign https://connect.example.com/onboard/abc']));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].headers.authorization).toBe('Bearer owner-token');
  });

  it('replaces the location with /app when starting fails', async () => {
    server.route('POST /api/owner/stripe/start-onboarding', { status: 403, body: { error: 'Owner access required' } });
    const logged = allowConsoleError('Starting payment-provider onboarding failed');
    const { calls, redirects } = recorder();
    renderAt('/onboarding-callback?next=stripe', redirects);
    await waitFor(() => expect(calls).toEqual(['replace /app']));
    expect(logged.calls).toHaveLength(1);
  });

  it('replaces the location with /app when there is no token', async () => {
    // Signed out, the token request fails: that failure is logged, then the page gives up on onboarding.
    const logged = allowConsoleError('Starting payment-provider onboarding failed');
    const { calls, redirects } = recorder();
    renderAt('/onboarding-callback?next=stripe', redirects, createTestSession({ status: 'signed-out' }));
    await waitFor(() => expect(calls).toEqual(['replace /app']));
    expect(server.requests).toHaveLength(0);
    expect(logged.calls).toHaveLength(1);
  });

  it('goes straight to /app without next=stripe', async () => {
    const { calls, redirects } = recorder();
    renderAt('/onboarding-callback', redirects);
    await waitFor(() => expect(calls).toEqual(['replace /app']));
    expect(server.requests).toHaveLength(0);
  });

  it('waits for the session to settle before calling the API', async () => {
    server.route('POST /api/owner/stripe/start-onboarding', { status: 200, body: { url: 'https://connect.example.com/onboard/abc' } });
    const { calls, redirects } = recorder();
    const page = renderAt('/onboarding-callback?next=stripe', redirects, createTestSession({ status: 'loading' }));
    expect(calls).toEqual([]);
    // Settling is the later event: a call made while loading would have gone out, and redirected, before this one.
    page.setSession(signedIn());
    await waitFor(() => expect(calls).toEqual(['assign https://connect.example.com/onboard/abc']));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].headers.authorization).toBe('Bearer owner-token');
  });
});
