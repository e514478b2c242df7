import type { CurrencyAmount, PaymentProviderKind, PaymentStatus } from '@fsp/contracts';

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

/** Which of a connected account's payments to list (GET /api/owner/stripe/payments). */
export interface ProviderPaymentFilter {
  /** Created at or after this instant (the start of the organization's `from` day). */
  createdFrom: Date | null;
  /** Created before this instant (the start of the day after the organization's `to` day). */
  createdBefore: Date | null;
  status: PaymentStatus | null;
  /** Matches e-mail or description (case-insensitive, contains), the card's last 4 digits, or the amount (searchAmountMinor). */
  search: string | null;
  /** At most this many payments (1..PAYMENTS_MAX_PAGE_SIZE, or more for the CSV export's internal pages). */
  limit: number;
  /** The page after this payment intent (a previous page's nextCursor). */
  startingAfter: string | null;
}

/** A payment on a connected account, newest first, as the Payments and Reports screens show it. */
export interface ProviderPayment {
  /** The charge id, else the payment intent id. */
  id: string;
  paymentIntentId: string;
  created: Date;
  description: string | null;
  customerName: string | null;
  customerEmail: string | null;
  pmType: string | null;
  cardBrand: string | null;
  last4: string | null;
  amountCents: number;
  amountRefundedCents: number;
  /** Upper case, e.g. USD. */
  currency: string;
  /** Processing fee plus the platform's fee, less the part of the platform's fee refunded. */
  feeCents: number;
  /** amountCents − amountRefundedCents − feeCents once the charge succeeded; 0 for a payment that brought nothing in (failed, waiting, canceled, processing). */
  netCents: number;
  status: PaymentStatus;
}

export interface ProviderPaymentPage {
  payments: ProviderPayment[];
  hasMore: boolean;
  /** Where the next page starts (a payment intent id, which need not be the last listed payment when filtering skipped some). */
  nextCursor: string | null;
}

export interface CreateRefundInput {
  accountId: string;
  paymentIntentId: string;
  amountCents: number;
  /** One per refund request: a retried request refunds once. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

export interface ProviderRefund {
  id: string;
  /** Stripe's refund statuses: succeeded, pending, requires_action, failed, canceled. */
  status: string;
  amountCents: number;
  /** What the payment has had refunded in all, this refund included. */
  paymentAmountRefundedCents: number;
  /** The part of the platform's application fee given back with it. */
  applicationFeeRefundedCents: number;
}

/** A connected account's balance per currency (upper case), as Stripe's balance object splits it. */
export interface ProviderBalance {
  available: CurrencyAmount[];
  pending: CurrencyAmount[];
}

/** What a connected account kept in one month of the organization's time zone. */
export interface ProviderEarningsMonth {
  /** YYYY-MM. */
  period: string;
  /** Net of fees and refunds (refunds count in the month they were made). */
  netCents: number;
  /** Successful charges created in the month. */
  count: number;
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

  /** The account's payments, newest first, one page at a time. */
  abstract listPayments(accountId: string, filter: ProviderPaymentFilter): Promise<ProviderPaymentPage>;

  /** One payment of the account as listPayments shows it, or null when the account has no such payment intent. */
  abstract retrievePayment(accountId: string, paymentIntentId: string): Promise<ProviderPayment | null>;

  /**
   * Refunds part or all of a succeeded payment, giving back the platform's application fee in proportion. An amount
   * above what is left is refused with BadRequestException; a payment the account does not have, NotFoundException.
   */
  abstract createRefund(input: CreateRefundInput): Promise<ProviderRefund>;

  abstract retrieveBalance(accountId: string): Promise<ProviderBalance>;

  /** Net earnings per month of `timeZone` from the month holding `since` up to `now`, in `currency` only; months without activity may be left out. */
  abstract earnings(accountId: string, input: { since: Date; now: Date; timeZone: string; currency: string }): Promise<ProviderEarningsMonth[]>;

  /** Where the owner sees the account's payments and payouts: Stripe's Express dashboard (a login link), or the sandbox's page. */
  abstract createDashboardLink(accountId: string): Promise<{ url: string }>;
}

/** Onboarding is complete once the account may take charges and its details are in. */
export function isOnboarded(status: ConnectedAccountStatus): boolean {
  return status.detailsSubmitted && status.chargesEnabled;
}
