// Test helpers for the payments list specs (Payments and Reports); never imported by app code.
import type { PaymentItem, PaymentListResponse } from '@fsp/contracts';
import { buildPaymentItem, type RecordedRequest, type TestResponse } from '@fsp/api-client/testing';

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
