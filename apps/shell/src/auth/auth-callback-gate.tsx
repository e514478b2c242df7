import { useSession } from '@fsp/session';
import { Button } from '@fsp/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_ROOT } from '@fsp/contracts';
import { FullPage } from '../ui/full-page.js';
import styles from './auth-callback-gate.module.css';

function isSignInCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * While the identity provider's redirect is being handled the page says so, instead of flashing the
 * landing page; a failed sign-in on a public page gets a notice with a retry.
 */
export function AuthCallbackGate({ children }: { children: ReactNode }) {
  const { status, error, login } = useSession();
  const { pathname, search } = useLocation();
  if (status === 'loading' && isSignInCallback(search)) return <FullPage title="Signing you in…" busy />;
  // Under /app the sign-in gate shows the failure itself.
  const insideApp = pathname === APP_ROOT || pathname.startsWith(`${APP_ROOT}/`);
  const failedSignIn = status === 'signed-out' && error !== null && !insideApp;
  return (
    <>
      {failedSignIn && (
        <div className={styles.notice} role="alert">
          <span>{error}</span>
          <Button size="small" variant="secondary" onClick={() => void login()}>
            Try again
          </Button>
        </div>
      )}
      {children}
    </>
  );
}
