// Test helpers for the payments list specs (Payments and Reports); never imported by app code.
import type { PaymentItem, PaymentListResponse } from '@fsp/contracts';
import type { RecordedRequest, TestResponse } from '@fsp/api-client/testing';

/** A succeeded, refundable $45.00 Visa card payment unless overridden. */
export function buildPaymentItem(overrides: Partial<PaymentItem> & Pick<PaymentItem, 'payment_intent_id'>): PaymentItem {
  return {
    id: `ch_${overrides.payment_intent_id}`,
    created_fmt: 'Nov 26, 2026, 3:04 PM',
    customer_name: 'Jane Doe',
    customer_email: 'jane@example.com',
    description: 'Invoice May 2026',
    pm_type: 'card',
    card_brand: 'visa',
    last4: '4242',
    amount: 4500,
    amount_refunded: 0,
    currency: 'USD',
    fee_minor: 161,
    net_minor: 4339,
    status: 'succeeded',
    refundable: true,
    ...overrides,
  };
}

/** `count` payments pi_1 … pi_count, newest first, every third one from bob@example.com and processing. */
export function buildPayments(count: number): PaymentItem[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const bob = n % 3 === 0;
    return buildPaymentItem({
      payment_intent_id: `pi_${n}`,
      customer_name: bob ? 'Bob Stone' : `Customer ${n}`,
      customer_email: bob ? 'bob@example.com' : `c${n}@example.com`,
      amount: 1000 + n * 100,
      net_minor: 1000 + n * 100 - 61,
      fee_minor: 61,
      status: bob ? 'processing' : 'succeeded',
      refundable: !bob,
    });
  });
}

/**
 * GET /api/owner/stripe/payments over `payments()`, paged like the API: `q` matches the e-mail, `status` the status,
 * `limit` and `starting_after` (a payment intent id) page; `accountId` is the connected account.
 */
export function paymentListRoute(payments: () => readonly PaymentItem[], accountId = 'acct_1TestAccount99') {
  return (request: RecordedRequest): TestResponse => {
    const q = request.query.get('q');
    const status = request.query.get('status');
    const limit = Number(request.query.get('limit') ?? 20);
    const after = request.query.get('starting_after');
    const matching = payments().filter(
      (item) => (!q || (item.customer_email ?? '').includes(q)) && (!status || status === 'any' || item.status === status),
    );
    const start = after ? matching.findIndex((item) => item.payment_intent_id === after) + 1 : 0;
    const items = matching.slice(start, start + limit);
    const has_more = start + limit < matching.length;
    const body: PaymentListResponse = {
      ok: true,
      error: null,
      hasAccount: true,
      accountId,
      items,
      has_more,
      next_cursor: has_more ? (items[items.length - 1]?.payment_intent_id ?? null) : null,
    };
    return { status: 200, body };
  };
}

export const NO_ACCOUNT_LIST: PaymentListResponse = {
  ok: true,
  error: null,
  hasAccount: false,
  accountId: null,
  items: [],
  has_more: false,
  next_cursor: null,
};
