import { BadRequestException, NotFoundException } from '@nestjs/common';
import { PAYMENT_ACTIVITY_MESSAGES } from '@fsp/contracts';
import Stripe from 'stripe';
import { applicationFeeRefunded } from '../payment-listing.js';
import type { CreateRefundInput, ProviderRefund } from '../payments-provider.js';
import { applicationFeeOf, expandedCharge } from './stripe-payment-list.js';

/** The platform's application fee goes back in proportion (Stripe computes its share from the refunded amount). */
export function refundParams(input: CreateRefundInput): Stripe.RefundCreateParams {
  return {
    payment_intent: input.paymentIntentId,
    amount: input.amountCents,
    refund_application_fee: true,
    metadata: input.metadata,
  };
}

/** Stripe's refusals that concern the payment's state rather than the request or Stripe itself. */
const NOT_REFUNDABLE_CODES = new Set(['charge_disputed', 'charge_expired_for_capture', 'payment_intent_unexpected_state', 'charge_not_refundable']);
const NOT_REFUNDABLE_MESSAGE = /does not have a successful charge|cannot be refunded|can't be refunded|has been disputed|is disputed/i;
/** "Refund amount ($X) is greater than unrefunded amount on charge ($Y)", and the like without a code. */
const TOO_LARGE_MESSAGE = /refund amount.*greater than|exceeds? the (unrefunded|remaining|refundable|charge)/i;

/** A refusal the owner can act on, as a 400 or 404 for the client; null for anything else (a provider failure). */
export function refundRefusal(error: unknown): BadRequestException | NotFoundException | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  const code = error.code ?? '';
  if (code === 'amount_too_large' || code === 'charge_already_refunded' || TOO_LARGE_MESSAGE.test(error.message)) {
    return new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge);
  }
  if (code === 'resource_missing' || error.statusCode === 404) return new NotFoundException(PAYMENT_ACTIVITY_MESSAGES.paymentNotFound);
  if (NOT_REFUNDABLE_CODES.has(code) || NOT_REFUNDABLE_MESSAGE.test(error.message)) {
    return new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.notRefundable);
  }
  return null;
}

/**
 * The refund with the payment's refunded total read after it, and the application fee given back by this refund:
 * the proportional share of the total less that of the total before it, so partial refunds add up to the whole fee.
 */
export function toProviderRefund(refund: Stripe.Refund, intent: Stripe.PaymentIntent): ProviderRefund {
  const totalRefunded = Math.max(expandedCharge(intent)?.amount_refunded ?? 0, refund.amount);
  const applicationFee = applicationFeeOf(intent);
  return {
    id: refund.id,
    status: refund.status ?? 'pending',
    amountCents: refund.amount,
    paymentAmountRefundedCents: totalRefunded,
    applicationFeeRefundedCents:
      applicationFeeRefunded(applicationFee, intent.amount, totalRefunded) -
      applicationFeeRefunded(applicationFee, intent.amount, totalRefunded - refund.amount),
  };
}
