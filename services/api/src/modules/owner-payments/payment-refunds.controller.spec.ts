import { API_ERRORS, PAYMENT_ACTIVITY_API_ERRORS, PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES, type RefundResponse } from '@fsp/contracts';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { JobHandlerRegistry } from '../../common/jobs/job-handler-registry.js';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { customerWithCard, payingOrganization, seedDueInvoice, type CustomerWithCard } from '../invoices/autopay/testing/autopay-fixture.js';
import { seedInvoicingOrganization, seedMember } from '../invoices/testing/seed-visits.js';
import { PaymentsProvider } from '../payments/payments-provider.js';
import { sandboxCardFee } from '../payments/sandbox/sandbox-card-pricing.js';
import { PendingRefundsJob } from './pending-refunds.job.js';
import { allPayments, clockOf, makePayment, paymentsOrganization, TEST_CARDS, type PaymentsOrganization } from './testing/owner-payments-fixture.js';

/** The platform keeps 10% of each charge, and gives back its part of each refund. */
const PLATFORM_FEE_BPS = 1_000;
const platformFee = (amount: number) => Math.floor((amount * PLATFORM_FEE_BPS) / 10_000);
const REFUND_PATH = '/api/owner/stripe/refund';

interface LedgerRow {
  id: string;
  invoice_id: string | null;
  amount_cents: number;
  amount_refunded_cents: number;
  refund_reserved_cents: number;
  status: string;
}

interface RefundRow {
  id: string;
  status: string;
  amount_cents: number;
  provider_refund_id: string | null;
  application_fee_refunded_cents: number;
  failure_reason: string | null;
  requested_by: string | null;
}

describe.each(testDatabases())('POST /api/owner/stripe/refund on %s (sandbox provider)', (database) => {
  let t: TestApi;
  let org: PaymentsOrganization;
  let payer: CustomerWithCard;
  let clock: ReturnType<typeof clockOf>;

  beforeAll(async () => {
    const base = apiConfigFromEnv({});
    t = await startTestApi(database, {
      config: { payments: { ...base.payments, platformFeeBps: PLATFORM_FEE_BPS }, publicRateLimit: { limit: 10_000, windowMs: 60_000 } },
    });
    org = await paymentsOrganization(t);
    payer = await customerWithCard(t, org.organizationId, TEST_CARDS.succeeds);
    clock = clockOf(t);
  }, 60_000);

  afterEach(() => clock.set(null));

  afterAll(async () => {
    await t?.close();
  });

  const refund = (body: unknown, options: { token?: string; key?: string } = {}) =>
    t.request<RefundResponse>('POST', REFUND_PATH, {
      token: options.token ?? org.ownerToken,
      body,
      headers: options.key === undefined ? {} : { 'idempotency-key': options.key },
    });

  /** An invoice charged by card through the owner's "Charge card": the ledger's payment and the invoice it paid. */
  async function paidInvoice(totalCents: number): Promise<{ invoiceId: string; paymentIntentId: string }> {
    const invoiceId = await seedDueInvoice(t, org.organizationId, payer.customerId, { dueDate: '2031-06-01', totalCents });
    const charged = await t.request<{ invoice: { status: string } }>('POST', `/api/owner/invoices/${invoiceId}/charge`, { token: org.ownerToken });
    expect(charged.body.invoice.status).toBe('paid');
    const [payment] = (await t.dataSource.query(`SELECT payment_intent_id FROM payments WHERE invoice_id = $1`, [invoiceId])) as Array<{ payment_intent_id: string }>;
    if (!payment) throw new Error('The charge recorded no payment');
    return { invoiceId, paymentIntentId: payment.payment_intent_id };
  }

  const ledger = async (paymentIntentId: string): Promise<LedgerRow | undefined> =>
    ((await t.dataSource.query(
      `SELECT id, invoice_id, amount_cents, amount_refunded_cents, refund_reserved_cents, status FROM payments WHERE payment_intent_id = $1`,
      [paymentIntentId],
    )) as LedgerRow[])[0];
  const invoice = async (invoiceId: string) =>
    ((await t.dataSource.query(`SELECT status, amount_refunded_cents FROM invoices WHERE id = $1`, [invoiceId])) as Array<{ status: string; amount_refunded_cents: number }>)[0];
  const refundsOf = async (paymentIntentId: string): Promise<RefundRow[]> =>
    (await t.dataSource.query(
      `SELECT id, status, amount_cents, provider_refund_id, application_fee_refunded_cents, failure_reason, requested_by
         FROM payment_refunds WHERE payment_intent_id = $1 ORDER BY created_at, id`,
      [paymentIntentId],
    )) as RefundRow[];
  const sandboxRefundsOf = async (paymentIntentId: string) =>
    (await t.dataSource.query(`SELECT id, amount, idempotency_key FROM sandbox_refunds WHERE payment_intent_id = $1 ORDER BY created_at, id`, [
      paymentIntentId,
    ])) as Array<{ id: string; amount: number; idempotency_key: string }>;

  describe('partial and full refunds', () => {
    it('refunds part of a payment, then the rest: the payment becomes refunded and its invoice shows the refunded amount', async () => {
      const { invoiceId, paymentIntentId } = await paidInvoice(12_550);
      const fee = platformFee(12_550);
      const partFee = Math.round((fee * 2_000) / 12_550);

      const partial = await refund({ payment_intent: paymentIntentId, amount_minor: 2_000 });
      expect(partial.status).toBe(200);
      expect(partial.body).toMatchObject({
        ok: true,
        refund_id: expect.stringMatching(/^re_/),
        payment: {
          payment_intent_id: paymentIntentId,
          amount: 12_550,
          amount_refunded: 2_000,
          fee_minor: sandboxCardFee(12_550) + fee - partFee,
          net_minor: 12_550 - 2_000 - (sandboxCardFee(12_550) + fee - partFee),
          status: 'succeeded',
          refundable: true,
        },
      });
      expect(await ledger(paymentIntentId)).toMatchObject({ invoice_id: invoiceId, amount_refunded_cents: 2_000, refund_reserved_cents: 0, status: 'succeeded' });
      expect(await invoice(invoiceId)).toEqual({ status: 'paid', amount_refunded_cents: 2_000 });
      expect(await refundsOf(paymentIntentId)).toEqual([
        {
          id: expect.any(String),
          status: 'succeeded',
          amount_cents: 2_000,
          provider_refund_id: partial.body.refund_id,
          application_fee_refunded_cents: partFee,
          failure_reason: null,
          requested_by: await t.userIdOf(org.ownerEmail),
        },
      ]);

      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 10_551 })).toMatchObject({
        status: 400,
        body: { error: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge },
      });
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 2_000, refund_reserved_cents: 0 });

      const rest = await refund({ payment_intent: paymentIntentId, amount_minor: 10_550 });
      expect(rest.status).toBe(200);
      expect(rest.body.payment).toMatchObject({ amount_refunded: 12_550, status: 'refunded', refundable: false, fee_minor: sandboxCardFee(12_550) });
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 12_550, refund_reserved_cents: 0, status: 'refunded' });
      expect(await invoice(invoiceId)).toEqual({ status: 'refunded', amount_refunded_cents: 12_550 });
      expect((await refundsOf(paymentIntentId)).map((row) => row.application_fee_refunded_cents).reduce((a, b) => a + b)).toBe(fee);

      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 1 })).toMatchObject({ status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.notRefundable } });
      const listed = (await allPayments(t, org.ownerToken, { status: 'refunded' })).find((item) => item.payment_intent_id === paymentIntentId);
      expect(listed).toMatchObject({ amount_refunded: 12_550, refundable: false });
    });

    it('refunds a whole payment at once', async () => {
      const { invoiceId, paymentIntentId } = await paidInvoice(4_000);
      const response = await refund({ payment_intent: paymentIntentId, amount_minor: 4_000 });
      expect(response.body.payment).toMatchObject({ amount_refunded: 4_000, status: 'refunded', refundable: false });
      expect(await invoice(invoiceId)).toEqual({ status: 'refunded', amount_refunded_cents: 4_000 });
    });

    it("refunds a payment of the organization's account that the ledger did not have yet, recording it first", async () => {
      const paymentIntentId = await makePayment(t, org, { card: 'mastercard', amountCents: 3_000, description: 'Paid elsewhere' });
      expect(await ledger(paymentIntentId)).toBeUndefined();
      const response = await refund({ payment_intent: paymentIntentId, amount_minor: 1_000 });
      expect(response.body.payment).toMatchObject({ amount_refunded: 1_000, status: 'succeeded', refundable: true });
      expect(await ledger(paymentIntentId)).toMatchObject({ invoice_id: null, amount_cents: 3_000, amount_refunded_cents: 1_000, refund_reserved_cents: 0 });
    });

    it("records such a payment, partly refunded at the provider already, with the ledger's net: the amount less fees, before refunds", async () => {
      const paymentIntentId = await makePayment(t, org, { card: 'mastercard', amountCents: 3_000, description: 'Paid and partly refunded elsewhere' });
      await t.api.app.get(PaymentsProvider).createRefund({
        accountId: org.accountId,
        paymentIntentId,
        amountCents: 500,
        idempotencyKey: `elsewhere-${paymentIntentId}`,
        metadata: {},
      });
      expect((await refund({ payment_intent: paymentIntentId, amount_minor: 1_000 })).status).toBe(200);
      const [row] = (await t.dataSource.query(`SELECT amount_cents, amount_refunded_cents, fee_cents, net_cents FROM payments WHERE payment_intent_id = $1`, [
        paymentIntentId,
      ])) as Array<Record<string, number>>;
      expect(row).toEqual({ amount_cents: 3_000, amount_refunded_cents: 1_500, fee_cents: sandboxCardFee(3_000), net_cents: 3_000 - sandboxCardFee(3_000) });
    });

    it('refuses payments that took no money, unknown ones and bad amounts with a clear 4xx, refunding nothing', async () => {
      const declined = await makePayment(t, org, { card: 'chargeDeclined', amountCents: 3_000 });
      expect(await refund({ payment_intent: declined, amount_minor: 1_000 })).toMatchObject({ status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.notRefundable } });
      expect(await refundsOf(declined)).toEqual([]);
      expect(await refund({ payment_intent: 'pi_unknown', amount_minor: 1_000 })).toMatchObject({
        status: 404,
        body: { error: PAYMENT_ACTIVITY_MESSAGES.paymentNotFound },
      });

      const { paymentIntentId } = await paidInvoice(2_500);
      for (const amount of [0, -1, 1.5, '100', null, 100_000_000]) {
        expect(await refund({ payment_intent: paymentIntentId, amount_minor: amount })).toMatchObject({
          status: 400,
          body: { error: PAYMENT_MESSAGES.invalidRefundAmount },
        });
      }
      for (const id of ['', 'pi-with-dash', 'x'.repeat(256), 12]) {
        expect(await refund({ payment_intent: id, amount_minor: 100 })).toMatchObject({ status: 400, body: { error: PAYMENT_ACTIVITY_API_ERRORS.invalidPaymentIntent } });
      }
      expect((await refund({ payment_intent: paymentIntentId, amount_minor: 100, extra: true })).status).toBe(400);
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 0, refund_reserved_cents: 0 });
      expect(await sandboxRefundsOf(paymentIntentId)).toEqual([]);
    });
  });

  describe('exactly once, never more than paid', () => {
    it('lets two refunds of the same payment at once take no more than was paid', async () => {
      const { invoiceId, paymentIntentId } = await paidInvoice(5_000);
      const answers = await Promise.all(Array.from({ length: 4 }, () => refund({ payment_intent: paymentIntentId, amount_minor: 2_000 })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
        expect([400, 409]).toContain(answer.status);
        expect([PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge, PAYMENT_ACTIVITY_MESSAGES.refundInProgress]).toContain((answer.body as unknown as { error: string }).error);
      }
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 4_000, refund_reserved_cents: 0, status: 'succeeded' });
      expect((await sandboxRefundsOf(paymentIntentId)).map((row) => Number(row.amount))).toEqual([2_000, 2_000]);

      const last = await Promise.all([1_000, 1_000].map((amount) => refund({ payment_intent: paymentIntentId, amount_minor: amount })));
      expect(last.map((answer) => answer.status).sort()).toEqual([200, expect.any(Number)]);
      expect(last.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 5_000, refund_reserved_cents: 0, status: 'refunded' });
      expect(await invoice(invoiceId)).toEqual({ status: 'refunded', amount_refunded_cents: 5_000 });
      expect(await sandboxRefundsOf(paymentIntentId)).toHaveLength(3);
    });

    it('refunds once for a request retried with the same Idempotency-Key, one after the other or at once', async () => {
      const { paymentIntentId } = await paidInvoice(6_000);
      const key = `refund-dialog-${randomUUID()}`;
      const first = await refund({ payment_intent: paymentIntentId, amount_minor: 1_500 }, { key });
      expect(first.status).toBe(200);
      const again = await refund({ payment_intent: paymentIntentId, amount_minor: 1_500 }, { key });
      expect(again).toMatchObject({ status: 200, body: { refund_id: first.body.refund_id, payment: { amount_refunded: 1_500 } } });

      const concurrentKey = `refund-dialog-${randomUUID()}`;
      const concurrent = await Promise.all([1, 2, 3].map(() => refund({ payment_intent: paymentIntentId, amount_minor: 2_000 }, { key: concurrentKey })));
      expect(concurrent.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(new Set(concurrent.map((answer) => answer.body.refund_id)).size).toBe(1);

      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 3_500, refund_reserved_cents: 0 });
      expect((await sandboxRefundsOf(paymentIntentId)).map((row) => Number(row.amount))).toEqual([1_500, 2_000]);
      expect(await refundsOf(paymentIntentId)).toHaveLength(2);

      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 1_000 }, { key })).toMatchObject({
        status: 409,
        body: { error: PAYMENT_ACTIVITY_API_ERRORS.idempotencyKeyReused },
      });
      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 100 }, { key: 'k'.repeat(256) })).toMatchObject({
        status: 400,
        body: { error: PAYMENT_ACTIVITY_API_ERRORS.invalidIdempotencyKey },
      });
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 3_500 });
    });
  });

  describe('refunds left pending', () => {
    const T0 = new Date('2031-06-10T12:00:00Z');
    const minutesAfter = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

    /** What a process that stopped right after reserving leaves behind: a pending refund holding its amount. */
    async function leftPending(paymentIntentId: string, amount: number, createdAt: Date): Promise<string> {
      const payment = (await ledger(paymentIntentId)) as LedgerRow;
      const [row] = (await t.dataSource.query(
        `INSERT INTO payment_refunds (organization_id, payment_id, payment_intent_id, idempotency_key, amount_cents, status, created_at)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6) RETURNING id`,
        [org.organizationId, payment.id, paymentIntentId, randomUUID(), amount, createdAt],
      )) as Array<{ id: string }>;
      await t.dataSource.query(`UPDATE payments SET refund_reserved_cents = refund_reserved_cents + $2 WHERE id = $1`, [payment.id, amount]);
      return row?.id ?? '';
    }
    const runJob = () => t.api.app.get(PendingRefundsJob).run();

    it('is a job every 5 minutes', () => {
      expect(t.api.app.get(JobHandlerRegistry).get('owner-payments-pending-refunds')).toMatchObject({ cron: '*/5 * * * *' });
    });

    it('holds its amount meanwhile, and is asked again with the same key once it is a few minutes old', async () => {
      const { invoiceId, paymentIntentId } = await paidInvoice(3_000);
      const refundId = await leftPending(paymentIntentId, 2_000, T0);

      clock.set(minutesAfter(1));
      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 1_500 })).toMatchObject({
        status: 409,
        body: { error: PAYMENT_ACTIVITY_MESSAGES.refundInProgress },
      });
      await runJob();
      expect((await refundsOf(paymentIntentId))[0]).toMatchObject({ status: 'pending' });
      expect(await sandboxRefundsOf(paymentIntentId)).toEqual([]);

      clock.set(minutesAfter(6));
      await runJob();
      const [settled] = await refundsOf(paymentIntentId);
      expect(settled).toMatchObject({ id: refundId, status: 'succeeded', provider_refund_id: expect.stringMatching(/^re_/) });
      expect(await sandboxRefundsOf(paymentIntentId)).toEqual([{ id: settled?.provider_refund_id, amount: 2_000, idempotency_key: refundId }]);
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 2_000, refund_reserved_cents: 0 });
      expect(await invoice(invoiceId)).toEqual({ status: 'paid', amount_refunded_cents: 2_000 });

      await runJob();
      expect(await sandboxRefundsOf(paymentIntentId)).toHaveLength(1);
      expect((await refund({ payment_intent: paymentIntentId, amount_minor: 1_000 })).body.payment).toMatchObject({ amount_refunded: 3_000, status: 'refunded' });
    });

    it('records the refund the provider had already made before the process stopped, without a second one', async () => {
      const { paymentIntentId } = await paidInvoice(3_000);
      const refundId = await leftPending(paymentIntentId, 1_200, T0);
      const made = await t.api.app.get(PaymentsProvider).createRefund({
        accountId: org.accountId,
        paymentIntentId,
        amountCents: 1_200,
        idempotencyKey: refundId,
        metadata: {},
      });
      clock.set(minutesAfter(10));
      await runJob();
      expect((await refundsOf(paymentIntentId))[0]).toMatchObject({ status: 'succeeded', provider_refund_id: made.id });
      expect(await sandboxRefundsOf(paymentIntentId)).toHaveLength(1);
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 1_200, refund_reserved_cents: 0 });
    });

    it('completes a pending refund when the screen retries with its Idempotency-Key', async () => {
      const { paymentIntentId } = await paidInvoice(3_000);
      const key = `refund-dialog-${randomUUID()}`;
      const [row] = (await t.dataSource.query(
        `INSERT INTO payment_refunds (organization_id, payment_id, payment_intent_id, idempotency_key, amount_cents, status, created_at)
         VALUES ($1, $2, $3, $4, 900, 'pending', now()) RETURNING id`,
        [org.organizationId, ((await ledger(paymentIntentId)) as LedgerRow).id, paymentIntentId, key],
      )) as Array<{ id: string }>;
      await t.dataSource.query(`UPDATE payments SET refund_reserved_cents = 900 WHERE payment_intent_id = $1`, [paymentIntentId]);
      const retried = await refund({ payment_intent: paymentIntentId, amount_minor: 900 }, { key });
      expect(retried).toMatchObject({ status: 200, body: { payment: { amount_refunded: 900 } } });
      expect(await sandboxRefundsOf(paymentIntentId)).toEqual([{ id: retried.body.refund_id, amount: 900, idempotency_key: row?.id }]);
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 900, refund_reserved_cents: 0 });
    });

    it('gives up a refund still unconfirmed after 24 hours and releases its amount', async () => {
      const { paymentIntentId } = await paidInvoice(3_000);
      await leftPending(paymentIntentId, 3_000, T0);
      clock.set(minutesAfter(24 * 60 + 1));
      await runJob();
      expect((await refundsOf(paymentIntentId))[0]).toMatchObject({ status: 'failed', failure_reason: expect.any(String) });
      expect(await sandboxRefundsOf(paymentIntentId)).toEqual([]);
      expect(await ledger(paymentIntentId)).toMatchObject({ amount_refunded_cents: 0, refund_reserved_cents: 0, status: 'succeeded' });
      expect((await refund({ payment_intent: paymentIntentId, amount_minor: 3_000 })).status).toBe(200);
    });
  });

  describe('who may refund what', () => {
    it('lets managers refund, and refuses crew members and admins with 403', async () => {
      const { paymentIntentId } = await paidInvoice(2_000);
      const managerEmail = await seedMember(t.dataSource, org, 'manager');
      const manager = await t.tokenFor(managerEmail);
      const crew = await t.tokenFor(await seedMember(t.dataSource, org, 'crew_member'));
      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 100 }, { token: crew })).toMatchObject({
        status: 403,
        body: { error: API_ERRORS.forbidden },
      });
      expect((await refund({ payment_intent: paymentIntentId, amount_minor: 100 }, { token: await t.tokenFor('admin@demo.test') })).status).toBe(403);
      expect(await refund({ payment_intent: paymentIntentId, amount_minor: 100 }, { token: manager })).toMatchObject({
        status: 200,
        body: { payment: { amount_refunded: 100 } },
      });
      expect((await refundsOf(paymentIntentId)).map((row) => row.requested_by)).toEqual([await t.userIdOf(managerEmail)]);
    });

    it("answers 404 for another organization's payment and changes nothing there", async () => {
      const other = await paymentsOrganization(t);
      const foreign = await makePayment(t, other, { card: 'succeeds', amountCents: 5_000 });
      expect(await refund({ payment_intent: foreign, amount_minor: 1_000 })).toMatchObject({ status: 404, body: { error: PAYMENT_ACTIVITY_MESSAGES.paymentNotFound } });
      expect(await ledger(foreign)).toBeUndefined();
      expect(await sandboxRefundsOf(foreign)).toEqual([]);
      expect((await allPayments(t, other.ownerToken))[0]).toMatchObject({ payment_intent_id: foreign, amount_refunded: 0, refundable: true });
    });

    it('answers 409 before the organization has a payment account', async () => {
      const fresh = await payingOrganization(t, { onboarded: false });
      expect(await refund({ payment_intent: 'pi_anything', amount_minor: 100 }, { token: fresh.ownerToken })).toMatchObject({
        status: 409,
        body: { error: PAYMENT_MESSAGES.noPaymentAccount },
      });
    });
  });
});

/** A port nothing listens on: every request to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

describe.each(testDatabases())('the owner payment calls on %s when Stripe does not answer', (database) => {
  let t: TestApi;
  let ownerToken: string;
  let organizationId: string;
  let clock: ReturnType<typeof clockOf>;
  const PAYMENT_INTENT = 'pi_unanswered1';

  beforeAll(async () => {
    const base = apiConfigFromEnv({});
    t = await startTestApi(database, {
      config: {
        payments: {
          ...base.payments,
          stripeSecretKey: 'sk_test_unreachable',
          stripePublishableKey: 'pk_test_unreachable',
          stripeApi: { host: '127.0.0.1', port: await closedPort(), protocol: 'http' },
          timeoutMs: 1_000,
        },
      },
    });
    clock = clockOf(t);
    const fixture = await seedInvoicingOrganization(t.dataSource);
    organizationId = fixture.organizationId;
    ownerToken = await t.tokenFor(fixture.ownerEmail);
    await t.dataSource.query(`UPDATE organizations SET stripe_account_id = 'acct_unanswered', stripe_onboarding_completed = true WHERE id = $1`, [organizationId]);
    await t.dataSource.query(
      `INSERT INTO payments (organization_id, method, provider, payment_intent_id, charge_id, amount_cents, currency, status)
       VALUES ($1, 'card', 'stripe', $2, 'ch_unanswered1', 5000, 'USD', 'succeeded')`,
      [organizationId, PAYMENT_INTENT],
    );
  }, 60_000);

  afterEach(() => clock.set(null));

  afterAll(async () => {
    await t?.close();
  });

  const reserved = async () =>
    ((await t.dataSource.query(`SELECT amount_refunded_cents, refund_reserved_cents FROM payments WHERE payment_intent_id = $1`, [PAYMENT_INTENT])) as Array<{
      amount_refunded_cents: number;
      refund_reserved_cents: number;
    }>)[0];
  const refundStates = async () =>
    ((await t.dataSource.query(`SELECT status FROM payment_refunds WHERE payment_intent_id = $1 ORDER BY created_at`, [PAYMENT_INTENT])) as Array<{ status: string }>).map(
      (row) => row.status,
    );

  it('answers 502 with an error for the list, the CSV export (before any file starts), the balance, earnings and the dashboard link', async () => {
    for (const path of ['/api/owner/stripe/payments', '/api/owner/stripe/payments?format=csv', '/api/owner/stripe/balance', '/api/owner/stripe/earnings']) {
      const response = await t.request<{ error: string }>('GET', path, { token: ownerToken });
      expect([path, response.status, response.headers['content-type']]).toEqual([path, 502, expect.stringContaining('application/json')]);
      expect(response.body.error).toEqual(expect.any(String));
    }
    expect((await t.request('POST', '/api/owner/stripe/dashboard-link', { token: ownerToken })).status).toBe(502);
  });

  it('keeps a refund without an answer pending, its amount held, and gives it up after 24 hours', async () => {
    const T0 = new Date('2031-07-01T09:00:00Z');
    clock.set(T0);
    const response = await t.request('POST', REFUND_PATH, { token: ownerToken, body: { payment_intent: PAYMENT_INTENT, amount_minor: 2_000 } });
    expect(response).toMatchObject({ status: 502, body: { error: PAYMENT_MESSAGES.refundFailed } });
    expect(await refundStates()).toEqual(['pending']);
    expect(await reserved()).toEqual({ amount_refunded_cents: 0, refund_reserved_cents: 2_000 });
    expect(await t.request('POST', REFUND_PATH, { token: ownerToken, body: { payment_intent: PAYMENT_INTENT, amount_minor: 3_500 } })).toMatchObject({
      status: 409,
      body: { error: PAYMENT_ACTIVITY_MESSAGES.refundInProgress },
    });

    clock.set(new Date(T0.getTime() + 10 * 60_000));
    await t.api.app.get(PendingRefundsJob).run();
    expect(await refundStates()).toEqual(['pending']);
    expect(await reserved()).toEqual({ amount_refunded_cents: 0, refund_reserved_cents: 2_000 });

    clock.set(new Date(T0.getTime() + 25 * 60 * 60_000));
    await t.api.app.get(PendingRefundsJob).run();
    expect(await refundStates()).toEqual(['failed']);
    expect(await reserved()).toEqual({ amount_refunded_cents: 0, refund_reserved_cents: 0 });
  });
});
