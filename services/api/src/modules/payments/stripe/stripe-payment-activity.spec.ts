import { BadRequestException, NotFoundException } from '@nestjs/common';
import { PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES } from '@fsp/contracts';
import { ProviderFailureException } from '../../../common/errors/provider-failure.exception.js';
import { applicationFeeRefunded, isRefundable } from '../payment-listing.js';
import type { CreateRefundInput, ProviderPayment, ProviderPaymentFilter } from '../payments-provider.js';
import { StripePaymentsProvider } from './stripe-payments-provider.js';
import { startFakeStripe, stopFakeStripe, stripeError, type FakeStripe, type StripeAnswer, type StripeRequest } from './testing/fake-stripe-api.js';

const SHOP = 'acct_Shop';
const BUSY = 'acct_Busy';
const seconds = (iso: string) => Date.parse(iso) / 1000;

interface FakeIntent {
  id: string;
  created: number;
  amount: number;
  status: string;
  refunded: number;
  applicationFee: number;
  stripeFee: number;
  disputed?: boolean;
  failed?: boolean;
  /** false: no charge yet (waiting for the customer). */
  charged?: boolean;
  description?: string | null;
  metadata?: Record<string, string>;
  billing?: { name: string | null; email: string | null };
  last4?: string;
}

/** A PaymentIntent as Stripe lists it with `latest_charge.balance_transaction` expanded (a direct charge with an application fee). */
function intentJson(intent: FakeIntent, refundedSince = 0) {
  const succeeded = intent.status === 'succeeded';
  const charge = {
    id: intent.id.replace('pi_', 'ch_'),
    object: 'charge',
    amount: intent.amount,
    amount_refunded: intent.refunded + refundedSince,
    application_fee_amount: intent.applicationFee,
    disputed: intent.disputed ?? false,
    billing_details: { name: intent.billing?.name ?? null, email: intent.billing?.email ?? null, phone: null, address: null },
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: intent.last4 ?? '4242' } },
    balance_transaction: succeeded
      ? {
          id: intent.id.replace('pi_', 'txn_'),
          object: 'balance_transaction',
          type: 'charge',
          amount: intent.amount,
          currency: 'usd',
          fee: intent.stripeFee + intent.applicationFee,
          fee_details: [
            { amount: intent.stripeFee, currency: 'usd', type: 'stripe_fee', description: 'Stripe processing fees', application: null },
            { amount: intent.applicationFee, currency: 'usd', type: 'application_fee', description: 'Application fee', application: 'ca_Platform' },
          ],
          net: intent.amount - intent.stripeFee - intent.applicationFee,
        }
      : null,
  };
  return {
    id: intent.id,
    object: 'payment_intent',
    created: intent.created,
    amount: intent.amount,
    currency: 'usd',
    status: intent.status,
    description: intent.description ?? null,
    metadata: intent.metadata ?? {},
    application_fee_amount: intent.applicationFee,
    client_secret: `${intent.id}_secret_abc`,
    next_action: null,
    last_payment_error: intent.failed ? { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } : null,
    latest_charge: intent.charged === false ? null : charge,
  };
}

/** The shop's payments, newest first: one of each kind the screens show. */
const SHOP_INTENTS: FakeIntent[] = [
  {
    id: 'pi_E',
    created: seconds('2025-03-20T12:00:00Z'),
    amount: 4500,
    status: 'requires_action',
    refunded: 0,
    applicationFee: 45,
    stripeFee: 0,
    charged: false,
    description: 'Spring cleanup',
    metadata: { customer_name: 'Lee Lane', customer_email: 'lee@example.com' },
  },
  { id: 'pi_D', created: seconds('2025-03-15T12:00:00Z'), amount: 2000, status: 'succeeded', refunded: 0, applicationFee: 20, stripeFee: 88, disputed: true },
  {
    id: 'pi_C',
    created: seconds('2025-03-10T12:00:00Z'),
    amount: 7500,
    status: 'requires_payment_method',
    refunded: 0,
    applicationFee: 75,
    stripeFee: 0,
    failed: true,
    description: 'Hedge trimming',
    billing: { name: 'Sam Smith', email: 'sam@example.com' },
    last4: '0002',
  },
  { id: 'pi_B', created: seconds('2025-03-05T12:00:00Z'), amount: 5000, status: 'succeeded', refunded: 5000, applicationFee: 50, stripeFee: 175 },
  {
    id: 'pi_A',
    created: seconds('2025-03-01T12:00:00Z'),
    amount: 10_000,
    status: 'succeeded',
    refunded: 2500,
    applicationFee: 100,
    stripeFee: 320,
    description: 'March lawn care',
    metadata: { customer_name: 'Pat Payer', customer_email: 'pat@example.com', invoice_id: 'invoice-1' },
    billing: { name: 'P. Payer (card)', email: 'card@example.com' },
  },
  { id: 'pi_Old', created: seconds('2025-02-20T12:00:00Z'), amount: 3000, status: 'succeeded', refunded: 0, applicationFee: 30, stripeFee: 117 },
];

/** A busy account: 1,200 payments a minute apart; "Lawn mowing" at 5, 150, 180 and 240, fully refunded at 7 and 130. */
const LAWN_AT = new Set([5, 150, 180, 240]);
const REFUNDED_AT = new Set([7, 130]);
const busyId = (index: number) => `pi_busy${String(index).padStart(4, '0')}`;
const BUSY_INTENTS: FakeIntent[] = Array.from({ length: 1200 }, (_, index) => ({
  id: busyId(index),
  created: seconds('2025-06-01T00:00:00Z') - index * 60,
  amount: 1000 + index,
  status: 'succeeded',
  refunded: REFUNDED_AT.has(index) ? 1000 + index : 0,
  applicationFee: 10,
  stripeFee: 59,
  description: LAWN_AT.has(index) ? 'Lawn mowing' : `Hedge trimming ${index}`,
}));

interface FakeBalanceTransaction {
  id: string;
  created: number;
  type: string;
  net: number;
  currency?: string;
}

/** The shop's balance history around the end of February in New York, newest first, 150 January sales making it 2 pages. */
const BALANCE_TRANSACTIONS: FakeBalanceTransaction[] = [
  { id: 'txn_transfer', created: seconds('2025-03-10T12:00:00Z'), type: 'transfer', net: -700 },
  { id: 'txn_dispute', created: seconds('2025-03-05T12:00:00Z'), type: 'adjustment', net: -1500 },
  { id: 'txn_march', created: seconds('2025-03-01T05:30:00Z'), type: 'charge', net: 4700 },
  { id: 'txn_feb_last', created: seconds('2025-03-01T04:30:00Z'), type: 'charge', net: 9580 },
  { id: 'txn_eur', created: seconds('2025-02-25T12:00:00Z'), type: 'charge', net: 8000, currency: 'eur' },
  { id: 'txn_payout', created: seconds('2025-02-20T12:00:00Z'), type: 'payout', net: -50_000 },
  { id: 'txn_fee_back', created: seconds('2025-02-15T12:00:01Z'), type: 'application_fee_refund', net: 25 },
  { id: 'txn_refund', created: seconds('2025-02-15T12:00:00Z'), type: 'refund', net: -2500 },
  ...Array.from({ length: 150 }, (_, index) => ({
    id: `txn_jan${String(index).padStart(3, '0')}`,
    created: seconds('2025-01-31T00:00:00Z') - index * 600,
    type: 'charge',
    net: 1000,
  })),
  { id: 'txn_december', created: seconds('2024-12-31T23:00:00Z'), type: 'charge', net: 99_999 },
];

/** Stripe's list endpoints: newest first, created[gte|lt|lte], starting_after, limit, has_more. */
function listAnswer<T extends { id: string; created: number }>(items: T[], request: StripeRequest, toJson: (item: T) => unknown): StripeAnswer {
  const bound = (name: string) => (request.query.has(`created[${name}]`) ? Number(request.query.get(`created[${name}]`)) : null);
  const [gte, lt, lte] = [bound('gte'), bound('lt'), bound('lte')];
  let rows = items.filter(
    (item) => (gte === null || item.created >= gte) && (lt === null || item.created < lt) && (lte === null || item.created <= lte),
  );
  const after = request.query.get('starting_after');
  if (after) {
    const index = rows.findIndex((item) => item.id === after);
    if (index < 0) return stripeError(400, 'resource_missing', `No such object: '${after}'`);
    rows = rows.slice(index + 1);
  }
  const limit = Number(request.query.get('limit') ?? 10);
  return { status: 200, body: { object: 'list', url: request.path, data: rows.slice(0, limit).map(toJson), has_more: rows.length > limit } };
}

/** Refunds made through the fake, per payment intent and per idempotency key (Stripe answers a replay with the first refund). */
const refundedSince = new Map<string, number>();
const refundsByKey = new Map<string, unknown>();
/** Another refund of the payment that lands just after the one of this key, before its payment is read again. */
const racingRefundAfter = new Map<string, number>();

/** Stripe's answers that say nothing of the refund: another request with the key running, too many requests, an outage. */
const UNANSWERED_REFUNDS: Record<string, StripeAnswer> = {
  'key-in-flight': stripeError(409, null, 'There is currently another in-progress request using this Idempotent Key.', 'idempotency_error'),
  'key-rate-limited': stripeError(429, 'rate_limit', 'Too many requests hit the API too quickly.'),
  'key-outage': stripeError(500, null, 'An unknown error occurred.', 'api_error'),
};

function refundAnswer(request: StripeRequest): StripeAnswer {
  const key = request.headers['idempotency-key'];
  const unanswered = typeof key === 'string' ? UNANSWERED_REFUNDS[key] : undefined;
  if (unanswered) return unanswered;
  if (key === 'key-forbidden') return stripeError(403, null, 'The provided key does not have the required permissions for this endpoint.');
  const replay = typeof key === 'string' ? refundsByKey.get(key) : undefined;
  if (replay) return { status: 200, body: replay };
  const paymentIntent = request.form.get('payment_intent') ?? '';
  const amount = Number(request.form.get('amount'));
  const intent = request.headers['stripe-account'] === SHOP ? SHOP_INTENTS.find((candidate) => candidate.id === paymentIntent) : undefined;
  if (!intent) return stripeError(400, 'resource_missing', `No such payment_intent: '${paymentIntent}'`);
  if (!Number.isInteger(amount) || amount < 1) return stripeError(400, 'parameter_invalid_integer', 'This value must be greater than or equal to 1.');
  if (intent.disputed) return stripeError(400, 'charge_disputed', `Charge ${intent.id.replace('pi_', 'ch_')} has been charged back; cannot issue a refund.`);
  if (intent.status !== 'succeeded') return stripeError(400, null, 'This PaymentIntent does not have a successful charge to refund.');
  const refunded = intent.refunded + (refundedSince.get(intent.id) ?? 0);
  const left = intent.amount - refunded;
  if (left === 0) return stripeError(400, 'charge_already_refunded', `Charge ${intent.id.replace('pi_', 'ch_')} has already been refunded.`);
  if (amount > intent.amount) {
    return stripeError(400, null, `Refund amount ($${(amount / 100).toFixed(2)}) is greater than charge amount ($${(intent.amount / 100).toFixed(2)})`);
  }
  if (amount > left) {
    return stripeError(400, 'amount_too_large', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`);
  }
  refundedSince.set(intent.id, (refundedSince.get(intent.id) ?? 0) + amount);
  const expandCharge = request.form.getAll('expand[0]').includes('charge');
  const refund = {
    id: `re_${refundsByKey.size + 1}`,
    object: 'refund',
    amount,
    currency: 'usd',
    status: 'succeeded',
    charge: expandCharge ? shopIntentJson(intent).latest_charge : intent.id.replace('pi_', 'ch_'),
    payment_intent: intent.id,
    metadata: Object.fromEntries([...request.form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value])),
  };
  if (typeof key === 'string') refundsByKey.set(key, refund);
  const racing = typeof key === 'string' ? racingRefundAfter.get(key) : undefined;
  if (racing) refundedSince.set(intent.id, (refundedSince.get(intent.id) ?? 0) + racing);
  return { status: 200, body: refund };
}

function shopIntentJson(intent: FakeIntent) {
  return intentJson(intent, refundedSince.get(intent.id) ?? 0);
}

function answerFor(request: StripeRequest): StripeAnswer {
  const account = request.headers['stripe-account'];
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /v1/payment_intents' && account === SHOP) return listAnswer(SHOP_INTENTS, request, shopIntentJson);
  if (route === 'GET /v1/payment_intents' && account === BUSY) return listAnswer(BUSY_INTENTS, request, (intent) => intentJson(intent));
  if (route === 'GET /v1/payment_intents') return stripeError(403, 'account_invalid', 'The provided key does not have access to account');
  const retrieved = /^GET \/v1\/payment_intents\/(pi_\w+)$/.exec(route)?.[1];
  const intent = account === SHOP ? SHOP_INTENTS.find((candidate) => candidate.id === retrieved) : undefined;
  if (retrieved && intent) return { status: 200, body: shopIntentJson(intent) };
  if (retrieved) return stripeError(404, 'resource_missing', `No such payment_intent: '${retrieved}'`);
  if (route === 'POST /v1/refunds') return refundAnswer(request);
  if (route === 'GET /v1/balance' && account === SHOP) {
    return {
      status: 200,
      body: {
        object: 'balance',
        livemode: false,
        available: [
          { amount: 1234, currency: 'eur' },
          { amount: 98_765, currency: 'usd' },
        ],
        pending: [
          { amount: 500, currency: 'cad' },
          { amount: 0, currency: 'usd' },
        ],
      },
    };
  }
  if (route === 'GET /v1/balance_transactions' && account === SHOP) {
    return listAnswer(BALANCE_TRANSACTIONS, request, (transaction) => ({
      object: 'balance_transaction',
      ...transaction,
      currency: transaction.currency ?? 'usd',
      amount: transaction.net,
      fee: 0,
      fee_details: [],
    }));
  }
  if (route === `POST /v1/accounts/${SHOP}/login_links`) {
    return { status: 200, body: { object: 'login_link', created: seconds('2025-03-20T12:00:00Z'), url: `https://connect.stripe.com/express/${SHOP}/Lk1` } };
  }
  return stripeError(404, 'resource_missing', `No such resource: ${request.path}`);
}

const filterOf = (overrides: Partial<ProviderPaymentFilter> = {}): ProviderPaymentFilter => ({
  createdFrom: null,
  createdBefore: null,
  status: null,
  search: null,
  limit: 20,
  startingAfter: null,
  ...overrides,
});

const ids = (payments: ProviderPayment[]) => payments.map((payment) => payment.paymentIntentId);
const refundable = (payment: ProviderPayment | null | undefined) => payment != null && isRefundable(payment);

describe('StripePaymentsProvider payment activity against a local Stripe API', () => {
  let fake: FakeStripe;
  let provider: StripePaymentsProvider;

  beforeAll(async () => {
    fake = await startFakeStripe(answerFor);
    provider = new StripePaymentsProvider({ stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake', stripeApi: fake.api, allowSandboxInProduction: false });
  });

  afterAll(async () => {
    await stopFakeStripe(fake);
  });

  beforeEach(() => {
    fake.requests.length = 0;
    refundedSince.clear();
    refundsByKey.clear();
    racingRefundAfter.clear();
  });

  describe('listPayments', () => {
    it("lists the connected account's payment intents in the date range, one Stripe call a page, with fee, net and status", async () => {
      const range = { createdFrom: new Date('2025-03-01T05:00:00Z'), createdBefore: new Date('2025-04-01T04:00:00Z') };
      const first = await provider.listPayments(SHOP, filterOf({ ...range, limit: 3 }));
      expect(ids(first.payments)).toEqual(['pi_E', 'pi_D', 'pi_C']);
      expect(first).toMatchObject({ hasMore: true, nextCursor: 'pi_C' });

      const [request] = fake.requests;
      expect(`${request?.method} ${request?.path}`).toBe('GET /v1/payment_intents');
      expect(request?.headers['stripe-account']).toBe(SHOP);
      expect(Object.fromEntries(request?.query ?? [])).toEqual({
        limit: '3',
        'created[gte]': String(seconds('2025-03-01T05:00:00Z')),
        'created[lt]': String(seconds('2025-04-01T04:00:00Z')),
        'expand[0]': 'data.latest_charge.balance_transaction',
      });

      const second = await provider.listPayments(SHOP, filterOf({ ...range, limit: 3, startingAfter: 'pi_C' }));
      expect(ids(second.payments)).toEqual(['pi_B', 'pi_A']);
      expect(second).toMatchObject({ hasMore: false, nextCursor: null });
      expect(fake.requests[1]?.query.get('starting_after')).toBe('pi_C');
      expect(fake.requests).toHaveLength(2);

      const [pending, disputed, failed] = first.payments;
      const [refunded, partlyRefunded] = second.payments;
      expect(partlyRefunded).toEqual<ProviderPayment>({
        id: 'ch_A',
        paymentIntentId: 'pi_A',
        created: new Date('2025-03-01T12:00:00Z'),
        description: 'March lawn care',
        customerName: 'Pat Payer',
        customerEmail: 'pat@example.com',
        pmType: 'card',
        cardBrand: 'visa',
        last4: '4242',
        amountCents: 10_000,
        amountRefundedCents: 2500,
        currency: 'USD',
        // Stripe's 320 and the platform's 100, less the quarter of the platform's fee refunded with a quarter of the amount.
        feeCents: 320 + 100 - 25,
        netCents: 10_000 - 2500 - 395,
        status: 'succeeded',
      });
      expect(refundable(partlyRefunded)).toBe(true);

      expect(refunded).toMatchObject({ id: 'ch_B', amountRefundedCents: 5000, feeCents: 175, netCents: -175, status: 'refunded' });
      expect(refundable(refunded)).toBe(false);
      expect(disputed).toMatchObject({ id: 'ch_D', feeCents: 108, netCents: 1892, status: 'disputed' });
      expect(refundable(disputed)).toBe(false);
      expect(failed).toMatchObject({
        id: 'ch_C',
        customerName: 'Sam Smith',
        customerEmail: 'sam@example.com',
        last4: '0002',
        feeCents: 0,
        netCents: 0,
        status: 'failed',
      });
      expect(refundable(failed)).toBe(false);
      expect(pending).toMatchObject({
        id: 'pi_E',
        customerName: 'Lee Lane',
        customerEmail: 'lee@example.com',
        pmType: null,
        cardBrand: null,
        last4: null,
        feeCents: 0,
        status: 'requires_payment_method',
      });
    });

    it('caps an unfiltered page at the 100 payments Stripe lists at once', async () => {
      const page = await provider.listPayments(BUSY, filterOf({ limit: 500 }));
      expect(page.payments).toHaveLength(100);
      expect(page).toMatchObject({ hasMore: true, nextCursor: busyId(99) });
      expect(fake.requests.map((request) => request.query.get('limit'))).toEqual(['100']);
    });

    it('filters by status and search on the listed payments (e-mail from the billing details, amount, last 4 digits)', async () => {
      expect(ids((await provider.listPayments(SHOP, filterOf({ status: 'refunded' }))).payments)).toEqual(['pi_B']);
      expect(ids((await provider.listPayments(SHOP, filterOf({ search: 'SAM@' }))).payments)).toEqual(['pi_C']);
      expect(ids((await provider.listPayments(SHOP, filterOf({ search: '45.00' }))).payments)).toEqual(['pi_E']);
      expect(ids((await provider.listPayments(SHOP, filterOf({ search: '0002' }))).payments)).toEqual(['pi_C']);
      expect(ids((await provider.listPayments(SHOP, filterOf({ status: 'succeeded', search: 'lawn' }))).payments)).toEqual(['pi_A']);
      expect(fake.requests.every((request) => request.query.get('limit') === '100' && request.headers['stripe-account'] === SHOP)).toBe(true);
    });

    it('scans pages of 100 until a filtered page is full, and the cursor continues the scan where it stopped', async () => {
      const first = await provider.listPayments(BUSY, filterOf({ search: 'LAWN', limit: 2 }));
      expect(ids(first.payments)).toEqual([busyId(5), busyId(150)]);
      expect(first).toMatchObject({ hasMore: true, nextCursor: busyId(150) });
      expect(fake.requests.map((request) => request.query.get('starting_after'))).toEqual([null, busyId(99)]);
      expect(fake.requests.every((request) => request.query.get('limit') === '100' && request.query.get('expand[0]') === 'data.latest_charge.balance_transaction')).toBe(true);

      fake.requests.length = 0;
      const second = await provider.listPayments(BUSY, filterOf({ search: 'LAWN', limit: 2, startingAfter: first.nextCursor }));
      expect(ids(second.payments)).toEqual([busyId(180), busyId(240)]);
      expect(second).toMatchObject({ hasMore: true, nextCursor: busyId(240) });
      expect(fake.requests).toHaveLength(1);

      const last = await provider.listPayments(BUSY, filterOf({ search: 'LAWN', limit: 2, startingAfter: second.nextCursor }));
      expect(last).toEqual({ payments: [], hasMore: false, nextCursor: null });
    });

    it('stops a scan after 10 Stripe pages and hands back a cursor at the last payment scanned', async () => {
      const first = await provider.listPayments(BUSY, filterOf({ status: 'refunded', limit: 5 }));
      expect(ids(first.payments)).toEqual([busyId(7), busyId(130)]);
      expect(first).toMatchObject({ hasMore: true, nextCursor: busyId(999) });
      expect(fake.requests).toHaveLength(10);

      fake.requests.length = 0;
      const rest = await provider.listPayments(BUSY, filterOf({ status: 'refunded', limit: 5, startingAfter: busyId(999) }));
      expect(rest).toEqual({ payments: [], hasMore: false, nextCursor: null });
      expect(fake.requests.map((request) => request.query.get('starting_after'))).toEqual([busyId(999), busyId(1099)]);
    });

    it('answers 400 "invalid cursor" for a starting_after the account does not have, filtered or not', async () => {
      for (const filter of [filterOf({ startingAfter: 'pi_busy0001' }), filterOf({ startingAfter: 'pi_Unknown', search: 'lawn' })]) {
        const refused = provider.listPayments(SHOP, filter);
        await expect(refused).rejects.toBeInstanceOf(BadRequestException);
        await expect(refused).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.invalidCursor });
      }
      expect(fake.requests.map((request) => request.query.get('starting_after'))).toEqual(['pi_busy0001', 'pi_Unknown']);
    });

    it("answers 502 with Stripe's reason when Stripe refuses the list", async () => {
      const failure = provider.listPayments('acct_Other', filterOf());
      await expect(failure).rejects.toBeInstanceOf(ProviderFailureException);
      await expect(failure).rejects.toMatchObject({
        status: 502,
        message: 'The payment provider could not list the payments: The provided key does not have access to account',
      });
    });
  });

  it('retrieves one payment as the list shows it, and null for one the account does not have', async () => {
    expect(await provider.retrievePayment(SHOP, 'pi_A')).toMatchObject({ id: 'ch_A', feeCents: 395, netCents: 7105, status: 'succeeded' });
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.path}`).toBe('GET /v1/payment_intents/pi_A');
    expect(request?.headers['stripe-account']).toBe(SHOP);
    expect(request?.query.getAll('expand[0]')).toEqual(['latest_charge.balance_transaction']);
    expect(await provider.retrievePayment(SHOP, 'pi_Missing')).toBeNull();
  });

  describe('createRefund', () => {
    const refund = (overrides: Partial<CreateRefundInput> = {}): CreateRefundInput => ({
      accountId: SHOP,
      paymentIntentId: 'pi_A',
      amountCents: 2500,
      idempotencyKey: 'refund-row-1',
      metadata: { payment_refund_id: 'refund-row-1', organization_id: 'org-1' },
      ...overrides,
    });

    it('refunds on the connected account with the application fee and an idempotency key, then reads the refunded total', async () => {
      expect(await provider.createRefund(refund())).toEqual({
        id: 're_1',
        status: 'succeeded',
        amountCents: 2500,
        paymentAmountRefundedCents: 5000,
        applicationFeeRefundedCents: 25,
      });
      const [create, read] = fake.requests;
      expect(`${create?.method} ${create?.path}`).toBe('POST /v1/refunds');
      expect(create?.headers['stripe-account']).toBe(SHOP);
      expect(create?.headers['idempotency-key']).toBe('refund-row-1');
      expect(Object.fromEntries(create?.form ?? [])).toEqual({
        payment_intent: 'pi_A',
        amount: '2500',
        refund_application_fee: 'true',
        'metadata[payment_refund_id]': 'refund-row-1',
        'metadata[organization_id]': 'org-1',
        'expand[0]': 'charge',
      });
      expect(`${read?.method} ${read?.path}`).toBe('GET /v1/payment_intents/pi_A');
      expect(read?.headers['stripe-account']).toBe(SHOP);
      expect(read?.query.get('expand[0]')).toBe('latest_charge.balance_transaction');
    });

    it('gives back exactly the rest of the application fee over several partial refunds, and answers a replayed key with the same refund', async () => {
      const first = await provider.createRefund(refund({ amountCents: 2500, idempotencyKey: 'k1' }));
      const replay = await provider.createRefund(refund({ amountCents: 2500, idempotencyKey: 'k1' }));
      expect(replay).toMatchObject({ id: first.id, amountCents: 2500, paymentAmountRefundedCents: 5000 });
      const second = await provider.createRefund(refund({ amountCents: 3333, idempotencyKey: 'k2' }));
      const third = await provider.createRefund(refund({ amountCents: 1667, idempotencyKey: 'k3' }));
      expect([first, second, third].map((made) => made.applicationFeeRefundedCents)).toEqual([25, 33, 17]);
      // With the share of the quarter refunded before, the platform's whole 100 went back.
      expect(applicationFeeRefunded(100, 10_000, 2500) + 25 + 33 + 17).toBe(100);
      expect(third.paymentAmountRefundedCents).toBe(10_000);

      const payment = await provider.retrievePayment(SHOP, 'pi_A');
      expect(payment).toMatchObject({ amountRefundedCents: 10_000, feeCents: 320, netCents: -320, status: 'refunded' });
      expect(refundable(payment)).toBe(false);
    });

    it("counts each refund's share of the application fee on the running total of its own answer, though another refund lands before the re-read", async () => {
      // 2,500 of 10,000 refunded before: 25 of the 100 fee. 2,550 more make 5,050 (51 of the fee): 26 for this refund.
      racingRefundAfter.set('k-raced', 50);
      const raced = await provider.createRefund(refund({ amountCents: 2550, idempotencyKey: 'k-raced' }));
      // The payment read afterwards counts the racing 50 too (5,100); "5,100 − 2,550" would have given 51 − 26 = 25.
      expect(raced).toMatchObject({ amountCents: 2550, paymentAmountRefundedCents: 5100, applicationFeeRefundedCents: 26 });
    });

    it('refuses more than what is left (amount_too_large, Stripe\'s sentence alone, charge_already_refunded) with 400 and the clear message', async () => {
      const tooMuch = provider.createRefund(refund({ amountCents: 7501 }));
      await expect(tooMuch).rejects.toBeInstanceOf(BadRequestException);
      await expect(tooMuch).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });

      const aboveCharge = provider.createRefund(refund({ amountCents: 10_001 }));
      await expect(aboveCharge).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });

      const again = provider.createRefund(refund({ paymentIntentId: 'pi_B', amountCents: 1 }));
      await expect(again).rejects.toBeInstanceOf(BadRequestException);
      await expect(again).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });
    });

    it('answers 404 for a payment the account does not have', async () => {
      const missing = provider.createRefund(refund({ paymentIntentId: 'pi_Missing' }));
      await expect(missing).rejects.toBeInstanceOf(NotFoundException);
      await expect(missing).rejects.toMatchObject({ status: 404, message: PAYMENT_ACTIVITY_MESSAGES.paymentNotFound });
      const elsewhere = provider.createRefund(refund({ accountId: 'acct_Other' }));
      await expect(elsewhere).rejects.toBeInstanceOf(NotFoundException);
    });

    it('answers 400 "cannot be refunded" for a disputed payment and one that never succeeded', async () => {
      for (const paymentIntentId of ['pi_D', 'pi_C']) {
        const refused = provider.createRefund(refund({ paymentIntentId, amountCents: 100 }));
        await expect(refused).rejects.toBeInstanceOf(BadRequestException);
        await expect(refused).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.notRefundable });
      }
    });

    it('answers 400 "Refund failed" for any other refusal of the request: it is final, so the refund is given up', async () => {
      for (const input of [refund({ amountCents: 0 }), refund({ idempotencyKey: 'key-forbidden' })]) {
        const refused = provider.createRefund(input);
        await expect(refused).rejects.toBeInstanceOf(BadRequestException);
        await expect(refused).rejects.toMatchObject({ status: 400, message: PAYMENT_MESSAGES.refundFailed });
      }
    });

    it('answers 502 when Stripe did not say whether it refunded (409 same key in flight, 429, 5xx), so the refund stays pending for a retry', async () => {
      for (const [idempotencyKey, reason] of [
        ['key-in-flight', 'There is currently another in-progress request using this Idempotent Key.'],
        ['key-rate-limited', 'Too many requests hit the API too quickly.'],
        ['key-outage', 'An unknown error occurred.'],
      ] as const) {
        const unanswered = provider.createRefund(refund({ idempotencyKey }));
        await expect(unanswered).rejects.toBeInstanceOf(ProviderFailureException);
        await expect(unanswered).rejects.toMatchObject({ status: 502, message: `The payment provider could not refund the payment: ${reason}` });
      }
    });
  });

  it("reads the connected account's balance per currency, upper case, USD first", async () => {
    expect(await provider.retrieveBalance(SHOP)).toEqual({
      available: [
        { amount: 98_765, currency: 'USD' },
        { amount: 1234, currency: 'EUR' },
      ],
      pending: [
        { amount: 0, currency: 'USD' },
        { amount: 500, currency: 'CAD' },
      ],
    });
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.path}`).toBe('GET /v1/balance');
    expect(request?.headers['stripe-account']).toBe(SHOP);
  });

  it("sums the net of sales, refunds and adjustments per month of the organization's time zone, over every page", async () => {
    const months = await provider.earnings(SHOP, {
      since: new Date('2025-01-01T05:00:00Z'),
      now: new Date('2025-03-20T00:00:00Z'),
      timeZone: 'America/New_York',
      currency: 'USD',
    });
    expect(months).toEqual([
      { period: '2025-01', netCents: 150 * 1000, count: 150 },
      // 23:30 on 28 February in New York; the refund less the application fee given back; no payout, no euros.
      { period: '2025-02', netCents: 9580 - 2500 + 25, count: 1 },
      // 00:30 on 1 March in New York, less a dispute's withdrawal; no transfer.
      { period: '2025-03', netCents: 4700 - 1500, count: 1 },
    ]);

    expect(fake.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /v1/balance_transactions', 'GET /v1/balance_transactions']);
    const [first, second] = fake.requests;
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      'created[gte]': String(seconds('2025-01-01T05:00:00Z')),
      'created[lte]': String(seconds('2025-03-20T00:00:00Z')),
      limit: '100',
    });
    expect(second?.query.get('starting_after')).toBe('txn_jan091');
    expect([first, second].map((request) => request?.headers['stripe-account'])).toEqual([SHOP, SHOP]);
  });

  it('makes an Express dashboard login link for the connected account from the platform', async () => {
    expect(await provider.createDashboardLink(SHOP)).toEqual({ url: `https://connect.stripe.com/express/${SHOP}/Lk1` });
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.path}`).toBe(`POST /v1/accounts/${SHOP}/login_links`);
    expect(request?.headers['stripe-account']).toBeUndefined();
  });
});
