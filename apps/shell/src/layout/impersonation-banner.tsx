import { MESSAGES, type UserProfile } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { Button } from '@fsp/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './impersonation-banner.module.css';
import { stopImpersonation } from './stop-impersonation.js';

export const AFTER_STOP_PATH = '/app/impersonate';

function whoIs(user: { email: string; name: string | null }): string {
  return user.name ? `${user.name} (${user.email})` : user.email;
}

/** Shown while an admin acts as someone else (part 1 §2.8, §4). */
export function ImpersonationBanner({ profile }: { profile: UserProfile }) {
  const { getAccessToken, refreshProfile, announceImpersonationChange } = useSession();
  const navigate = useNavigate();
  const [stopping, setStopping] = useState(false);

  const stop = async () => {
    setStopping(true);
    try {
      await stopImpersonation(await getAccessToken());
    } catch (error) {
      console.error('Stopping impersonation failed', error);
      window.alert(MESSAGES.failedToStopImpersonation);
      setStopping(false);
      return;
    }
    await refreshProfile();
    announceImpersonationChange();
    setStopping(false);
    navigate(AFTER_STOP_PATH);
  };

  return (
    <div className={styles.banner} role="region" aria-label="Impersonation">
      <p className={styles.text}>
        <strong>You are impersonating {whoIs(profile)}.</strong>
        {profile.real_user && <span> Signed in as {whoIs(profile.real_user)}.</span>}
      </p>
      <Button size="small" variant="secondary" onClick={() => void stop()} loading={stopping}>
        {MESSAGES.stopImpersonation}
      </Button>
    </div>
  );
}
