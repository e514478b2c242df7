/** Payment-provider onboarding and the customer signup payment step (part 1 §2.3, part 2 §2, §3, §7, §8). */

/** Which card payment provider the API runs on: Stripe Connect, or the embedded sandbox. */
export const PAYMENT_PROVIDER_KINDS = ['stripe', 'sandbox'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDER_KINDS)[number];

/** POST /api/owner/stripe/start-onboarding. */
export interface StartOnboardingResponse {
  url: string;
}

/** GET /api/owner/stripe/status (part 2 §3 "Payment-provider status"). */
export interface PaymentProviderStatus {
  ok: boolean;
  onboarded: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements_currently_due_len: number;
}

/** GET /api/public/signup/{code}/setup-intent?org_id&email. */
export interface SignupSetupIntentResponse {
  client_secret: string;
  setup_intent_id: string;
  /** The provider's customer the card is saved for; sent back as `customer_id` on payment-success. */
  customer_id: string;
  provider: PaymentProviderKind;
  /** Present only for Stripe: the browser loads Stripe.js with it. */
  publishable_key?: string;
  /** Present once the card was confirmed (e.g. the page reloaded before the save finished): confirm no more, just save. */
  payment_method?: string;
}

/** POST /api/public/signup/{code}/consent (part 2 §3 "Consent payload"). */
export interface SignupConsentRequest {
  org_id: string;
  auto_pay_consent: boolean;
  invoice_email_opt_in: boolean;
  email: string;
  name: string;
}

/** POST /api/public/signup/{code}/payment-success (part 2 §3 "Payment-success payload"). */
export interface SignupPaymentSuccessRequest {
  org_id: string;
  setup_intent_id: string;
  payment_method: string;
  customer_id: string;
  email: string;
}

/** POST /api/public/payments-sandbox/setup-intents/{id}/confirm: the sandbox's stand-in for Stripe.js. */
export interface SandboxCardConfirmRequest {
  client_secret: string;
  card_number: string;
  /** "MM / YY" or "MM/YY". */
  expiry: string;
  cvc: string;
}

export interface SandboxCardConfirmResponse {
  id: string;
  status: 'succeeded';
  payment_method: string;
}

/** Stripe's test cards, which the sandbox answers the way Stripe's test mode does. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  /** Refused when saved. */
  declined: '4000 0000 0000 0002',
  /** Saves, but every charge is declined. */
  chargeDeclined: '4000 0000 0000 0341',
  /** Every charge needs the cardholder's authentication (3-D Secure). */
  authenticationRequired: '4000 0027 6000 3184',
} as const;

/** The sandbox's stand-in for the bank's 3-D Secure page: GET /api/public/payments-sandbox/authentication/{token} (a payment's nextActionUrl). */
export const SANDBOX_AUTHENTICATION_WORDS = {
  title: 'Authenticate your payment',
  complete: 'Complete authentication',
  fail: 'Fail authentication',
} as const;

/** Spec copy and the provider's card wording (Stripe's exact sentences) for this feature. */
export const PAYMENT_MESSAGES = {
  failedToInitializePayment: 'Failed to initialize payment',
  couldNotStartStripeOnboarding: 'Could not start Stripe onboarding',
  couldNotCreateOnboardingLink: 'Could not create Stripe onboarding link',
  onboardingRequired: 'Onboarding required',
  onboardingComplete: 'Onboarding complete',
  addPaymentMethod: 'Add payment method',
  autoPayConsent: 'I authorize automatic payment of my invoices with this card.',
  invoiceEmailOptIn: 'E-mail me my invoices',
  savePaymentMethod: 'Save payment method',
  savingPaymentMethod: 'Saving…',
  paymentMethodSaved: 'Payment method saved. Redirecting…',
  failedToSavePaymentMethod: 'Failed to save payment method',
  cardAlreadyConfirmed: 'Your card is confirmed. Save to finish.',
  cardDeclined: 'Your card was declined.',
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardNumberIncorrect: 'Your card number is incorrect.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInPast: "Your card's expiration date is in the past.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  autoPayConsentRequired: 'Auto-pay consent is required to save a card.',
  organizationMismatch: 'This invitation belongs to a different organization.',
  signupNotSubmitted: 'Complete the signup form before adding a payment method.',
  setupIntentNotFound: 'Payment setup not found for this invitation.',
  setupIntentNotSucceeded: 'The card has not been confirmed yet.',
  paymentMethodMismatch: 'The payment method does not match the confirmed card setup.',
  customerMismatch: 'The customer does not match this payment setup.',
  invalidClientSecret: 'The client secret does not match this setup intent.',
  setupIntentAlreadyConfirmed: 'This setup intent has already been confirmed.',
  noPaymentAccount: 'The organization has no payment account yet.',
  /** The owner's balance card (part 1 §2.11, §8) and Insights (part 2 §2). */
  noBalanceYet: 'No balance yet.',
  finishOnboarding: 'Finish onboarding',
  failedToLoadBalance: 'Failed to load balance',
  couldNotStartOnboarding: 'Could not start onboarding',
  couldNotOpenProviderDashboard: 'Could not open the payment provider dashboard',
  /** Settings, Payments, Reports and Insights (part 2 §5, §8). */
  couldNotOpenStripeDashboard: 'Could not open Stripe Dashboard',
  failedToLoadData: 'Failed to load data',
  csvExportFailed: 'CSV export failed',
  failedToLoadStripePayments: 'Failed to load Stripe payments',
  failedToFetchPayments: 'Failed to fetch payments',
  refundFailed: 'Refund failed',
  invalidRefundAmount: 'Enter a valid refund amount',
  failedToLoadStripeBalance: 'Failed to load Stripe balance',
  failedToLoadEarnings: 'Failed to load earnings',
} as const;
