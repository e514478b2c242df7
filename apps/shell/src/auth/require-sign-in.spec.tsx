import { jest } from '@jest/globals';
import { API_ERRORS, MESSAGES } from '@fsp/contracts';
import { createTestSession, TestSessionProvider, type LoginOptions, type Session } from '@fsp/session';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { profileFor } from '../testing/profiles.js';
import { RequireSignIn } from './require-sign-in.js';

function renderGate(session: Session, path = '/app/customers?x=1') {
  render(
    <TestSessionProvider session={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/app/*" element={<RequireSignIn>Private screen</RequireSignIn>} />
        </Routes>
      </MemoryRouter>
    </TestSessionProvider>,
  );
}

describe('RequireSignIn', () => {
  it('redirects a signed-out visitor to sign in and asks to come back to the same path and query', async () => {
    const login = jest.fn(async (_options?: LoginOptions) => undefined);
    renderGate(createTestSession({ status: 'signed-out', login }));
    expect(screen.getByText(MESSAGES.redirectingToSignIn)).toBeInTheDocument();
    await waitFor(() => expect(login).toHaveBeenCalledWith({ returnTo: '/app/customers?x=1' }));
    expect(screen.queryByText('Private screen')).not.toBeInTheDocument();
  });

  it('shows a spinner while the session loads and the screen once signed in', () => {
    renderGate(createTestSession({ status: 'loading' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace');
  });

  it('renders the screen for a signed-in user', () => {
    renderGate(createTestSession({ status: 'signed-in', profile: profileFor('crew_member') }));
    expect(screen.getByText('Private screen')).toBeInTheDocument();
  });

  it('after a failed sign-in redirect, waits for the user and retries on request', async () => {
    const login = jest.fn(async (_options?: LoginOptions) => undefined);
    renderGate(createTestSession({ status: 'signed-out', error: 'Sign-in failed: access_denied', login }));
    expect(screen.getByText('Sign-in failed: access_denied')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(login).toHaveBeenCalledWith({ returnTo: '/app/customers?x=1' });
  });

  it('offers to reload the profile when it could not be loaded', () => {
    const refreshProfile = jest.fn(async () => null);
    renderGate(createTestSession({ status: 'error', error: 'Could not load your profile: HTTP 503', refreshProfile }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refreshProfile).toHaveBeenCalled();
  });

  it('tells an inactive user their account is inactive, offers to sign out, and does not retry', () => {
    const logout = jest.fn(() => undefined);
    const refreshProfile = jest.fn(async () => null);
    const login = jest.fn(async (_options?: LoginOptions) => undefined);
    renderGate(createTestSession({ status: 'inactive', error: API_ERRORS.inactiveUser, logout, refreshProfile, login }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account is inactive.');
    expect(screen.queryByText('Private screen')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(refreshProfile).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
  });
});
