import { CUSTOMER_INVITE_MESSAGES } from '@fsp/contracts';
import { useSendEmailInvite } from '@fsp/api-client';
import { ContactInviteCard } from './contact-invite-card.js';

export function EmailInviteCard() {
  const send = useSendEmailInvite();
  return (
    <ContactInviteCard
      title="Email invite"
      description="We e-mail the customer a link to request service."
      contactLabel="Email"
      contactType="email"
      autoComplete="email"
      placeholder="customer@example.com"
      buttonLabel="Send email invite"
      requiredMessage={CUSTOMER_INVITE_MESSAGES.emailRequired}
      successMessage={CUSTOMER_INVITE_MESSAGES.emailSent}
      failureMessage={CUSTOMER_INVITE_MESSAGES.failedToSendEmail}
      pending={send.isPending}
      send={(email, ttlHours) => send.mutateAsync({ email, ttl_hours: ttlHours })}
    />
  );
}
