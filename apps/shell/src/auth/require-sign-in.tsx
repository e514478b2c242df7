import { API_ERRORS, MESSAGES } from '@fsp/contracts';
import { useSession, useSignInGate } from '@fsp/session';
import { Button } from '@fsp/ui';
import type { ReactNode } from 'react';
import { FullPage } from '../ui/full-page.js';

/** The /app gate: signed-out visitors are sent to sign-in and come back to the same path and query. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, logout } = useSession();
  const gate = useSignInGate();

  switch (gate.state) {
    case 'open':
      return <>{children}</>;
    case 'waiting':
      return status === 'loading' ? <FullPage title="Loading your workspace…" busy /> : <FullPage title={MESSAGES.redirectingToSignIn} busy />;
    case 'sign-in-failed':
      return (
        <FullPage title="Sign-in did not complete">
          <p>{gate.error}</p>
          <Button onClick={gate.retry}>Try again</Button>
        </FullPage>
      );
    case 'profile-failed':
      return (
        <FullPage title="Your account could not be loaded">
          <p>{gate.error}</p>
          <Button onClick={gate.retry}>Try again</Button>
        </FullPage>
      );
    case 'account-inactive':
      // Signing in again would only come back here: the way out is another account.
      return (
        <FullPage title={API_ERRORS.inactiveUser}>
          <Button onClick={logout}>Sign out</Button>
        </FullPage>
      );
  }
}
