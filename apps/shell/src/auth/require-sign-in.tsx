import { MESSAGES } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { Button } from '@fsp/ui';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPage } from '../ui/full-page.js';

/**
 * The /app gate: signed-out visitors are sent to sign-in and come back to the same path and query.
 * After a failed sign-in redirect it stops and offers a retry instead of looping.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { status, error, login, refreshProfile } = useSession();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const mustRedirect = status === 'signed-out' && !error;

  useEffect(() => {
    if (mustRedirect) void login({ returnTo });
  }, [mustRedirect, login, returnTo]);

  if (status === 'signed-in') return <>{children}</>;
  if (status === 'loading') return <FullPage title="Loading your workspace…" busy />;
  if (mustRedirect) return <FullPage title={MESSAGES.redirectingToSignIn} busy />;
  if (status === 'signed-out') {
    return (
      <FullPage title="Sign-in did not complete">
        <p>{error}</p>
        <Button onClick={() => void login({ returnTo })}>Try again</Button>
      </FullPage>
    );
  }
  return (
    <FullPage title="Your account could not be loaded">
      <p>{error}</p>
      <Button onClick={() => void refreshProfile()}>Try again</Button>
    </FullPage>
  );
}
