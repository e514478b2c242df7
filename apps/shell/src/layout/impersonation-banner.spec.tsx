import { jest } from '@jest/globals';
import { MESSAGES } from '@fsp/contracts';
import { createTestSession, TestSessionProvider, type Session } from '@fsp/session';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { profileFor } from '../testing/profiles.js';
import { ImpersonationBanner } from './impersonation-banner.js';
import { allowConsoleError } from '@fsp/ui/testing';

const impersonated = profileFor('owner', {
  impersonating: true,
  name: 'Olivia Owner',
  real_user: { id: 'a1', email: 'admin@demo.test', name: 'Avery Admin', role: 'admin' },
});

const requests: Array<{ url: string; init?: RequestInit }> = [];
function answerStopWith(status: number) {
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    requests.push({ url, init });
    return { ok: status < 300, status, json: async () => ({ error: 'nope' }) } as Response;
  }) as typeof fetch;
}

function renderBanner(overrides: Partial<Session>) {
  const session = createTestSession({ status: 'signed-in', profile: impersonated, getAccessToken: async () => 'admin-token', ...overrides });
  render(
    <TestSessionProvider session={session}>
      <MemoryRouter initialEntries={['/app/customers']}>
        <Routes>
          <Route path="/app/customers" element={<ImpersonationBanner profile={impersonated} />} />
          <Route path="/app/impersonate" element={<p>Impersonate page</p>} />
        </Routes>
      </MemoryRouter>
    </TestSessionProvider>,
  );
}

afterEach(() => {
  requests.length = 0;
  jest.restoreAllMocks();
});

describe('ImpersonationBanner', () => {
  it('names the impersonated user and the real admin', () => {
    renderBanner({});
    expect(screen.getByRole('region', { name: 'Impersonation' })).toHaveTextContent(
      'You are impersonating Olivia Owner (owner@demo.test). Signed in as Avery Admin (admin@demo.test).',
    );
  });

  it('alerts "Failed to stop impersonation." when the stop call fails', async () => {

    allowConsoleError('Stopping impersonation failed');
    answerStopWith(500);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const refreshProfile = jest.fn(async () => null);
    renderBanner({ refreshProfile });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.stopImpersonation }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MESSAGES.failedToStopImpersonation));
    expect(refreshProfile).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: MESSAGES.stopImpersonation })).toBeEnabled();
  });

  it('stops with the bearer token, refreshes, tells other tabs and opens the impersonate page', async () => {
    answerStopWith(200);
    const refreshProfile = jest.fn(async () => null);
    const announceImpersonationChange = jest.fn();
    renderBanner({ refreshProfile, announceImpersonationChange });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.stopImpersonation }));
    expect(await screen.findByText('Impersonate page')).toBeInTheDocument();
    expect(requests[0].url).toBe('/api/admin/impersonate/stop');
    expect(requests[0].init?.method).toBe('POST');
    expect(new Headers(requests[0].init?.headers).get('Authorization')).toBe('Bearer admin-token');
    expect(refreshProfile).toHaveBeenCalledTimes(1);
    expect(announceImpersonationChange).toHaveBeenCalledTimes(1);
  });
});
