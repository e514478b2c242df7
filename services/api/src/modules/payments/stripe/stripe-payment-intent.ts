import { PAYMENT_FAILURE_REASONS } from '@fsp/contracts';
import type Stripe from 'stripe';
import type { CreatePaymentIntentInput, ProviderPaymentError, ProviderPaymentIntent } from '../payments-provider.js';

/** The charge and its balance transaction come back with the intent, for the fee and the net. */
export const PAYMENT_INTENT_EXPAND = ['latest_charge.balance_transaction'];

/** A direct charge of the card cloned onto the connected account, confirmed at once. */
export function paymentIntentParams(input: CreatePaymentIntentInput, clonedPaymentMethodId: string): Stripe.PaymentIntentCreateParams {
  return {
    amount: input.amountCents,
    currency: input.currency.toLowerCase(),
    payment_method: clonedPaymentMethodId,
    allowed_payment_method_types: ['card'],
    confirm: true,
    ...(input.offSession ? { off_session: true } : {}),
    ...(input.applicationFeeCents > 0 ? { application_fee_amount: input.applicationFeeCents } : {}),
    description: input.description,
    metadata: input.metadata,
    ...(!input.offSession && input.returnUrl ? { return_url: input.returnUrl } : {}),
    expand: PAYMENT_INTENT_EXPAND,
  };
}

/**
 * Stripe's error as the port reports it. Stripe's sentence for authentication_required ("Your card was declined.
 * This transaction requires authentication.") reads as a decline, so both authentication codes get the sandbox's
 * words; other declines keep Stripe's.
 */
export function paymentErrorOf(code: string | undefined, message: string | undefined): ProviderPaymentError {
  if (code === 'authentication_required') return { code, message: PAYMENT_FAILURE_REASONS.authenticationRequired };
  if (code === 'payment_intent_authentication_failure') return { code, message: PAYMENT_FAILURE_REASONS.authenticationFailed };
  return { code: code ?? 'card_declined', message: message ?? PAYMENT_FAILURE_REASONS.cardDeclined };
}

/** Stripe's processing fee (without the platform's application fee, which Stripe counts in the same `fee`) and the net. */
function feeAndNet(charge: Stripe.Charge | null): { feeCents: number | null; netCents: number | null } {
  const transaction = charge?.balance_transaction;
  if (!transaction || typeof transaction === 'string') return { feeCents: null, netCents: null };
  const applicationFee = transaction.fee_details.filter((detail) => detail.type === 'application_fee').reduce((sum, detail) => sum + detail.amount, 0);
  return { feeCents: transaction.fee - applicationFee, netCents: transaction.net };
}

export function toProviderPaymentIntent(intent: Stripe.PaymentIntent, accountId: string, fallbackError?: ProviderPaymentError): ProviderPaymentIntent {
  const charge = intent.latest_charge && typeof intent.latest_charge !== 'string' ? intent.latest_charge : null;
  const card = charge?.payment_method_details?.card;
  const lastError = intent.last_payment_error
    ? paymentErrorOf(intent.last_payment_error.code, intent.last_payment_error.message)
    : (fallbackError ?? null);
  const succeeded = intent.status === 'succeeded';
  const { feeCents, netCents } = succeeded ? feeAndNet(charge) : { feeCents: null, netCents: null };
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    clientSecret: intent.client_secret,
    accountId,
    lastError,
    // Stripe.js finishes an authentication from the client secret; a redirect address exists only with return_url.
    nextActionUrl: intent.status === 'requires_action' ? (intent.next_action?.redirect_to_url?.url ?? null) : null,
    chargeId: typeof intent.latest_charge === 'string' ? intent.latest_charge : (charge?.id ?? null),
    card: card ? { brand: card.brand ?? null, last4: card.last4 ?? null } : null,
    feeCents,
    netCents,
    metadata: { ...intent.metadata },
  };
}
