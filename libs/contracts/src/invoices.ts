import type { Role } from './roles.js';

/**
 * `paid` is Paid on screen, and so is `refunded` (paid, then refunded in full) with a Refunded badge; every other
 * status is Open (part 2 §3), with a badge for the failed, processing or disputed state: processing while a charge
 * is in flight, payment_failed while autopay failed and a retry is planned.
 */
export const INVOICE_STATUSES = ['open', 'processing', 'payment_failed', 'paid', 'disputed', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export function isInvoicePaid(status: InvoiceStatus): boolean {
  return status === 'paid' || status === 'refunded';
}

/** Nothing more can be collected on it: paid (then perhaps refunded) or under dispute. */
export function isInvoiceSettled(status: InvoiceStatus): boolean {
  return isInvoicePaid(status) || status === 'disputed';
}

/** Part 2 §3 "Invoice". */
export interface InvoiceRecord {
  id: string;
  customer_id: string;
  customer_name: string | null;
  total_cents: number;
  currency: string;
  status: InvoiceStatus;
  due_date: string;
  effective_due_date: string;
  due_date_overridden: boolean;
  period_start: string;
  period_end: string;
  street: string | null;
  city: string | null;
  state: string | null;
  rule_id: number | null;
  occurrence_date: string | null;
  /** The day the invoice was issued: the visit's date, or the first day of the month after a billing run's period. */
  invoice_date: string;
  /** Why the last automatic or card payment failed, while the invoice is unpaid. */
  failure_reason: string | null;
  /** When the next automatic attempt is planned (ISO time), while a retry is planned. */
  next_attempt_at: string | null;
  /** The customer has a card saved with auto-pay consent: "Charge card" is offered. */
  can_charge_card: boolean;
  sent_at: string | null;
  paid_at: string | null;
  /** What was refunded of the card payment that paid it (0 when nothing was); `refunded` once it is all of it. */
  amount_refunded_cents: number;
}

/** One visit billed on an invoice. */
export interface InvoiceLineRecord {
  id: string;
  service_label: string;
  visit_date: string;
  amount_cents: number;
}

export const PAYMENT_ATTEMPT_SOURCES = ['autopay', 'charge_card', 'invoice_page'] as const;
export type PaymentAttemptSource = (typeof PAYMENT_ATTEMPT_SOURCES)[number];
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'processing', 'requires_action', 'succeeded', 'failed'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/** One try at collecting an invoice by card: when, how it ended and why. */
export interface PaymentAttemptRecord {
  attempt_number: number;
  source: PaymentAttemptSource;
  status: PaymentAttemptStatus;
  reason: string | null;
  amount_cents: number;
  attempted_at: string;
  completed_at: string | null;
}

/** GET /api/owner/invoices/{id}: the invoice with its lines and payment attempts. */
export interface InvoiceDetail extends InvoiceRecord {
  lines: InvoiceLineRecord[];
  attempts: PaymentAttemptRecord[];
}

/** PATCH /api/owner/invoices/{id}/due-date: a yyyy-MM-dd override, or null to go back to the default. */
export interface UpdateInvoiceDueDateRequest {
  due_date: string | null;
}

export interface InvoiceResponse {
  ok: true;
  invoice: InvoiceRecord;
}

/** POST /api/owner/invoices/{id}/send: which channels carried it. */
export interface SendInvoiceResponse {
  ok: true;
  email: boolean;
  sms: boolean;
}

/** POST /api/owner/invoices/{id}/charge: the invoice after the attempt (paid, failed or awaiting the customer). */
export interface ChargeInvoiceResponse {
  ok: true;
  invoice: InvoiceDetail;
}

/** POST /api/owner/invoices/billing-run. */
export interface BillingRunRequest {
  /** A finished month, YYYY-MM. */
  period: string;
}

export interface BillingRunResponse {
  created: number;
  skipped: number;
}

export const BILLING_PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Automatic payment: attempt 1 on the due date, then retries this many days after the first failure (three attempts in all). */
export const AUTOPAY_RETRY_DAYS = [3, 6] as const;
export const AUTOPAY_MAX_ATTEMPTS = 1 + AUTOPAY_RETRY_DAYS.length;
/** The charge job's period: a due invoice is charged within this long of the start of its due date. */
export const AUTOPAY_CHARGE_INTERVAL_MINUTES = 15;

/** POST /api/owner/invoices/from-occurrence. */
export interface CreateInvoiceFromOccurrenceRequest {
  rule_id: number;
  date: string;
}

/** Part 1 §3 "Invoice creation response": the id under id, invoice_id or invoice.id. */
export interface CreateInvoiceResponse {
  ok: true;
  id: string;
  invoice_id: string;
  invoice: InvoiceRecord;
}

export interface MarkInvoicePaidResponse {
  ok: true;
  invoice: InvoiceRecord;
}

/** Invoices are created and marked paid by owners and managers; crew members only complete stops (issue 4). */
export const INVOICE_MANAGER_ROLES: readonly Role[] = ['owner', 'manager'];

/** Invoice due day bounds (part 2 §5). */
export const INVOICE_DUE_DAY_MIN = 1;
export const INVOICE_DUE_DAY_MAX = 28;

/** Words of invoicing from the dashboard (part 1 §5, §8) and the invoices API. */
export const INVOICE_MESSAGES = {
  cannotInvoiceMiscEvent: 'Cannot invoice a misc event',
  onlyOneOffInvoiced: 'Only one-off services can be invoiced here',
  failedToCreate: 'Failed to create invoice',
  created: 'Invoice created',
  createdAndPaid: 'Invoice created & marked paid',
  failedToMarkPaid: 'Failed to mark paid',
  /** The Invoices screen (part 2 §2 "Invoices", §4, §8). */
  failedToLoad: 'Failed to load invoices',
  failedToSend: 'Failed to send invoice',
  failedToUpdateDueDate: 'Failed to update due date',
  /** The spec's "Invoice sent (stub)" described a stub; the product sends for real, so the toast says so (issue 11). */
  sent: 'Invoice sent',
  markedPaid: 'Invoice marked paid',
  dueDateUpdated: 'Due date updated',
  dueDateCleared: 'Due date cleared',
  charged: 'Payment succeeded',
  chargeFailed: 'Payment failed',
  failedToCharge: 'Failed to charge card',
  failedToRunBilling: 'Failed to run billing',
  billingRunDone: (created: number, skipped: number) => `Billing run: ${created} created, ${skipped} skipped`,
  refresh: 'Refresh',
  open: 'Open',
  paid: 'Paid',
  editDueDate: 'Edit Due Date',
  save: 'Save',
  clear: 'Clear',
  send: 'Send',
  markPaid: 'Mark Paid',
  chargeCard: 'Charge card',
  loading: 'Loading',
  badgePaymentFailed: 'Payment failed',
  badgeProcessing: 'Processing',
  badgeDisputed: 'Disputed',
  badgeRefunded: 'Refunded',
  partlyRefunded: (amount: string) => `Refunded ${amount}`,
  nextAttempt: 'Next attempt',
  noOpenInvoices: 'No open invoices.',
  noPaidInvoices: 'No paid invoices.',
  dueDateOverridden: '(override)',
  customerFallbackName: (customerId: string) => `Customer #${customerId}`,
  failedToLoadDetails: 'Failed to load invoice details',
  chargeProcessing: 'Payment is processing',
  runBilling: 'Run billing',
  billingMonth: 'Billing month',
  showDetails: 'Show details',
  hideDetails: 'Hide details',
  due: 'Due',
  dueDate: 'Due date',
  period: 'Period',
  lines: 'Lines',
  noLines: 'No lines.',
  attempts: 'Payment attempts',
  noAttempts: 'No payment attempts yet.',
  total: 'Total',
} as const;

/** Part 2 §9: the Invoices screen's toasts last 2.6 s. */
export const INVOICE_TOAST_DURATION_MS = 2600;

/** How a payment attempt was made, in the words of the Invoices screen. */
export const PAYMENT_ATTEMPT_SOURCE_LABELS: Readonly<Record<PaymentAttemptSource, string>> = {
  autopay: 'Automatic payment',
  charge_card: 'Charge card',
  invoice_page: 'Invoice page',
};

/** How a payment attempt ended (or where it stands), in the words of the Invoices screen. */
export const PAYMENT_ATTEMPT_STATUS_LABELS: Readonly<Record<PaymentAttemptStatus, string>> = {
  pending: 'Pending',
  processing: 'Processing',
  requires_action: 'Awaiting authentication',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

export const INVOICE_API_ERRORS = {
  notFound: 'Invoice not found',
  alreadyInvoiced: 'This visit has already been invoiced',
  alreadyPaid: 'This invoice is already paid',
  forbidden: 'Owner or Manager role required to manage invoices',
  invalidRuleId: 'rule_id must be a whole number',
  paidCannotChange: 'This invoice is paid and can no longer be changed',
  dueDateInvalid: 'due_date must be a date (yyyy-MM-dd) or null',
  billingPeriodInvalid: 'period must be a month written YYYY-MM',
  billingPeriodNotFinished: 'Billing can only run for a month that has ended',
  noAutopayCard: 'This customer has no card saved with auto-pay consent',
  paymentInProgress: 'A payment for this invoice is already in progress',
  paymentsNotSetUp: 'Card payments are not set up for this business yet',
  noRecipient: 'This customer has no e-mail address or phone number to send the invoice to',
} as const;

/** Why a card payment failed, in the words shown to the owner and the customer. */
export const PAYMENT_FAILURE_REASONS = {
  cardDeclined: 'Your card was declined.',
  authenticationRequired: 'authentication required',
  authenticationFailed: 'The customer did not complete the card authentication.',
  providerUnavailable: 'The payment provider could not be reached.',
} as const;

/**
 * The due date of an invoice issued on `issuedOn`: the next date on or after it whose day of the month is the
 * organization's due day; with no due day set, the invoice is due on issue.
 */
export function invoiceDueDate(issuedOn: string, dueDay: number | null): string {
  if (dueDay === null) return issuedOn;
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const [dueYear, dueMonth] = day <= dueDay ? [year, month] : month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${dueYear}-${String(dueMonth).padStart(2, '0')}-${String(dueDay).padStart(2, '0')}`;
}
