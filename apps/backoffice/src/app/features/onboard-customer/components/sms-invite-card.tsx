import { CUSTOMER_INVITE_MESSAGES } from '@fsp/contracts';
import { useSendSmsInvite } from '@fsp/api-client';
import { ContactInviteCard } from './contact-invite-card.js';

export function SmsInviteCard() {
  const send = useSendSmsInvite();
  return (
    <ContactInviteCard
      title="SMS invite"
      description="We text the customer a link to request service."
      contactLabel="Phone"
      contactType="tel"
      autoComplete="tel"
      placeholder="(555) 010-1234"
      buttonLabel="Send SMS invite"
      requiredMessage={CUSTOMER_INVITE_MESSAGES.phoneRequired}
      successMessage={CUSTOMER_INVITE_MESSAGES.smsSent}
      failureMessage={CUSTOMER_INVITE_MESSAGES.failedToSendSms}
      pending={send.isPending}
      send={(phone, ttlHours) => send.mutateAsync({ phone, ttl_hours: ttlHours })}
    />
  );
}
