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
}

/** Onboarding is complete once the account may take charges and its details are in. */
export function isOnboarded(status: ConnectedAccountStatus): boolean {
  return status.detailsSubmitted && status.chargesEnabled;
}
