import { INVOICE_API_ERRORS, PAYMENT_FAILURE_REASONS, SANDBOX_TEST_CARDS, invoicePageUrl } from '@fsp/contracts';
import { apiConfigFromEnv } from '../../../config/api-config.js';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { PaymentsProvider } from '../../payments/payments-provider.js';
import { attemptIdempotencyKey, STALE_ATTEMPT_MINUTES } from './autopay-schedule.js';
import { DueInvoiceCharges } from './due-invoice-charges.js';
import { InvoiceCharger } from './invoice-charger.js';
import {
  attemptsOf,
  customerWithCard,
  invoiceState,
  outboxTo,
  payingOrganization,
  sandboxIntentsOf,
  seedDueInvoice,
} from './testing/autopay-fixture.js';

const APP = 'http://app.example.test';
const PLATFORM_FEE_BPS = 250;
const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

/** 09:00 in New York (the seeded organizations' time zone) on the invoices' due date. */
const DUE_DATE = '2031-03-03';
const DUE_MORNING = new Date('2031-03-03T14:00:00.000Z');
/** 23:30 on the day before in New York, though already the due date in UTC. */
const EVE_OF_DUE_DATE = new Date('2031-03-03T04:30:00.000Z');

describe.each(testDatabases())('automatic card payments on %s (sandbox provider)', (database) => {
  let t: TestApi;
  let jobs: DueInvoiceCharges;
  let charger: InvoiceCharger;

  beforeAll(async () => {
    const base = apiConfigFromEnv({});
    t = await startTestApi(database, {
      config: {
        appBaseUrl: APP,
        publicRateLimit: { limit: 10_000, windowMs: 60_000 },
        payments: { ...base.payments, platformFeeBps: PLATFORM_FEE_BPS },
      },
    });
    jobs = t.api.app.get(DueInvoiceCharges);
    charger = t.api.app.get(InvoiceCharger);
  });

  afterAll(async () => {
    await t?.close();
  });

  it("charges a due invoice once its due date has come in the organization's time zone, records the payment and e-mails a receipt", async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE, totalCents: 12_550 });

    await jobs.chargeDueInvoices(EVE_OF_DUE_DATE);
    expect(await attemptsOf(t, invoiceId)).toEqual([]);
    expect((await invoiceState(t, invoiceId)).status).toBe('open');

    await jobs.chargeDueInvoices(DUE_MORNING);
    const invoice = await invoiceState(t, invoiceId);
    expect(invoice).toMatchObject({ status: 'paid', paid_via: 'card', failure_reason: null, next_attempt_at: null, autopay_attempts: 1 });
    expect(invoice.paid_at?.toISOString()).toBe(DUE_MORNING.toISOString());

    const intents = await sandboxIntentsOf(t, invoiceId);
    expect(intents).toEqual([
      expect.objectContaining({ idempotency_key: attemptIdempotencyKey(invoiceId, 1), status: 'succeeded', application_fee_amount: 313 }),
    ]);
    const intent = intents[0] as (typeof intents)[number];
    expect(await attemptsOf(t, invoiceId)).toEqual([
      expect.objectContaining({ attempt_number: 1, source: 'autopay', status: 'succeeded', reason: null, payment_intent_id: intent.id }),
    ]);
    const payments = (await t.dataSource.query(`SELECT * FROM payments WHERE invoice_id = $1`, [invoiceId])) as Array<Record<string, unknown>>;
    expect(payments).toEqual([
      expect.objectContaining({
        organization_id: org.organizationId,
        customer_id: customer.customerId,
        method: 'card',
        provider: 'sandbox',
        payment_intent_id: intent.id,
        charge_id: expect.stringMatching(/^ch_sandbox_/),
        card_brand: 'visa',
        last4: '4242',
        customer_email: customer.email,
        description: `Gutter Cleaning (${DUE_DATE})`,
        amount_cents: 12_550,
        amount_refunded_cents: 0,
        fee_cents: intent.fee,
        net_cents: intent.net,
        currency: 'USD',
        status: 'succeeded',
      }),
    ]);
    expect(intent.fee).toBeGreaterThan(0);

    const messages = await outboxTo(t, customer.email);
    expect(messages).toEqual([expect.objectContaining({ channel: 'email', subject: expect.stringMatching(/^Receipt from Invoicing Co \d+$/) })]);
    expect(messages[0]?.body).toContain('$125.50');
    expect(messages[0]?.body).toContain(invoicePageUrl(APP, invoice.public_token));

    // Later runs leave a paid invoice alone.
    await jobs.chargeDueInvoices(at(DUE_MORNING, 10 * DAY_MS));
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(1);
    expect(await attemptsOf(t, invoiceId)).toHaveLength(1);
  });

  it('retries a declined card (0341) 3 and 6 days after the first failure, telling the customer each time, then tells the owner and keeps the invoice open', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.chargeDeclined, { sms: true });
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    const link = invoicePageUrl(APP, (await invoiceState(t, invoiceId)).public_token);

    await jobs.chargeDueInvoices(DUE_MORNING);
    expect(await invoiceState(t, invoiceId)).toMatchObject({
      status: 'payment_failed',
      failure_reason: PAYMENT_FAILURE_REASONS.cardDeclined,
      next_attempt_at: at(DUE_MORNING, 3 * DAY_MS),
      autopay_attempts: 1,
    });
    expect(await attemptsOf(t, invoiceId)).toEqual([
      expect.objectContaining({ attempt_number: 1, source: 'autopay', status: 'failed', reason: PAYMENT_FAILURE_REASONS.cardDeclined }),
    ]);
    const firstNotice = await outboxTo(t, customer.email);
    expect(firstNotice).toHaveLength(1);
    expect(firstNotice[0]?.subject).toContain('your payment did not go through');
    expect(firstNotice[0]?.body).toContain(PAYMENT_FAILURE_REASONS.cardDeclined);
    expect(firstNotice[0]?.body).toContain(link);
    expect(firstNotice[0]?.body).toContain('save a new card');
    const texts = await outboxTo(t, customer.phone);
    expect(texts).toEqual([expect.objectContaining({ channel: 'sms', body: expect.stringContaining(link) })]);

    // Not before the planned time.
    await jobs.chargeDueInvoices(at(DUE_MORNING, 3 * DAY_MS - MINUTE_MS));
    expect(await attemptsOf(t, invoiceId)).toHaveLength(1);

    await jobs.chargeDueInvoices(at(DUE_MORNING, 3 * DAY_MS));
    expect(await invoiceState(t, invoiceId)).toMatchObject({
      status: 'payment_failed',
      next_attempt_at: at(DUE_MORNING, 6 * DAY_MS),
      autopay_attempts: 2,
    });
    expect(await outboxTo(t, customer.email)).toHaveLength(2);

    await jobs.chargeDueInvoices(at(DUE_MORNING, 6 * DAY_MS + 2 * MINUTE_MS));
    expect(await invoiceState(t, invoiceId)).toMatchObject({
      status: 'open',
      failure_reason: PAYMENT_FAILURE_REASONS.cardDeclined,
      next_attempt_at: null,
      autopay_attempts: 3,
    });
    const attempts = await attemptsOf(t, invoiceId);
    expect(attempts.map((attempt) => [attempt.attempt_number, attempt.status])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'failed'],
    ]);
    expect((await sandboxIntentsOf(t, invoiceId)).map((intent) => intent.idempotency_key)).toEqual([1, 2, 3].map((n) => attemptIdempotencyKey(invoiceId, n)));
    expect(await outboxTo(t, customer.email)).toHaveLength(3);
    expect(await outboxTo(t, customer.phone)).toHaveLength(3);
    const ownerMail = await outboxTo(t, org.ownerEmail);
    expect(ownerMail).toHaveLength(1);
    expect(ownerMail[0]?.subject).toContain('Automatic payment failed');
    expect(ownerMail[0]?.body).toContain('failed 3 times');
    expect(ownerMail[0]?.body).toContain(link);

    // Three attempts in all.
    await jobs.chargeDueInvoices(at(DUE_MORNING, 30 * DAY_MS));
    expect(await attemptsOf(t, invoiceId)).toHaveLength(3);
  });

  it("honours the owner's billing alerts preference: off, neither the owner nor the business's address is told; back on, the owner is", async () => {
    const org = await payingOrganization(t);
    const businessEmail = `billing.desk.${org.organizationId.slice(0, 8)}@example.com`;
    await t.dataSource.query(`UPDATE organizations SET email = $2 WHERE id = $1`, [org.organizationId, businessEmail]);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.chargeDeclined);
    const setBillingAlerts = async (on: boolean) => {
      const saved = await t.request('PUT', '/api/users/update-me', { token: org.ownerToken, body: { notification_prefs: { billing_alerts: on } } });
      expect(saved).toMatchObject({ status: 200, body: { notification_prefs: { billing_alerts: on } } });
    };
    /** The first attempt on the due morning, then the retries 3 and 6 days later: automatic payment gives up. */
    const runUntilGivenUp = async (invoiceId: string, dueMorning: Date) => {
      for (const offset of [0, 3 * DAY_MS, 6 * DAY_MS + 2 * MINUTE_MS]) await jobs.chargeDueInvoices(at(dueMorning, offset));
      expect(await invoiceState(t, invoiceId)).toMatchObject({ status: 'open', autopay_attempts: 3, next_attempt_at: null });
    };

    await setBillingAlerts(false);
    const unannounced = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    await runUntilGivenUp(unannounced, DUE_MORNING);
    // The customer is still told each time; the owner and the business's address are not.
    expect(await outboxTo(t, customer.email)).toHaveLength(3);
    expect(await outboxTo(t, org.ownerEmail)).toEqual([]);
    expect(await outboxTo(t, businessEmail)).toEqual([]);

    await setBillingAlerts(true);
    const announced = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-04-07' });
    await runUntilGivenUp(announced, new Date('2031-04-07T13:00:00.000Z'));
    const ownerMail = await outboxTo(t, org.ownerEmail);
    expect(ownerMail).toEqual([expect.objectContaining({ channel: 'email', subject: expect.stringContaining('Automatic payment failed') })]);
    expect(ownerMail[0]?.body).toContain(invoicePageUrl(APP, (await invoiceState(t, announced)).public_token));
    expect(await outboxTo(t, businessEmail)).toEqual([]);
  });

  it('asks the customer to confirm with their bank when a card needs authentication (3184)', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.authenticationRequired);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });

    await jobs.chargeDueInvoices(DUE_MORNING);
    expect(await invoiceState(t, invoiceId)).toMatchObject({
      status: 'payment_failed',
      failure_reason: PAYMENT_FAILURE_REASONS.authenticationRequired,
      next_attempt_at: at(DUE_MORNING, 3 * DAY_MS),
    });
    expect(await attemptsOf(t, invoiceId)).toEqual([
      expect.objectContaining({ status: 'failed', reason: PAYMENT_FAILURE_REASONS.authenticationRequired }),
    ]);
    const [notice] = await outboxTo(t, customer.email);
    expect(notice?.subject).toContain('please confirm your payment');
    expect(notice?.body).toContain('Your bank needs you to confirm this payment');
    expect(notice?.body).toContain(invoicePageUrl(APP, (await invoiceState(t, invoiceId)).public_token));
  });

  it('stops retrying once the invoice is paid another way', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.chargeDeclined);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    await jobs.chargeDueInvoices(DUE_MORNING);
    expect((await invoiceState(t, invoiceId)).status).toBe('payment_failed');

    const paid = await t.request('POST', `/api/owner/invoices/${invoiceId}/mark-paid`, { token: org.ownerToken });
    expect(paid.status).toBe(200);
    await jobs.chargeDueInvoices(at(DUE_MORNING, 7 * DAY_MS));
    expect(await attemptsOf(t, invoiceId)).toHaveLength(1);
    expect((await invoiceState(t, invoiceId)).status).toBe('paid');
  });

  it('asks again, with the same idempotency key, for an attempt a stopped process left pending: one payment', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    const accountId = await charger.readyAccountOf(org.organizationId);
    // What a process leaves when it stops between the provider's charge and recording it: the attempt it started,
    // the invoice in processing, and the payment made at the provider.
    await t.dataSource.query(
      `INSERT INTO invoice_payment_attempts (organization_id, invoice_id, attempt_number, source, status, amount_cents, provider, payment_method_id, attempted_at)
       VALUES ($1, $2, 1, 'autopay', 'pending', 12550, 'sandbox', $3, $4)`,
      [org.organizationId, invoiceId, customer.paymentMethodId, DUE_MORNING],
    );
    await t.dataSource.query(`UPDATE invoices SET status = 'processing', autopay_attempts = 1 WHERE id = $1`, [invoiceId]);
    const charged = await t.api.app.get(PaymentsProvider).createPaymentIntent({
      accountId,
      customerId: customer.providerCustomerId,
      paymentMethodId: customer.paymentMethodId,
      amountCents: 12_550,
      currency: 'usd',
      applicationFeeCents: 313,
      description: 'Gutter Cleaning',
      metadata: { invoice_id: invoiceId, organization_id: org.organizationId, attempt_number: '1' },
      idempotencyKey: attemptIdempotencyKey(invoiceId, 1),
      offSession: true,
    });

    // Too recent: the process may still be charging.
    await jobs.chargeDueInvoices(at(DUE_MORNING, (STALE_ATTEMPT_MINUTES - 1) * MINUTE_MS));
    expect(await attemptsOf(t, invoiceId)).toEqual([expect.objectContaining({ status: 'pending' })]);

    const later = at(DUE_MORNING, (STALE_ATTEMPT_MINUTES + 1) * MINUTE_MS);
    const report = await jobs.chargeDueInvoices(later);
    expect(report.redriven).toBeGreaterThanOrEqual(1);
    expect(await attemptsOf(t, invoiceId)).toEqual([expect.objectContaining({ attempt_number: 1, status: 'succeeded', payment_intent_id: charged.id })]);
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(1);
    expect(await invoiceState(t, invoiceId)).toMatchObject({ status: 'paid', paid_via: 'card' });
    expect((await t.dataSource.query(`SELECT id FROM payments WHERE invoice_id = $1`, [invoiceId])) as unknown[]).toHaveLength(1);
  });

  it('asks again with the customer as the first call named them, though renamed meanwhile (the key replays the same request)', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    await t.dataSource.query(`UPDATE customers SET name = 'Pat Payer' WHERE id = $1`, [customer.customerId]);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    const accountId = await charger.readyAccountOf(org.organizationId);
    // The provider gives no answer to the first call: the attempt stays pending.
    await t.dataSource.query(`UPDATE sandbox_connected_accounts SET charges_enabled = false WHERE id = $1`, [accountId]);
    try {
      await expect(charger.charge(org.organizationId, invoiceId, { source: 'charge_card', now: DUE_MORNING })).rejects.toMatchObject({ status: 502 });
    } finally {
      await t.dataSource.query(`UPDATE sandbox_connected_accounts SET charges_enabled = true WHERE id = $1`, [accountId]);
    }
    const [attempt] = (await t.dataSource.query(`SELECT id, status FROM invoice_payment_attempts WHERE invoice_id = $1`, [invoiceId])) as Array<{
      id: string;
      status: string;
    }>;
    expect(attempt?.status).toBe('pending');
    await t.dataSource.query(`UPDATE customers SET name = 'Pat Renamed', email = 'renamed@example.com' WHERE id = $1`, [customer.customerId]);

    const outcome = await charger.redrivePending(attempt?.id ?? '', at(DUE_MORNING, (STALE_ATTEMPT_MINUTES + 1) * MINUTE_MS));
    expect(outcome).toMatchObject({ attemptNumber: 1, status: 'succeeded' });
    const intents = (await t.dataSource.query(`SELECT metadata, idempotency_key FROM sandbox_payment_intents WHERE metadata->>'invoice_id' = $1`, [
      invoiceId,
    ])) as Array<{ metadata: Record<string, string>; idempotency_key: string }>;
    expect(intents).toEqual([
      {
        idempotency_key: attemptIdempotencyKey(invoiceId, 1),
        metadata: { invoice_id: invoiceId, organization_id: org.organizationId, attempt_number: '1', customer_name: 'Pat Payer', customer_email: customer.email },
      },
    ]);
  });

  it('gives up an attempt the provider keeps refusing a day after it started, so the invoice can be paid again', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    const accountId = await charger.readyAccountOf(org.organizationId);
    await t.dataSource.query(
      `INSERT INTO invoice_payment_attempts (organization_id, invoice_id, attempt_number, source, status, amount_cents, provider, payment_method_id, attempted_at)
       VALUES ($1, $2, 1, 'autopay', 'pending', 12550, 'sandbox', $3, $4)`,
      [org.organizationId, invoiceId, customer.paymentMethodId, DUE_MORNING],
    );
    await t.dataSource.query(`UPDATE invoices SET status = 'processing', autopay_attempts = 1 WHERE id = $1`, [invoiceId]);
    // The connected account was restricted at the provider meanwhile: every charge on it is refused.
    await t.dataSource.query(`UPDATE sandbox_connected_accounts SET charges_enabled = false WHERE id = $1`, [accountId]);
    try {
      const refused = await jobs.chargeDueInvoices(at(DUE_MORNING, (STALE_ATTEMPT_MINUTES + 1) * MINUTE_MS));
      expect(refused.errors).toBeGreaterThanOrEqual(1);
      expect(await attemptsOf(t, invoiceId)).toEqual([expect.objectContaining({ status: 'pending' })]);
      expect((await invoiceState(t, invoiceId)).status).toBe('processing');

      const dayLater = at(DUE_MORNING, 25 * 60 * MINUTE_MS);
      await jobs.chargeDueInvoices(dayLater);
      expect(await attemptsOf(t, invoiceId)).toEqual([
        expect.objectContaining({ status: 'failed', reason: PAYMENT_FAILURE_REASONS.providerUnavailable }),
      ]);
      expect(await invoiceState(t, invoiceId)).toMatchObject({
        status: 'payment_failed',
        failure_reason: PAYMENT_FAILURE_REASONS.providerUnavailable,
        next_attempt_at: at(dayLater, 3 * DAY_MS),
      });
      expect(await sandboxIntentsOf(t, invoiceId)).toEqual([]);
    } finally {
      await t.dataSource.query(`UPDATE sandbox_connected_accounts SET charges_enabled = true WHERE id = $1`, [accountId]);
    }
  });

  it('keeps an invoice-page payment that needs authentication payable while the customer authenticates, then settles it', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.authenticationRequired);
    const card = { providerCustomerId: customer.providerCustomerId, paymentMethodId: customer.paymentMethodId };
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });
    const returnUrl = invoicePageUrl(APP, (await invoiceState(t, invoiceId)).public_token);

    const outcome = await charger.charge(org.organizationId, invoiceId, { source: 'invoice_page', card, returnUrl, now: DUE_MORNING });
    expect(outcome).toMatchObject({
      attemptNumber: 1,
      status: 'requires_action',
      reason: null,
      paymentIntentId: expect.stringMatching(/^pi_sandbox_/),
      nextActionUrl: expect.stringContaining(`${APP}/api/public/payments-sandbox/authentication/`),
      clientSecret: expect.stringContaining('_secret_'),
      accountId: expect.stringMatching(/^acct_sandbox_/),
    });
    expect((await invoiceState(t, invoiceId)).status).toBe('open');
    // While the customer is at their bank's page, automatic payment waits.
    await jobs.chargeDueInvoices(at(DUE_MORNING, 10 * MINUTE_MS));
    expect(await attemptsOf(t, invoiceId)).toHaveLength(1);

    const accountId = outcome.accountId as string;
    const paymentIntentId = outcome.paymentIntentId as string;
    expect(await charger.syncPaymentIntent(accountId, paymentIntentId)).toMatchObject({ status: 'requires_action' });

    const complete = await fetch(`${t.api.url}${new URL(outcome.nextActionUrl as string).pathname}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '',
      redirect: 'manual',
    });
    expect(complete.status).toBe(303);
    const settledAt = at(DUE_MORNING, 15 * MINUTE_MS);
    expect(await charger.syncPaymentIntent(accountId, paymentIntentId, settledAt)).toMatchObject({ attemptNumber: 1, status: 'succeeded', paymentIntentId });
    expect(await invoiceState(t, invoiceId)).toMatchObject({ status: 'paid', paid_via: 'card', paid_at: settledAt });
    // Idempotent: a second report changes nothing and sends no second receipt.
    expect(await charger.syncPaymentIntent(accountId, paymentIntentId)).toMatchObject({ status: 'succeeded' });
    expect(await outboxTo(t, customer.email)).toHaveLength(1);
    // Another account cannot settle it.
    expect(await charger.syncPaymentIntent('acct_sandbox_someone_else', paymentIntentId)).toBeNull();
  });

  it('records a failed authentication on the invoice page as a failed payment', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.authenticationRequired);
    const card = { providerCustomerId: customer.providerCustomerId, paymentMethodId: customer.paymentMethodId };
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-04-01' });

    const outcome = await charger.charge(org.organizationId, invoiceId, { source: 'invoice_page', card, returnUrl: APP, now: DUE_MORNING });
    const failed = await fetch(`${t.api.url}${new URL(outcome.nextActionUrl as string).pathname}/fail`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '',
      redirect: 'manual',
    });
    expect(failed.status).toBe(303);
    expect(await charger.syncPaymentIntent(outcome.accountId as string, outcome.paymentIntentId as string)).toMatchObject({
      status: 'failed',
      reason: PAYMENT_FAILURE_REASONS.authenticationFailed,
    });
    expect(await invoiceState(t, invoiceId)).toMatchObject({ status: 'payment_failed', failure_reason: PAYMENT_FAILURE_REASONS.authenticationFailed, next_attempt_at: null });
    // The customer was on the page: no e-mail about it.
    expect(await outboxTo(t, customer.email)).toEqual([]);
  });

  it('refuses to charge a paid invoice, one being charged, or for a business that cannot take card payments', async () => {
    const org = await payingOrganization(t);
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const card = { providerCustomerId: customer.providerCustomerId, paymentMethodId: customer.paymentMethodId };
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: DUE_DATE });

    const both = await Promise.allSettled([
      charger.charge(org.organizationId, invoiceId, { source: 'invoice_page', card, now: DUE_MORNING }),
      charger.charge(org.organizationId, invoiceId, { source: 'charge_card', now: DUE_MORNING }),
    ]);
    const fulfilled = both.filter((result) => result.status === 'fulfilled');
    expect(fulfilled).toHaveLength(1);
    const refused = both.find((result) => result.status === 'rejected');
    expect([INVOICE_API_ERRORS.paymentInProgress, INVOICE_API_ERRORS.alreadyPaid]).toContain((refused?.reason as Error).message);
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(1);
    await expect(charger.charge(org.organizationId, invoiceId, { source: 'charge_card' })).rejects.toThrow(INVOICE_API_ERRORS.alreadyPaid);

    const notOnboarded = await payingOrganization(t, { onboarded: false });
    const theirCustomer = await customerWithCard(t, notOnboarded.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const theirInvoice = await seedDueInvoice(t, notOnboarded.organizationId, theirCustomer.customerId, { dueDate: DUE_DATE });
    await expect(charger.charge(notOnboarded.organizationId, theirInvoice, { source: 'charge_card' })).rejects.toThrow(INVOICE_API_ERRORS.paymentsNotSetUp);
    await jobs.chargeDueInvoices(DUE_MORNING);
    expect(await attemptsOf(t, theirInvoice)).toEqual([]);
  });
});

/** Two API processes on one PostgreSQL schema, as behind a load balancer; PGlite serves one process only. */
if (testDatabases().includes('postgresql')) {
  describe('the charge job in two API processes on one PostgreSQL database', () => {
    let a: TestApi;
    let b: TestApi;

    beforeAll(async () => {
      const config = { appBaseUrl: APP, publicRateLimit: { limit: 10_000, windowMs: 60_000 } };
      a = await startTestApi('postgresql', { config });
      b = await startTestApi('postgresql', { config, alongside: a });
    }, 60_000);

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('charges every due invoice exactly once when both run the job at the same moment', async () => {
      const org = await payingOrganization(a);
      const paying = await customerWithCard(a, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
      const declined = await customerWithCard(a, org.organizationId, SANDBOX_TEST_CARDS.chargeDeclined);
      const invoices: Array<{ id: string; succeeds: boolean }> = [];
      for (let i = 0; i < 12; i += 1) {
        const succeeds = i % 4 !== 0;
        const customerId = succeeds ? paying.customerId : declined.customerId;
        invoices.push({ id: await seedDueInvoice(a, org.organizationId, customerId, { dueDate: DUE_DATE, totalCents: 5_000 + i }), succeeds });
      }

      const [first, second] = await Promise.all([
        a.api.app.get(DueInvoiceCharges).chargeDueInvoices(DUE_MORNING),
        b.api.app.get(DueInvoiceCharges).chargeDueInvoices(DUE_MORNING),
      ]);
      expect(first.errors + second.errors).toBe(0);

      for (const invoice of invoices) {
        const intents = await sandboxIntentsOf(a, invoice.id);
        expect(intents).toEqual([expect.objectContaining({ idempotency_key: attemptIdempotencyKey(invoice.id, 1) })]);
        const attempts = await attemptsOf(a, invoice.id);
        expect(attempts).toEqual([expect.objectContaining({ attempt_number: 1, status: invoice.succeeds ? 'succeeded' : 'failed' })]);
        expect((await invoiceState(a, invoice.id)).status).toBe(invoice.succeeds ? 'paid' : 'payment_failed');
      }
      const payments = (await a.dataSource.query(`SELECT invoice_id FROM payments WHERE invoice_id = ANY($1::uuid[])`, [invoices.map((i) => i.id)])) as unknown[];
      expect(payments).toHaveLength(invoices.filter((invoice) => invoice.succeeds).length);
      // One receipt per paid invoice and one notice per failed one, whichever process charged it.
      expect(await outboxTo(a, paying.email)).toHaveLength(9);
      expect(await outboxTo(a, declined.email)).toHaveLength(3);
    });
  });
}
