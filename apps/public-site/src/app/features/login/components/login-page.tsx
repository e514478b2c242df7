import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { Button, Spinner } from '@fsp/ui';
import { PublicPage } from '../../../components/public-page.js';
import styles from './login-page.module.css';

/** After sign-in, owners continue to payment-provider onboarding (part 1 §2.4). */
export const LOGIN_RETURN_TO = '/onboarding-callback?next=stripe';

export function LoginPage() {
  const { login, status } = useSession();
  const [searchParams] = useSearchParams();
  const loginHint = searchParams.get('email') || searchParams.get('login_hint') || undefined;
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const redirect = useCallback(async () => {
    setFailure(null);
    try {
      await login({ loginHint, returnTo: LOGIN_RETURN_TO });
    } catch (error) {
      console.error('Sign-in redirect failed', error);
      setFailure(error instanceof Error && error.message ? error.message : 'Could not open sign-in.');
    }
  }, [login, loginHint]);

  useEffect(() => {
    if (status === 'loading' || started.current) return;
    started.current = true;
    void redirect();
  }, [status, redirect]);

  return (
    <PublicPage>
      {failure ? (
        <div className={styles.failure} role="alert">
          <h1>Sign-in did not start</h1>
          <p>{failure}</p>
          <Button onClick={() => void redirect()}>Try again</Button>
        </div>
      ) : (
        <div className={styles.waiting} role="status">
          <Spinner size="large" />
          <h1>{MESSAGES.redirectingToSignIn}</h1>
        </div>
      )}
    </PublicPage>
  );
}
