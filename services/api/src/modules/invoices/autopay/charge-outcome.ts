import type { PaymentAttemptSource, PaymentAttemptStatus } from '@fsp/contracts';

/** Where one card payment attempt stands once the provider answered (see InvoiceCharger). */
export interface ChargeOutcome {
  attemptNumber: number;
  status: PaymentAttemptStatus;
  /** Why it failed, in the words shown to the owner and the customer. */
  reason: string | null;
  paymentIntentId: string | null;
  /** requires_action with the sandbox: its authentication page. */
  nextActionUrl: string | null;
  /** requires_action with Stripe: for Stripe.js's handleNextAction on the connected account. */
  clientSecret: string | null;
  accountId: string | null;
}

/** A saved card: the provider's customer and payment method. */
export interface ChargeCard {
  providerCustomerId: string;
  paymentMethodId: string;
}

export interface ChargeOptions {
  source: PaymentAttemptSource;
  /** The card to charge; the customer's card on file when absent. */
  card?: ChargeCard;
  /** Where the sandbox's authentication page returns to (invoice page payments). */
  returnUrl?: string;
  /** The clock: the attempt's time, the retry schedule's start. */
  now?: Date;
}
