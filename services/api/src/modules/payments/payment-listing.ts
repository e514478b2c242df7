import { searchAmountMinor, type PaymentStatus } from '@fsp/contracts';
import type { ProviderPayment } from './payments-provider.js';

/** What decides a listed payment's status (part 2 §4) from the provider's payment intent and its charge. */
export interface PaymentStatusInput {
  /** The PaymentIntent's status (Stripe's words; the sandbox uses the same). */
  intentStatus: string;
  /** The last confirmation failed (declined, authentication failed). */
  failed: boolean;
  amountCents: number;
  amountRefundedCents: number;
  disputed: boolean;
}

/**
 * Part 2 §4 knows only its own words: a payment intent waiting for the customer (requires_action or
 * requires_confirmation) shows as requires_payment_method, one whose last attempt failed as failed, a succeeded one
 * as refunded once refunded in full and as disputed while disputed.
 */
export function paymentStatusOf(input: PaymentStatusInput): PaymentStatus {
  switch (input.intentStatus) {
    case 'succeeded':
      if (input.disputed) return 'disputed';
      return input.amountRefundedCents >= input.amountCents && input.amountCents > 0 ? 'refunded' : 'succeeded';
    case 'processing':
      return 'processing';
    case 'requires_capture':
      return 'requires_capture';
    case 'canceled':
      return 'canceled';
    default:
      return input.failed ? 'failed' : 'requires_payment_method';
  }
}

/** Only a succeeded payment with something left to refund (a disputed one is settled by the dispute). */
export function isRefundable(payment: Pick<ProviderPayment, 'status' | 'amountCents' | 'amountRefundedCents'>): boolean {
  return payment.status === 'succeeded' && payment.amountRefundedCents < payment.amountCents;
}

/**
 * The platform's fee refunded so far when `amountRefundedCents` of `amountCents` was refunded: in proportion, rounded,
 * so that several partial refunds give back exactly the whole fee once the whole amount is refunded.
 */
export function applicationFeeRefunded(applicationFeeCents: number, amountCents: number, amountRefundedCents: number): number {
  if (amountCents <= 0) return 0;
  return Math.round((applicationFeeCents * Math.min(amountRefundedCents, amountCents)) / amountCents);
}

/**
 * The search of part 2 §2 "Payments": the e-mail or the description contains the text (any case), the card's last
 * 4 digits are the text, or the amount is the text read as money ("45" and "45.00" find $45.00). The sandbox runs the
 * same rule in SQL.
 */
export function matchesPaymentSearch(payment: ProviderPayment, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (text === '') return true;
  if (payment.customerEmail?.toLowerCase().includes(text)) return true;
  if (payment.description?.toLowerCase().includes(text)) return true;
  if (payment.last4 !== null && payment.last4 === text) return true;
  const amount = searchAmountMinor(text);
  return amount !== null && payment.amountCents === amount;
}
