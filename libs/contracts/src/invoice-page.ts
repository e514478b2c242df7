import type { InvoiceLineRecord, InvoiceStatus } from './invoices.js';
import type { PaymentProviderKind } from './payments.js';

/** The customer's own invoice page, `/invoice/{token}`, reached from the invoice and dunning e-mails and SMS. */
export const INVOICE_PAGE_PATH = '/invoice';
export const invoicePageUrl = (appBaseUrl: string, token: string) => `${appBaseUrl}${INVOICE_PAGE_PATH}/${encodeURIComponent(token)}`;

/** GET /api/public/invoices/{token}. */
export interface PublicInvoiceView {
  organization: { name: string; email: string | null; phone_number: string | null };
  customer_name: string | null;
  lines: InvoiceLineRecord[];
  total_cents: number;
  currency: string;
  status: InvoiceStatus;
  /** The effective due date. */
  due_date: string;
  invoice_date: string;
  period_start: string;
  period_end: string;
  paid_at: string | null;
  /** Why the last automatic payment failed, shown so the customer knows why they are asked to pay. */
  failure_reason: string | null;
  /** The card on file, when there is one (brand and last 4 only). */
  card_on_file: { brand: string | null; last4: string | null } | null;
  /** "Pay now" is offered: the invoice is unpaid and the business takes card payments. */
  can_pay: boolean;
}

/**
 * POST /api/public/invoices/{token}/card-setup: a card setup (SetupIntent) for the customer, confirmed in the
 * browser with the card form the signup payment step uses; the saved card then pays the invoice.
 */
export interface InvoiceCardSetupResponse {
  provider: PaymentProviderKind;
  client_secret: string;
  setup_intent_id: string;
  /** Present only for Stripe. */
  publishable_key?: string;
}

/** POST /api/public/invoices/{token}/pay: pays with the card just confirmed on the card setup. */
export interface PayInvoiceRequest {
  setup_intent_id: string;
}

/**
 * The payment's state: `succeeded` (paid), `requires_action` (the bank wants the cardholder to authenticate:
 * follow `next_action`), `processing` (settles later) or `failed` with the reason.
 */
export interface PayInvoiceResponse {
  status: 'succeeded' | 'requires_action' | 'processing' | 'failed';
  reason: string | null;
  payment_intent_id: string | null;
  /**
   * Present with requires_action. The sandbox: open `redirect_url` (its authentication page), which comes back to
   * the invoice page with `?payment_intent=`. Stripe: `client_secret` and `stripe_account` for Stripe.js's handleNextAction.
   */
  next_action?: { redirect_url?: string; client_secret?: string; stripe_account?: string; publishable_key?: string };
}

/** POST /api/public/invoices/{token}/payment-result: after authentication, the payment's final state. */
export interface InvoicePaymentResultRequest {
  payment_intent_id: string;
}

export const INVOICE_PAGE_MESSAGES = {
  notFound: 'Invoice not found',
  title: 'Invoice',
  from: 'From',
  billedTo: 'Billed to',
  due: 'Due',
  total: 'Total',
  period: 'Service period',
  paid: 'Paid',
  alreadyPaid: 'This invoice is paid. Thank you!',
  payNow: 'Pay now',
  paying: 'Paying…',
  thankYou: 'Thank you! Your payment was received and a receipt is on its way to your e-mail.',
  paymentFailed: 'Your payment did not go through.',
  newCardHint: 'Enter a card to pay this invoice. It becomes your card on file for automatic payments.',
  failedToLoad: 'Failed to load invoice',
  failedToStartPayment: 'Could not start the payment',
  authenticating: 'Waiting for your bank to confirm the payment…',
  cannotPayOnline: 'This invoice cannot be paid online. Please contact the business.',
  processing: 'Your payment is processing. This page updates when it settles.',
  invoiceDate: 'Invoice date',
  service: 'Service',
  visitDate: 'Visit date',
  amount: 'Amount',
  status: 'Status',
  paidOn: 'Paid on',
  cardOnFile: 'Card on file',
  lastPaymentFailed: 'Last payment attempt failed:',
  payAmount: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel',
  tryAgain: 'Try again',
  loading: 'Loading invoice…',
  failedToCheckPayment: 'Could not check the payment. Reload the page to see its outcome.',
  continueAuthentication: 'Continue to your bank',
} as const;

/** How the invoice page names each status to the customer. */
export const INVOICE_PAGE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  open: 'Unpaid',
  processing: 'Processing',
  payment_failed: 'Payment failed',
  paid: 'Paid',
  disputed: 'Disputed',
  refunded: 'Refunded',
};

/** The invoice page API's refusals; an unknown link answers 404 with INVOICE_PAGE_MESSAGES.notFound. */
export const INVOICE_PAGE_API_ERRORS = {
  setupIntentIdRequired: 'setup_intent_id is required',
  paymentIntentIdRequired: 'payment_intent_id is required',
  setupNotFound: 'This card setup does not belong to this invoice.',
  cardNotConfirmed: 'The card has not been confirmed yet.',
  paymentNotFound: 'This payment does not belong to this invoice.',
} as const;
