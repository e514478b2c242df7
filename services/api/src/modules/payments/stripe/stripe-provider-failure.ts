import Stripe from 'stripe';
import { ProviderFailureException } from '../../../common/errors/provider-failure.exception.js';

/** Stripe's refusals and outages answer 502 with what failed, never an unexplained 500. */
export function providerFailure(action: string, error: unknown): unknown {
  if (!(error instanceof Stripe.errors.StripeError)) return error;
  return new ProviderFailureException(`The payment provider could not ${action}: ${error.message}`);
}

/** Stripe's answer for an id the account does not have (404, or 400 resource_missing for an id given as a parameter). */
export function isResourceMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing');
}
