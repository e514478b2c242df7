import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@fsp/contracts';
import { startStripeOnboarding, useApi } from '@fsp/api-client';
import { useSession } from '@fsp/session';
import { Spinner } from '@fsp/ui';
import { PublicPage } from '../../../components/public-page.js';
import { continueOnboarding, windowRedirects, type BrowserRedirects } from '../api/continue-onboarding.js';
import styles from './onboarding-callback-page.module.css';

export function OnboardingCallbackPage({ redirects = windowRedirects }: { redirects?: BrowserRedirects }) {
  const { status } = useSession();
  const api = useApi();
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const started = useRef(false);

  useEffect(() => {
    // The token exists only once the session has settled after the sign-in redirect.
    if (status === 'loading' || started.current) return;
    started.current = true;
    void continueOnboarding(next, () => startStripeOnboarding(api), redirects);
  }, [status, next, api, redirects]);

  return (
    <PublicPage>
      <div className={styles.waiting} role="status">
        <Spinner size="large" />
        <h1>{MESSAGES.continuingOnboarding}</h1>
      </div>
    </PublicPage>
  );
}
