import { formatPrice } from '@fsp/contracts';

/** What the customer and the owner are told about a card payment: who, how much, and the customer's invoice link. */
export interface PaymentTextInput {
  organizationName: string;
  amountCents: number;
  currency: string;
  /** The customer's invoice page, where they pay or save a new card. */
  link: string;
}

function longDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(at);
}

export function receiptEmail(
  input: PaymentTextInput & { paidAt: Date; timeZone: string; card: { brand: string | null; last4: string | null } | null },
): { subject: string; body: string } {
  const amount = formatPrice(input.amountCents, input.currency);
  const card = input.card?.last4 ? ` with your ${input.card.brand ?? 'card'} ending in ${input.card.last4}` : '';
  return {
    subject: `Receipt from ${input.organizationName}`,
    body: [
      'Hello,',
      '',
      `${input.organizationName} received your payment of ${amount}${card} on ${longDate(input.paidAt, input.timeZone)}. Thank you!`,
      '',
      'Your invoice:',
      input.link,
    ].join('\n'),
  };
}

export interface PaymentFailedTextInput extends PaymentTextInput {
  reason: string;
  /** The bank wants the cardholder to confirm the payment (3-D Secure): an automatic charge cannot do it. */
  authenticationRequired: boolean;
  /** When the card is tried again, if it is. */
  nextAttemptAt: Date | null;
  timeZone: string;
}

function whatToDo(input: PaymentFailedTextInput): string {
  return input.authenticationRequired
    ? 'Your bank needs you to confirm this payment. Open your invoice to confirm and pay it:'
    : 'Open your invoice to pay it or save a new card:';
}

export function paymentFailedEmail(input: PaymentFailedTextInput): { subject: string; body: string } {
  const amount = formatPrice(input.amountCents, input.currency);
  const retry = input.nextAttemptAt ? [`Otherwise we will try your card again on ${longDate(input.nextAttemptAt, input.timeZone)}.`, ''] : [];
  return {
    subject: input.authenticationRequired
      ? `${input.organizationName}: please confirm your payment`
      : `${input.organizationName}: your payment did not go through`,
    body: [
      'Hello,',
      '',
      `Your payment of ${amount} to ${input.organizationName} did not go through: ${input.reason}`,
      '',
      whatToDo(input),
      '',
      input.link,
      '',
      ...retry,
    ]
      .join('\n')
      .trimEnd(),
  };
}

export function paymentFailedSms(input: PaymentFailedTextInput): string {
  const amount = formatPrice(input.amountCents, input.currency);
  return input.authenticationRequired
    ? `${input.organizationName}: your bank needs you to confirm your payment of ${amount}. Confirm and pay here ${input.link}`
    : `${input.organizationName}: your payment of ${amount} did not go through. Pay or update your card here ${input.link}`;
}

/** To the owner once the last automatic attempt failed: nothing more happens by itself. */
export function autopayGaveUpEmail(
  input: PaymentTextInput & { customerName: string; reason: string; attempts: number },
): { subject: string; body: string } {
  const amount = formatPrice(input.amountCents, input.currency);
  return {
    subject: `Automatic payment failed: ${input.customerName}, ${amount}`,
    body: [
      'Hello,',
      '',
      `The automatic payment of ${amount} from ${input.customerName} failed ${input.attempts} times (last reason: ${input.reason}).`,
      'No further automatic attempts are planned. The invoice stays open; the customer can still pay it here:',
      '',
      input.link,
    ].join('\n'),
  };
}
