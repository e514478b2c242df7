import {
  API_ERRORS,
  INVOICE_API_ERRORS,
  PAYMENT_FAILURE_REASONS,
  SANDBOX_TEST_CARDS,
  invoicePageUrl,
  type ChargeInvoiceResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { attemptsOf, customerWithCard, invoiceState, outboxTo, payingOrganization, sandboxIntentsOf, seedDueInvoice, type PayingOrganization } from './testing/autopay-fixture.js';

const APP = 'http://app.example.test';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const chargePath = (id: string) => `/api/owner/invoices/${id}/charge`;

describe.each(testDatabases())('POST /api/owner/invoices/{id}/charge on %s (sandbox provider)', (database) => {
  let t: TestApi;
  let org: PayingOrganization;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { appBaseUrl: APP, publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
    org = await payingOrganization(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  const charge = (id: string, token = org.ownerToken) => t.request<ChargeInvoiceResponse>('POST', chargePath(id), { token });

  it("charges the customer's card on file now and answers the paid invoice with its attempt", async () => {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    // Not due for months: "Charge card" does not wait for the due date.
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-09-01', totalCents: 4_000 });

    const response = await charge(invoiceId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ok: true,
      invoice: {
        id: invoiceId,
        status: 'paid',
        failure_reason: null,
        next_attempt_at: null,
        total_cents: 4_000,
        attempts: [expect.objectContaining({ attempt_number: 1, source: 'charge_card', status: 'succeeded', reason: null, amount_cents: 4_000 })],
      },
    });
    expect(response.body.invoice.paid_at).toEqual(expect.any(String));
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(1);
    expect(await outboxTo(t, customer.email)).toEqual([expect.objectContaining({ subject: expect.stringContaining('Receipt from') })]);

    expect(await charge(invoiceId)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(1);
  });

  it('refuses a paid invoice that was then refunded, as already paid, and charges nothing', async () => {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-09-01' });
    expect((await charge(invoiceId)).status).toBe(200);
    await t.dataSource.query(`UPDATE invoices SET status = 'refunded', amount_refunded_cents = total_cents WHERE id = $1`, [invoiceId]);

    expect(await charge(invoiceId)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
    expect(await attemptsOf(t, invoiceId)).toHaveLength(1);
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(1);
    expect((await invoiceState(t, invoiceId)).status).toBe('refunded');
  });

  it('answers a declined card with the failed invoice and tells the customer, with no retry planned by it', async () => {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.chargeDeclined);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-09-01' });

    const response = await charge(invoiceId);
    expect(response).toMatchObject({
      status: 200,
      body: {
        ok: true,
        invoice: {
          status: 'payment_failed',
          failure_reason: PAYMENT_FAILURE_REASONS.cardDeclined,
          next_attempt_at: null,
          attempts: [expect.objectContaining({ source: 'charge_card', status: 'failed', reason: PAYMENT_FAILURE_REASONS.cardDeclined })],
        },
      },
    });
    const [notice] = await outboxTo(t, customer.email);
    expect(notice?.body).toContain(invoicePageUrl(APP, (await invoiceState(t, invoiceId)).public_token));

    // A failed invoice may be charged again (a new attempt, a new idempotency key).
    expect((await charge(invoiceId)).body.invoice.attempts).toHaveLength(2);
    expect(await sandboxIntentsOf(t, invoiceId)).toHaveLength(2);
  });

  it('refuses without a card saved with auto-pay consent', async () => {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const withoutCard = await seedDueInvoice(t, org.organizationId, org.customer.id, { dueDate: '2031-09-01' });
    expect(await charge(withoutCard)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.noAutopayCard } });

    // A saved card without a consent row (consent is only ever recorded as given) is not a card on file.
    await t.dataSource.query(`DELETE FROM customer_payment_consents WHERE customer_id = $1`, [customer.customerId]);
    const withdrawn = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-09-01' });
    expect(await charge(withdrawn)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.noAutopayCard } });
    expect(await attemptsOf(t, withdrawn)).toEqual([]);
    expect((await invoiceState(t, withdrawn)).status).toBe('open');
  });

  it('refuses while a payment is in progress', async () => {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-09-01' });
    await t.dataSource.query(
      `INSERT INTO invoice_payment_attempts (organization_id, invoice_id, attempt_number, source, status, amount_cents, provider, attempted_at)
       VALUES ($1, $2, 1, 'autopay', 'pending', 12550, 'sandbox', now())`,
      [org.organizationId, invoiceId],
    );
    await t.dataSource.query(`UPDATE invoices SET status = 'processing' WHERE id = $1`, [invoiceId]);
    expect(await charge(invoiceId)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.paymentInProgress } });
    expect(await sandboxIntentsOf(t, invoiceId)).toEqual([]);
  });

  it('refuses when the business has not finished payment onboarding', async () => {
    const notOnboarded = await payingOrganization(t, { onboarded: false });
    const customer = await customerWithCard(t, notOnboarded.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, notOnboarded.organizationId, customer.customerId, { dueDate: '2031-09-01' });
    expect(await charge(invoiceId, notOnboarded.ownerToken)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.paymentsNotSetUp } });

    // Started but not completed: still refused.
    await t.request('POST', '/api/owner/stripe/start-onboarding', { token: notOnboarded.ownerToken });
    expect(await charge(invoiceId, notOnboarded.ownerToken)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.paymentsNotSetUp } });
    expect(await attemptsOf(t, invoiceId)).toEqual([]);
  });

  it('lets managers charge and refuses crew members, customers, admins and anonymous callers', async () => {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-09-01' });
    const tag = org.organizationId.slice(0, 8);
    await t.dataSource.query(
      `INSERT INTO users (email, role, organization_id) VALUES ($2, 'manager', $1), ($3, 'crew_member', $1), ($4, 'user', $1)`,
      [org.organizationId, `charge.manager.${tag}@example.com`, `charge.crew.${tag}@example.com`, `charge.customer.${tag}@example.com`],
    );
    for (const email of [`charge.crew.${tag}@example.com`, `charge.customer.${tag}@example.com`, 'admin@demo.test']) {
      expect(await charge(invoiceId, await t.tokenFor(email))).toMatchObject({ status: 403, body: { error: INVOICE_API_ERRORS.forbidden } });
    }
    expect((await t.request('POST', chargePath(invoiceId))).status).toBe(401);
    expect(await attemptsOf(t, invoiceId)).toEqual([]);

    const byManager = await charge(invoiceId, await t.tokenFor(`charge.manager.${tag}@example.com`));
    expect(byManager).toMatchObject({ status: 200, body: { invoice: { status: 'paid' } } });
  });

  it("answers another organization's invoice, a missing one and a malformed id as not found or bad", async () => {
    const other = await payingOrganization(t);
    const theirCustomer = await customerWithCard(t, other.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const theirInvoice = await seedDueInvoice(t, other.organizationId, theirCustomer.customerId, { dueDate: '2031-09-01' });

    expect(await charge(theirInvoice)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
    expect(await attemptsOf(t, theirInvoice)).toEqual([]);
    expect((await invoiceState(t, theirInvoice)).status).toBe('open');
    expect(await charge(MISSING_ID)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
    expect(await charge('not-a-uuid')).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
  });
});
