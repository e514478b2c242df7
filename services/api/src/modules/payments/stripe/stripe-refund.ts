import { BadRequestException, NotFoundException } from '@nestjs/common';
import { PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES } from '@fsp/contracts';
import Stripe from 'stripe';
import { applicationFeeRefunded } from '../payment-listing.js';
import type { CreateRefundInput, ProviderRefund } from '../payments-provider.js';
import { applicationFeeOf, expandedCharge } from './stripe-payment-list.js';

/**
 * The platform's application fee goes back in proportion (Stripe computes its share from the refunded amount). The
 * refund comes back with its charge, as it stood once this refund was made (and as a replayed key answers it again).
 */
export function refundParams(input: CreateRefundInput): Stripe.RefundCreateParams {
  return {
    payment_intent: input.paymentIntentId,
    amount: input.amountCents,
    refund_application_fee: true,
    metadata: input.metadata,
    expand: ['charge'],
  };
}

/** Stripe's refusals that concern the payment's state rather than the request or Stripe itself. */
const NOT_REFUNDABLE_CODES = new Set(['charge_disputed', 'charge_expired_for_capture', 'payment_intent_unexpected_state', 'charge_not_refundable']);
const NOT_REFUNDABLE_MESSAGE = /does not have a successful charge|cannot be refunded|can't be refunded|has been disputed|is disputed/i;
/** "Refund amount ($X) is greater than unrefunded amount on charge ($Y)", and the like without a code. */
const TOO_LARGE_MESSAGE = /refund amount.*greater than|exceeds? the (unrefunded|remaining|refundable|charge)/i;

/**
 * Stripe's final refusals (every 4xx but 409, a request with the same key still running, and 429 / rate_limit, try
 * again later): the refund was not made and will not be by asking again, so the client gets a 400 (404 for a payment
 * the account does not have), with the owner's words where the reason is known, else "Refund failed". Null for
 * anything else (network errors, 5xx, 409, 429): the outcome is unknown and the refund stays pending for a retry.
 */
export function refundRefusal(error: unknown): BadRequestException | NotFoundException | null {
  if (!(error instanceof Stripe.errors.StripeError) || error instanceof Stripe.errors.StripeRateLimitError) return null;
  const status = error.statusCode ?? 0;
  if (status < 400 || status >= 500 || status === 409 || status === 429) return null;
  const code = error.code ?? '';
  if (code === 'amount_too_large' || code === 'charge_already_refunded' || TOO_LARGE_MESSAGE.test(error.message)) {
    return new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge);
  }
  if (code === 'resource_missing' || status === 404) return new NotFoundException(PAYMENT_ACTIVITY_MESSAGES.paymentNotFound);
  if (NOT_REFUNDABLE_CODES.has(code) || NOT_REFUNDABLE_MESSAGE.test(error.message)) {
    return new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.notRefundable);
  }
  return new BadRequestException(PAYMENT_MESSAGES.refundFailed);
}

function refundCharge(refund: Stripe.Refund): Stripe.Charge | null {
  return refund.charge && typeof refund.charge !== 'string' ? refund.charge : null;
}

/**
 * The refund, the payment's refunded total and the application fee this refund gave back: the proportional share of
 * the running total just after it less that of the total just before it, so that partial refunds add up to the whole
 * fee. The running total is read from the refund's own charge (expanded in its answer), not from the payment read
 * afterwards: when two refunds of one payment race, that later read already counts the other one, and "total −
 * this amount" is then not the total before this refund. Only when Stripe did not expand the charge is the later
 * read used.
 */
export function toProviderRefund(refund: Stripe.Refund, intent: Stripe.PaymentIntent): ProviderRefund {
  const refundedSinceRead = expandedCharge(intent)?.amount_refunded ?? 0;
  const refundedWithThis = refundCharge(refund)?.amount_refunded ?? refundedSinceRead;
  const before = Math.max(refundedWithThis - refund.amount, 0);
  const applicationFee = applicationFeeOf(intent);
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amountCents: refund.amount,
    paymentAmountRefundedCents: Math.max(refundedSinceRead, refundedWithThis, refund.amount),
    applicationFeeRefundedCents:
      applicationFeeRefunded(applicationFee, intent.amount, before + refund.amount) - applicationFeeRefunded(applicationFee, intent.amount, before),
  };
}
