import { loadStripe } from '@stripe/stripe-js/pure';

export interface StripeNextAction {
  clientSecret: string;
  /** The business's connected account: the payment is a direct charge there. */
  stripeAccount: string;
  publishableKey: string;
}

/**
 * Stripe.js's authentication step (3-D Secure) for a payment on the connected account. Resolves once the
 * cardholder is done, whatever they did: the API reads the outcome from Stripe (POST …/payment-result).
 */
export async function runStripeNextAction({ clientSecret, stripeAccount, publishableKey }: StripeNextAction): Promise<void> {
  const stripe = await loadStripe(publishableKey, { stripeAccount });
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  await stripe.handleNextAction({ clientSecret });
}
