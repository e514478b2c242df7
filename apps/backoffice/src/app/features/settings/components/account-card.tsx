import { roleBadgeColor, SETTINGS_MESSAGES, USER_SETTINGS_MESSAGES, type UserProfile } from '@fsp/contracts';
import { serverErrorOr, useCreatePasswordChangeTicket } from '@fsp/api-client';
import { Badge, Button } from '@fsp/ui';
import { useSettingsToasts } from '../hooks/use-settings-toasts.js';
import type { SettingsNavigation } from '../utils/settings-navigation.js';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { SettingsCard } from './settings-card.js';
import styles from './settings.module.css';

export interface AccountCardProps {
  profile: Pick<UserProfile, 'email' | 'role' | 'organization_id'>;
  navigation: SettingsNavigation;
}

/** What the user cannot edit here (e-mail, role, organization id), and the way to change the password. */
export function AccountCard({ profile, navigation }: AccountCardProps) {
  const ticket = useCreatePasswordChangeTicket();
  const toasts = useSettingsToasts();

  const changePassword = () =>
    ticket.mutate(undefined, {
      onSuccess: ({ url }) => navigation.leavePage(url),
      onError: (error) => {
        console.error('Starting the password change failed', error);
        toasts.error(serverErrorOr(error, SETTINGS_MESSAGES.couldNotStartPasswordChange));
      },
    });

  return (
    <SettingsCard title={W.accountHeading} data-testid="account">
      <dl className={styles.facts}>
        <div>
          <dt>{W.email}</dt>
          <dd className={styles.breakable}>{profile.email}</dd>
        </div>
        <div>
          <dt>{W.role}</dt>
          <dd>
            <Badge color={roleBadgeColor(profile.role)}>{profile.role}</Badge>
          </dd>
        </div>
        <div>
          <dt>{W.organizationId}</dt>
          <dd className={`${styles.mono} ${styles.breakable}`}>{profile.organization_id ?? W.none}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={changePassword} loading={ticket.isPending}>
          {USER_SETTINGS_MESSAGES.changePassword}
        </Button>
      </div>
    </SettingsCard>
  );
}
