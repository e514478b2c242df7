import type { PaymentProviderKind } from '@fsp/contracts';

/** What the onboarding status screen needs of a connected account. */
export interface ConnectedAccountStatus {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsCurrentlyDue: number;
}

export interface ProviderCard {
  paymentMethodId: string;
  brand: string | null;
  last4: string | null;
}

/** Stripe's SetupIntent statuses; the sandbox uses the same words. */
export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'canceled'
  | 'succeeded';

export interface ProviderSetupIntent {
  id: string;
  clientSecret: string;
  /** A SetupIntentStatus; Stripe may add new words, so any other string means "not succeeded". */
  status: string;
  customerId: string | null;
  /** The saved card once confirmed. */
  card: ProviderCard | null;
  metadata: Record<string, string>;
}

/** Stripe's PaymentIntent statuses; the sandbox uses the same words. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** Why a charge did not go through, as Stripe reports it. */
export interface ProviderPaymentError {
  /** Stripe's error code: `card_declined`, `authentication_required`, … */
  code: string;
  /** The sentence for people, e.g. "Your card was declined.". */
  message: string;
}

export interface ProviderPaymentIntent {
  id: string;
  /** A PaymentIntentStatus; any other string means "not settled". */
  status: string;
  amountCents: number;
  currency: string;
  /** For the browser to finish an authentication (Stripe.js handleNextAction). */
  clientSecret: string | null;
  /** The connected account the charge was made on (a direct charge). */
  accountId: string;
  /** Set when the last confirmation failed (declined, authentication required). */
  lastError: ProviderPaymentError | null;
  /** The sandbox's authentication page while status is requires_action; null with Stripe (Stripe.js handles it). */
  nextActionUrl: string | null;
  chargeId: string | null;
  card: { brand: string | null; last4: string | null } | null;
  /** The provider's processing fee and what the business keeps, once the charge succeeded (null until known). */
  feeCents: number | null;
  netCents: number | null;
  metadata: Record<string, string>;
}

export interface CreatePaymentIntentInput {
  /** The organization's connected account: the charge is a direct charge on it. */
  accountId: string;
  /** The platform customer and the card saved for it (the adapter clones the card onto the connected account). */
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  /** The platform's fee (PLATFORM_FEE_BPS of the amount), in cents. */
  applicationFeeCents: number;
  description: string;
  metadata: Record<string, string>;
  /** One per invoice and attempt: a retried request never charges twice. */
  idempotencyKey: string;
  /** true: an automatic charge with the customer away (fails rather than asking for authentication). */
  offSession: boolean;
  /** Where the sandbox's authentication page returns to (on-session payments). */
  returnUrl?: string;
}

/**
 * The card payment provider behind payment onboarding and the signup payment step (ARCHITECTURE.md §3):
 * Stripe Connect, or a sandbox that simulates it in the database. Chosen once at start-up.
 */
export abstract class PaymentsProvider {
  abstract readonly kind: PaymentProviderKind;
  /** The key the browser needs for the provider's card form; null for the sandbox. */
  abstract readonly publishableKey: string | null;

  /** A new connected account; the same idempotency key returns the same account. */
  abstract createConnectedAccount(input: {
    organizationId: string;
    businessName: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<{ id: string }>;

  /** A single-use, expiring address where the owner completes the account, then lands on `returnUrl`. */
  abstract createOnboardingLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;

  abstract retrieveAccountStatus(accountId: string): Promise<ConnectedAccountStatus>;

  abstract createCustomer(input: {
    email: string | null;
    name: string | null;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;

  /** An off-session card setup for `customerId`; the same idempotency key returns the same intent. */
  abstract createSetupIntent(input: {
    customerId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<ProviderSetupIntent>;

  /** The intent with its card, or null when the provider does not know it. */
  abstract retrieveSetupIntent(id: string): Promise<ProviderSetupIntent | null>;

  /**
   * Creates and confirms a payment (`confirm: true`). A declined card or a required authentication is an answer
   * (status and lastError), not an exception; an unreachable provider throws ProviderFailureException.
   */
  abstract createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;

  /** The payment on `accountId`, or null when the provider does not know it. */
  abstract retrievePaymentIntent(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null>;

  /**
   * Cancels a payment still waiting for the customer (an abandoned authentication), so that completing it later
   * charges nothing. Answers the payment as it ends up: `succeeded` when it was completed meanwhile (then nothing is
   * canceled); null when the provider does not know it.
   */
  abstract cancelPaymentIntent(accountId: string, paymentIntentId: string): Promise<ProviderPaymentIntent | null>;
}

/** Onboarding is complete once the account may take charges and its details are in. */
export function isOnboarded(status: ConnectedAccountStatus): boolean {
  return status.detailsSubmitted && status.chargesEnabled;
}
