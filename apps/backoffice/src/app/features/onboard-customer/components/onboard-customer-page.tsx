import { CUSTOMER_INVITE_MESSAGES, hasAnyRole } from '@fsp/contracts';
import { useSession } from '@fsp/session';
import { EmptyState, LoadingState, Page } from '@fsp/ui';
import { EmailInviteCard } from './email-invite-card.js';
import { QrInviteCard } from './qr-invite-card.js';
import { RecentInvites } from './recent-invites.js';
import { SmsInviteCard } from './sms-invite-card.js';
import styles from './onboard-customer.module.css';

/** /app/onboard-customer (part 2 §2 "Onboard Customer"): invite customers by QR code, e-mail or SMS. */
export function OnboardCustomerPage() {
  const session = useSession();
  if (session.status === 'loading' && !session.profile) return <LoadingState label="Loading your account…" />;
  if (!hasAnyRole(session.profile?.role, ['owner', 'manager'])) {
    return (
      <Page>
        <EmptyState
          title={CUSTOMER_INVITE_MESSAGES.roleRequired}
          description="Ask an owner or a manager of your organization to invite the customer."
        />
      </Page>
    );
  }
  return (
    <Page>
      <div className={styles.cards}>
        <QrInviteCard />
        <EmailInviteCard />
        <SmsInviteCard />
      </div>
      <RecentInvites />
    </Page>
  );
}
