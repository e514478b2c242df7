import {
  INVOICE_API_ERRORS,
  INVOICE_PAGE_MESSAGES,
  SANDBOX_TEST_CARDS,
  type InvoiceCardSetupResponse,
  type PublicInvoiceView,
  type SandboxCardConfirmResponse,
  type SignupSetupIntentResponse,
  type StartOnboardingResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedInvoicingOrganization, type InvoicingFixture } from '../invoices/testing/seed-visits.js';
import { seedSignup } from '../signup-payments/testing/seed-signup.js';
import { seedInvoice, type SeededInvoice } from './testing/seed-invoice.js';

const APP = 'http://app.example.test';
const EXPIRY_AND_CVC = { expiry: '12 / 34', cvc: '123' };
const LINES = [
  { serviceLabel: 'Lawn Mowing', visitDate: '2026-04-07', amountCents: 4_500 },
  { serviceLabel: 'Lawn Mowing', visitDate: '2026-04-21', amountCents: 4_500 },
  { serviceLabel: 'Hedge Trimming', visitDate: '2026-04-14', amountCents: 12_550 },
];

const invoicePath = (token: string, step = '') => `/api/public/invoices/${token}${step ? `/${step}` : ''}`;

describe.each(testDatabases())('customer invoice page API on %s (sandbox provider)', (database) => {
  let t: TestApi;
  /** Onboarded with the sandbox; its customer Bea has no card saved. */
  let shop: InvoicingFixture;
  /** A customer of the shop who saved a 4242 card with auto-pay consent on the signup payment step. */
  let pat: { customerId: string; providerCustomerId: string };
  /** Never onboarded: takes no card payments. */
  let cashOnly: InvoicingFixture;

  const confirmCard = (setup: { setup_intent_id: string; client_secret: string }, cardNumber: string) =>
    t.request<SandboxCardConfirmResponse>('POST', `/api/public/payments-sandbox/setup-intents/${setup.setup_intent_id}/confirm`, {
      body: { client_secret: setup.client_secret, card_number: cardNumber, ...EXPIRY_AND_CVC },
    });

  async function onboard(ownerEmail: string): Promise<void> {
    const started = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', { token: await t.tokenFor(ownerEmail) });
    const url = new URL(started.body.url);
    const completed = await fetch(`${t.api.url}${url.pathname}/complete`, { method: 'POST', redirect: 'manual' });
    if (completed.status !== 303) throw new Error(`Completing the sandbox onboarding answered ${completed.status}`);
  }

  /** A customer who went through the signup payment step with a 4242 card and auto-pay consent. */
  async function customerWithCardOnFile(organizationId: string): Promise<{ customerId: string; providerCustomerId: string }> {
    const signup = await seedSignup(t.dataSource, organizationId);
    const step = (name: string) => `/api/public/signup/${signup.code}/${name}`;
    const intent = (await t.request<SignupSetupIntentResponse>('GET', `${step('setup-intent')}?org_id=${organizationId}&email=pat%40example.com`)).body;
    const confirmed = await confirmCard(intent, SANDBOX_TEST_CARDS.succeeds);
    const consent = await t.request('POST', step('consent'), {
      body: { org_id: organizationId, auto_pay_consent: true, invoice_email_opt_in: true, email: 'pat@example.com', name: 'Pat Payer' },
    });
    const saved = await t.request('POST', step('payment-success'), {
      body: {
        org_id: organizationId,
        setup_intent_id: intent.setup_intent_id,
        payment_method: confirmed.body.payment_method,
        customer_id: intent.customer_id,
        email: 'pat@example.com',
      },
    });
    if (consent.status !== 200 || saved.status !== 200 || !signup.customerId) throw new Error(`Saving the signup card answered ${consent.status} ${saved.status}`);
    return { customerId: signup.customerId, providerCustomerId: intent.customer_id };
  }

  const count = async (sql: string, params: unknown[]): Promise<number> => {
    const rows = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params)) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    t = await startTestApi(database, { config: { appBaseUrl: APP, publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
    shop = await seedInvoicingOrganization(t.dataSource, { invoiceDueDay: 15 });
    await t.dataSource.query(`UPDATE organizations SET email = 'hello@shop.example', phone_number = '555-010-2000' WHERE id = $1`, [shop.organizationId]);
    await onboard(shop.ownerEmail);
    pat = await customerWithCardOnFile(shop.organizationId);
    cashOnly = await seedInvoicingOrganization(t.dataSource);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/public/invoices/{token}', () => {
    it('shows the organization, the customer, the lines in order, the total, the effective due date and the card on file', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, pat.customerId, { lines: LINES, dueDateOverride: '2026-05-20' });
      const response = await t.request<PublicInvoiceView>('GET', invoicePath(invoice.token));
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        organization: { name: expect.stringMatching(/^Invoicing Co /), email: 'hello@shop.example', phone_number: '555-010-2000' },
        customer_name: 'Pat Payer',
        lines: LINES.map((line) => ({ id: expect.any(String), service_label: line.serviceLabel, visit_date: line.visitDate, amount_cents: line.amountCents })),
        total_cents: 21_550,
        currency: 'USD',
        status: 'open',
        due_date: '2026-05-20',
        invoice_date: '2026-05-01',
        period_start: '2026-04-01',
        period_end: '2026-04-30',
        paid_at: null,
        failure_reason: null,
        card_on_file: { brand: 'visa', last4: '4242' },
        can_pay: true,
      });
      expect(JSON.stringify(response.body)).not.toContain(invoice.id);
    });

    it('offers no payment when the business takes no cards, or the invoice is paid', async () => {
      const unpaid = await seedInvoice(t.dataSource, cashOnly.organizationId, cashOnly.customer.id, { lines: LINES.slice(0, 1) });
      expect((await t.request<PublicInvoiceView>('GET', invoicePath(unpaid.token))).body).toMatchObject({
        customer_name: 'Bea Billed',
        status: 'open',
        due_date: '2026-05-15',
        card_on_file: null,
        can_pay: false,
      });
      const paid = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1), status: 'paid' });
      const view = (await t.request<PublicInvoiceView>('GET', invoicePath(paid.token))).body;
      expect(view).toMatchObject({ status: 'paid', paid_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), can_pay: false });
    });

    it('answers "Invoice not found" to an unknown or malformed token, on every route', async () => {
      const unknown = 'f'.repeat(64);
      for (const token of [unknown, 'short', 'has%20space', 'bad!token!0123456789']) {
        expect(await t.request('GET', invoicePath(token))).toMatchObject({ status: 404, body: { error: INVOICE_PAGE_MESSAGES.notFound } });
      }
      expect(await t.request('POST', invoicePath(unknown, 'card-setup'))).toMatchObject({ status: 404, body: { error: INVOICE_PAGE_MESSAGES.notFound } });
    });
  });

  describe('POST /api/public/invoices/{token}/card-setup', () => {
    let patInvoice: SeededInvoice;

    beforeAll(async () => {
      patInvoice = await seedInvoice(t.dataSource, shop.organizationId, pat.customerId, { lines: LINES });
    });

    it("sets the card up for the customer's provider customer of their card on file, the same setup on every reload", async () => {
      const first = await t.request<InvoiceCardSetupResponse>('POST', invoicePath(patInvoice.token, 'card-setup'));
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ provider: 'sandbox', client_secret: expect.stringContaining('_secret_'), setup_intent_id: expect.stringMatching(/^seti_sandbox_/) });
      const reloads = await Promise.all([1, 2].map(() => t.request<InvoiceCardSetupResponse>('POST', invoicePath(patInvoice.token, 'card-setup'))));
      for (const reload of reloads) expect(reload.body).toEqual(first.body);

      const intents = (await t.dataSource.query(`SELECT customer_id, metadata FROM sandbox_setup_intents WHERE id = $1`, [first.body.setup_intent_id])) as Array<{
        customer_id: string;
        metadata: Record<string, string>;
      }>;
      expect(intents).toEqual([
        { customer_id: pat.providerCustomerId, metadata: { organization_id: shop.organizationId, customer_id: pat.customerId, invoice_id: patInvoice.id } },
      ]);
      expect(await count(`sandbox_customers WHERE metadata->>'invoice_id' = $1`, [patInvoice.id])).toBe(0);
    });

    it('creates one provider customer for a customer without a saved card, however many calls', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 2) });
      const calls = await Promise.all([1, 2, 3].map(() => t.request<InvoiceCardSetupResponse>('POST', invoicePath(invoice.token, 'card-setup'))));
      for (const call of calls) expect(call).toMatchObject({ status: 200, body: calls[0]?.body });
      expect(await count(`sandbox_customers WHERE metadata->>'invoice_id' = $1 AND email = 'bea@example.com'`, [invoice.id])).toBe(1);
      expect(await count(`sandbox_setup_intents WHERE metadata->>'invoice_id' = $1`, [invoice.id])).toBe(1);
    });

    it('gives a fresh setup once the last one was confirmed, so a reload before paying asks for the card again', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1) });
      const first = (await t.request<InvoiceCardSetupResponse>('POST', invoicePath(invoice.token, 'card-setup'))).body;
      expect((await confirmCard(first, SANDBOX_TEST_CARDS.succeeds)).status).toBe(200);
      const next = (await t.request<InvoiceCardSetupResponse>('POST', invoicePath(invoice.token, 'card-setup'))).body;
      expect(next.setup_intent_id).not.toBe(first.setup_intent_id);
      expect((await t.request<InvoiceCardSetupResponse>('POST', invoicePath(invoice.token, 'card-setup'))).body).toEqual(next);
    });

    it('refuses a paid invoice and a business that takes no cards with 409', async () => {
      const paid = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1), status: 'paid' });
      expect(await t.request('POST', invoicePath(paid.token, 'card-setup'))).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
      const unpaid = await seedInvoice(t.dataSource, cashOnly.organizationId, cashOnly.customer.id, { lines: LINES.slice(0, 1) });
      expect(await t.request('POST', invoicePath(unpaid.token, 'card-setup'))).toMatchObject({
        status: 409,
        body: { error: INVOICE_API_ERRORS.paymentsNotSetUp },
      });
    });
  });
});
