import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { setImmediate as afterPendingIo } from 'node:timers/promises';
import { jest } from '@jest/globals';
import { DEFAULT_PROFILE_SETTINGS, type UserProfile } from '@fsp/contracts';
import { ApiConfigProvider, RemoteAppProviders, type FetchLike } from '@fsp/api-client';
import { createTestSession, TestSessionProvider } from '@fsp/session';

function profile(role: string): UserProfile {
  return { id: 'me', role, email: `${role}@demo.test`, name: role, ...DEFAULT_PROFILE_SETTINGS, impersonating: false, real_user: null, organization_id: 'o1' };
}

/** A screen inside the remote's providers, signed in with `role`, talking to a real local HTTP server via `fetch`. */
export function renderWithApi(screen: ReactElement, fetch: FetchLike, role = 'owner') {
  const session = createTestSession({ status: 'signed-in', profile: profile(role), getAccessToken: async () => `${role}-token` });
  return render(
    <TestSessionProvider session={session}>
      <ApiConfigProvider config={{ fetch }}>
        <RemoteAppProviders>{screen}</RemoteAppProviders>
      </ApiConfigProvider>
    </TestSessionProvider>,
  );
}

/** Under fake timers: lets pending I/O in and runs the timers due now until `check` passes, else fails with its error. */
export async function runUntil(check: () => void): Promise<void> {
  for (let round = 0; round < 500; round += 1) {
    await act(async () => {
      await afterPendingIo();
      jest.advanceTimersByTime(0);
    });
    try {
      check();
      return;
    } catch {
      // not yet
    }
  }
  check();
}

/** Lets the requests and answers in flight arrive. */
export async function settleIo(): Promise<void> {
  await act(async () => {
    await afterPendingIo();
  });
}
