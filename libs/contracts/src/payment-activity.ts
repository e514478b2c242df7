/**
 * Payments, refunds, reports, earnings and the balance (part 1 §2.11, §3 "Payment balance"; part 2 §2 "Payments",
 * "Reports", "Insights", §3, §4 "Payment status", §5 "Refund", §7 "Payments, refunds, earnings", §9).
 */

/** Part 2 §4 "Payment status". */
export const PAYMENT_STATUSES = [
  'succeeded',
  'processing',
  'requires_capture',
  'requires_payment_method',
  'disputed',
  'canceled',
  'refunded',
  'failed',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The status filter's extra choice (part 2 §4: "The filter also offers 'any'"). */
export const PAYMENT_STATUS_ANY = 'any';
export type PaymentStatusFilter = PaymentStatus | typeof PAYMENT_STATUS_ANY;

/** Part 2 §4 colours: succeeded green, processing blue, the waiting and disputed ones warning, the rest red. */
export type PaymentStatusTone = 'success' | 'info' | 'warning' | 'danger';
export const PAYMENT_STATUS_TONES: Record<PaymentStatus, PaymentStatusTone> = {
  succeeded: 'success',
  processing: 'info',
  requires_capture: 'warning',
  requires_payment_method: 'warning',
  disputed: 'warning',
  canceled: 'danger',
  refunded: 'danger',
  failed: 'danger',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  succeeded: 'Succeeded',
  processing: 'Processing',
  requires_capture: 'Requires capture',
  requires_payment_method: 'Requires payment method',
  disputed: 'Disputed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** Part 2 §3 "Payment item": exactly these fields. Amounts are minor units of `currency` (upper case, e.g. USD). */
export interface PaymentItem {
  /** The charge id once there is a charge, else the payment intent's id. */
  id: string;
  payment_intent_id: string;
  /** When it was created, in the organization's time zone, e.g. "Nov 26, 2026, 3:04 PM". */
  created_fmt: string;
  customer_name: string | null;
  customer_email: string | null;
  description: string | null;
  /** The payment method's type, e.g. "card". */
  pm_type: string | null;
  card_brand: string | null;
  last4: string | null;
  amount: number;
  amount_refunded: number;
  currency: string;
  /** Every fee the business still pays on it: the provider's processing fee and the platform's fee (less the part refunded). */
  fee_minor: number;
  /** What the business keeps: amount − amount_refunded − fee_minor once the charge succeeded, else 0. */
  net_minor: number;
  status: PaymentStatus;
  refundable: boolean;
}

/** GET /api/owner/stripe/payments (part 2 §3 "List response"). */
export interface PaymentListResponse {
  ok: boolean;
  error: string | null;
  hasAccount: boolean;
  accountId: string | null;
  items: PaymentItem[];
  has_more: boolean;
  /** Send as `starting_after` for the next page; null on the last page. */
  next_cursor: string | null;
}

/** GET /api/owner/stripe/payments query. `from` and `to` are yyyy-MM-dd days in the organization's time zone, both included. */
export interface PaymentListQuery {
  q?: string;
  status?: PaymentStatusFilter;
  from?: string;
  to?: string;
  limit?: number;
  starting_after?: string;
}

/** Part 2 §9. */
export const PAYMENTS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAYMENTS_DEFAULT_PAGE_SIZE = 20;
export const REPORTS_PAGE_SIZES = [20, 50, 100] as const;
export const REPORTS_DEFAULT_PAGE_SIZE = 50;
export const PAYMENTS_MAX_PAGE_SIZE = 100;
export const PAYMENT_SEARCH_DEBOUNCE_MS = 400;
export const EARNINGS_MONTHS = 12;

/** Stripe's largest amount, in minor units (99,999,999: $999,999.99). */
export const MAX_AMOUNT_MINOR = 99_999_999;

/** The CSV export's columns, the screens' columns without Actions (part 2 §2 "Reports"). */
export const PAYMENT_CSV_COLUMNS = ['Created', 'Customer', 'Description', 'Method', 'Amount', 'Fee', 'Net', 'Status'] as const;

/** POST /api/owner/stripe/refund (part 2 §7). An optional `Idempotency-Key` header makes a retried request refund once. */
export interface RefundRequest {
  payment_intent: string;
  amount_minor: number;
}

/** The spec does not show the refund response; this one carries the payment as it is after the refund. */
export interface RefundResponse {
  ok: true;
  refund_id: string;
  payment: PaymentItem;
}

/** One currency's amount in minor units. */
export interface CurrencyAmount {
  amount: number;
  currency: string;
}

/** GET /api/owner/stripe/balance (part 1 §3 "Payment balance", part 2 §3 "Balance response"). */
export interface BalanceResponse {
  ok: boolean;
  error: string | null;
  hasAccount: boolean;
  accountId: string | null;
  available: CurrencyAmount[];
  pending: CurrencyAmount[];
}

/** One month of GET /api/owner/stripe/earnings?months=12: what the business kept, after fees and refunds. */
export interface EarningsBucket {
  /** YYYY-MM in the organization's time zone. */
  period: string;
  net_minor: number;
  /** Successful payments created in the month. */
  count: number;
  currency: string;
}

export interface EarningsResponse {
  ok: boolean;
  buckets: EarningsBucket[];
}

/** POST /api/owner/stripe/dashboard-link. */
export interface DashboardLinkResponse {
  url: string;
}

/** Words these screens and calls use beyond the spec's catalogue (which is in PAYMENT_MESSAGES). */
export const PAYMENT_ACTIVITY_MESSAGES = {
  paymentsTitle: 'Payments',
  reportsTitle: 'Reports',
  insightsTitle: 'Insights',
  noProviderAccount: 'No payment-provider account is connected yet.',
  reportsOwnerOnly: "Reports are available to the organization's owner.",
  noPayments: 'No payments match these filters.',
  refundIssued: 'Refund issued',
  refundAmountTooLarge: 'The refund amount is more than what is left to refund on this payment.',
  notRefundable: 'This payment cannot be refunded.',
  paymentNotFound: 'Payment not found',
  refundInProgress: 'A refund of this payment is already in progress. Try again in a moment.',
  invalidDateRange: 'The From date must be on or before the To date.',
  invalidDate: 'Dates must be yyyy-MM-dd.',
  invalidStatus: 'Unknown payment status.',
  invalidCursor: 'The page cursor is not valid for this list.',
  invalidMonths: 'months must be a whole number from 1 to 24.',
  totalNet: 'Total Net',
  balanceTitle: 'Balance',
  available: 'Available',
  pending: 'Pending',
  total: 'Total',
  refresh: 'Refresh',
  manage: 'Manage',
  exportCsv: 'Export CSV',
  refund: 'Refund',
  max: 'Max',
  /** The Refund button of a payment row, for screen readers: which payment it refunds. */
  refundPaymentLabel: (customer: string, amount: string, created: string) => `Refund: ${customer}, ${amount}, ${created}`,
  /** The refund dialog (part 2 §5). */
  refundAmountLabel: (currency: string) => `Amount (${currency})`,
  cancel: 'Cancel',
  /** Insights (part 2 §2 "Insights"). */
  earningsTitle: `Net earnings, last ${EARNINGS_MONTHS} months`,
  earningsPerMonth: 'Net earnings per month',
  earningsChartDescription: "The table after the chart lists each month's net earnings and payment count.",
  loadingEarnings: 'Loading earnings…',
  loadingChart: 'Loading chart…',
  noEarnings: 'No earnings to show yet.',
  noPaymentsInEarningsWindow: `No payments in these ${EARNINGS_MONTHS} months yet.`,
  earningsMonth: 'Month',
  earningsNet: 'Net',
  earningsPayments: 'Payments',
  paymentCount: (count: number) => `${count} ${count === 1 ? 'payment' : 'payments'}`,
  /** The balance table (Insights and the dashboard's balance card, part 1 §2.11). */
  loadingBalance: 'Loading balance…',
  currency: 'Currency',
  account: 'Account',
  refreshBalance: 'Refresh balance',
  /** Follows "Manage" for screen readers: where the button goes. */
  manageInProviderDashboard: 'in the payment provider’s dashboard (opens a new tab)',
  /** The sandbox's dashboard page (the payment provider's own dashboard stand-in). */
  latestPayments: 'Latest payments',
  noPaymentsYet: 'No payments yet.',
  refundedColumn: 'Refunded',
} as const;

/** The payments list's controls and row words (Payments and Reports, part 2 §2). */
export const PAYMENT_LIST_WORDS = {
  search: 'Search',
  searchPlaceholder: 'E-mail, last 4, description or amount',
  status: 'Status',
  anyStatus: 'Any',
  perPage: 'Per page',
  from: 'From',
  to: 'To',
  filters: 'Filters',
  clear: 'Clear',
  apply: 'Apply',
  prev: 'Prev',
  next: 'Next',
  pagination: 'Pages',
  loading: 'Loading payments…',
  showing: (first: number, last: number) => `Showing ${first}–${last}`,
  actions: 'Actions',
  /**
   * A page with no matching payment that still has more after it: with Stripe a search or status filter can leave
   * a page short, even empty, while later pages match.
   */
  emptyPageMoreMayFollow: 'No payments on this page match these filters. More may follow: choose Next to keep looking.',
} as const;

/**
 * Refusals of the owner's payment calls (the screens never send these inputs; they read well for anyone calling
 * the API directly).
 */
export const PAYMENT_ACTIVITY_API_ERRORS = {
  invalidLimit: `limit must be a whole number from 1 to ${PAYMENTS_MAX_PAGE_SIZE}.`,
  invalidPaymentIntent: 'payment_intent must be a payment intent id (letters, digits and _, at most 255).',
  invalidIdempotencyKey: 'The Idempotency-Key header must be 1 to 255 printable characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for another refund.',
  invalidFormat: 'format must be csv.',
  invalidSearch: 'q must be at most 200 characters.',
} as const;

/**
 * The amount a search text means, in minor units, when it reads as one: "45", "45.0", "45.00" and "$45" all mean
 * 4500. Null for anything else, an amount above MAX_AMOUNT_MINOR included (no payment can have it; then the search
 * matches e-mail, last 4 digits and description only).
 */
export function searchAmountMinor(q: string): number | null {
  const match = /^\$?\s*(\d{1,9})(?:\.(\d{1,2}))?$/.exec(q.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + fraction;
  return minor <= MAX_AMOUNT_MINOR ? minor : null;
}

/** "Visa •••• 4242" for a card, else the method type ("card", "us_bank_account"), else an empty string. */
export function paymentMethodLabel(item: Pick<PaymentItem, 'pm_type' | 'card_brand' | 'last4'>): string {
  if (item.last4) {
    const brand = item.card_brand ? item.card_brand.charAt(0).toUpperCase() + item.card_brand.slice(1) : 'Card';
    return `${brand} •••• ${item.last4}`;
  }
  return item.pm_type ?? '';
}

/** What may still be refunded (part 2 §5: the displayed maximum). */
export function refundableRemainder(item: Pick<PaymentItem, 'amount' | 'amount_refunded'>): number {
  return Math.max(0, item.amount - item.amount_refunded);
}

/**
 * Part 2 §5: "a finite number greater than 0", sent in minor units, rounded. Only plain decimals ("45", "12.345",
 * "$ 5") count: no "0x10" or "1e3". Rounded half up from the digits as typed, since binary floating point would
 * turn 1.005 into 100 instead of 101. Null when the text is not a valid amount.
 */
export function refundAmountMinor(text: string): number | null {
  const match = /^\$?\s*(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction.charAt(2) || '0') >= 5 ? 1 : 0;
  const minor = Number(whole) * 100 + cents + roundUp;
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** The CSV file's name: the organization and the date range, e.g. "green-acres-payments-2026-11-01-to-2026-11-30.csv". */
export function paymentsCsvFileName(organizationName: string, from: string | null, to: string | null): string {
  const slug = organizationName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'organization';
  const range = from || to ? `${from ?? 'start'}-to-${to ?? 'today'}` : 'all';
  return `${slug}-payments-${range}.csv`;
}

/** A connected account id longer than 10 characters is shortened for display (part 1 §9): "acct_1Nv…x9Qa". */
export function shortAccountId(accountId: string): string {
  return accountId.length > 10 ? `${accountId.slice(0, 7)}…${accountId.slice(-4)}` : accountId;
}
