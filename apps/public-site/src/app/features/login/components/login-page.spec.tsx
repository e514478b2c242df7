import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestSession, type LoginOptions } from '@fsp/session';
import { renderPage } from '../../../testing/render-page.js';
import { LoginPage } from './login-page.js';
import { allowConsoleError } from '@fsp/ui/testing';

describe('LoginPage', () => {
  it('redirects to sign-in with the e-mail hint and the onboarding return address', async () => {
    const calls: Array<LoginOptions | undefined> = [];
    const session = createTestSession({ login: async (options) => void calls.push(options) });
    renderPage(<LoginPage />, { url: '/login?email=owner%40demo.test', session });
    expect(screen.getByRole('heading', { name: 'Redirecting to sign in' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ loginHint: 'owner@demo.test', returnTo: '/onboarding-callback?next=stripe' });
  });

  it('also accepts login_hint and works without a hint', async () => {
    const calls: Array<LoginOptions | undefined> = [];
    const session = createTestSession({ login: async (options) => void calls.push(options) });
    renderPage(<LoginPage />, { url: '/login?login_hint=a%40b.test', session });
    await waitFor(() => expect(calls[0]?.loginHint).toBe('a@b.test'));

    const plain: Array<LoginOptions | undefined> = [];
    renderPage(<LoginPage />, { url: '/login', session: createTestSession({ login: async (options) => void plain.push(options) }) });
    await waitFor(() => expect(plain).toEqual([{ loginHint: undefined, returnTo: '/onboarding-callback?next=stripe' }]));
  });

  it('logs a failed redirect, shows the error and retries', async () => {
    const logged = allowConsoleError('Sign-in redirect failed');
    let attempts = 0;
    const session = createTestSession({
      login: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('The identity provider is unreachable');
      },
    });
    renderPage(<LoginPage />, { url: '/login', session });
    expect(await screen.findByRole('alert')).toHaveTextContent('The identity provider is unreachable');
    expect(logged.calls).toEqual([['Sign-in redirect failed', expect.any(Error)]]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(attempts).toBe(2));
    expect(screen.getByRole('heading', { name: 'Redirecting to sign in' })).toBeInTheDocument();
  });
});
