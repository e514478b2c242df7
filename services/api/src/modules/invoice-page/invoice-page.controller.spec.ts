import {
  INVOICE_API_ERRORS,
  INVOICE_PAGE_API_ERRORS,
  INVOICE_PAGE_MESSAGES,
  PAYMENT_FAILURE_REASONS,
  PAYMENT_MESSAGES,
  SANDBOX_AUTHENTICATION_WORDS,
  SANDBOX_TEST_CARDS,
  invoicePageUrl,
  type InvoiceCardSetupResponse,
  type PayInvoiceResponse,
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

  describe('POST /api/public/invoices/{token}/pay and …/payment-result', () => {
    const setupOf = async (invoice: SeededInvoice) => (await t.request<InvoiceCardSetupResponse>('POST', invoicePath(invoice.token, 'card-setup'))).body;
    const pay = (invoice: SeededInvoice, body: unknown) => t.request<PayInvoiceResponse>('POST', invoicePath(invoice.token, 'pay'), { body });
    const paymentResult = (invoice: SeededInvoice, body: unknown) => t.request<PayInvoiceResponse>('POST', invoicePath(invoice.token, 'payment-result'), { body });
    const view = async (invoice: SeededInvoice) => (await t.request<PublicInvoiceView>('GET', invoicePath(invoice.token))).body;

    /** What the page does: a card setup, the card confirmed on it, then /pay. */
    async function payWithCard(invoice: SeededInvoice, cardNumber: string) {
      const setup = await setupOf(invoice);
      const confirmed = await confirmCard(setup, cardNumber);
      if (confirmed.status !== 200) throw new Error(`Confirming ${cardNumber} answered ${confirmed.status}`);
      return { setup, paid: await pay(invoice, { setup_intent_id: setup.setup_intent_id }) };
    }

    const invoiceRow = async (invoice: SeededInvoice) =>
      ((await t.dataSource.query(`SELECT status, paid_via, failure_reason, paid_at FROM invoices WHERE id = $1`, [invoice.id])) as Array<Record<string, unknown>>)[0];

    /** The sandbox's authentication page, driven over HTTP as a browser would: the form's button, then the redirect. */
    async function answerAuthentication(redirectUrl: string, button: string): Promise<string | null> {
      const pagePath = new URL(redirectUrl).pathname;
      const page = await t.request<string>('GET', pagePath);
      expect(page.status).toBe(200);
      expect(page.body).toContain(SANDBOX_AUTHENTICATION_WORDS.title);
      const forms = [...page.body.matchAll(/<form method="post" action="([^"]+)"[^>]*>\s*<button[^>]*>([^<]+)<\/button>/g)];
      const action = forms.find((form) => form[2] === button)?.[1];
      if (!action) throw new Error(`No "${button}" form on the authentication page`);
      const answered = await fetch(`${t.api.url}${action.replace(/&amp;/g, '&')}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
      expect(answered.status).toBe(303);
      return answered.headers.get('location');
    }

    it('pays with 4242: the invoice is paid by card, the card is saved and a receipt e-mailed; no consent is invented', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 2) });
      const { setup, paid } = await payWithCard(invoice, SANDBOX_TEST_CARDS.succeeds);
      expect(paid).toMatchObject({ status: 200, body: { status: 'succeeded', reason: null, payment_intent_id: expect.stringMatching(/^pi_sandbox_/) } });
      expect(paid.body).not.toHaveProperty('next_action');
      expect(await invoiceRow(invoice)).toMatchObject({ status: 'paid', paid_via: 'card', failure_reason: null, paid_at: expect.any(Date) });

      const saved = (await t.dataSource.query(
        `SELECT customer_id, invite_id, provider, last4 FROM customer_payment_methods WHERE setup_intent_id = $1`,
        [setup.setup_intent_id],
      )) as Array<Record<string, unknown>>;
      expect(saved).toEqual([{ customer_id: shop.customer.id, invite_id: null, provider: 'sandbox', last4: '4242' }]);
      expect(await count(`customer_payment_consents WHERE customer_id = $1`, [shop.customer.id])).toBe(0);
      expect(await view(invoice)).toMatchObject({ status: 'paid', card_on_file: null, can_pay: false, failure_reason: null });

      const organizationName = (await view(invoice)).organization.name;
      const outbox = await t.request<Array<{ subject: string | null; body: string; organization_id: string | null }>>('GET', '/api/dev/outbox?to=bea@example.com&channel=email');
      const receipts = outbox.body.filter((message) => message.organization_id === shop.organizationId && message.subject === `Receipt from ${organizationName}`);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]?.body).toContain('$90.00');

      expect(await pay(invoice, { setup_intent_id: setup.setup_intent_id })).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
      expect(await t.request('POST', invoicePath(invoice.token, 'card-setup'))).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
      expect(await count(`invoice_payment_attempts WHERE invoice_id = $1`, [invoice.id])).toBe(1);
    });

    it('refuses to start paying a refunded invoice (paid, then refunded in full) as already paid', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1) });
      const setup = await setupOf(invoice);
      expect((await confirmCard(setup, SANDBOX_TEST_CARDS.succeeds)).status).toBe(200);
      await t.dataSource.query(`UPDATE invoices SET status = 'refunded', paid_at = now(), amount_refunded_cents = total_cents WHERE id = $1`, [invoice.id]);

      expect(await pay(invoice, { setup_intent_id: setup.setup_intent_id })).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
      expect(await t.request('POST', invoicePath(invoice.token, 'card-setup'))).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
      expect(await count(`invoice_payment_attempts WHERE invoice_id = $1`, [invoice.id])).toBe(0);
      expect(await invoiceRow(invoice)).toMatchObject({ status: 'refunded' });
    });

    it('0341 fails with the reason and becomes the card on file (consent kept); a new card then pays the invoice', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, pat.customerId, { lines: LINES });
      const declined = await payWithCard(invoice, SANDBOX_TEST_CARDS.chargeDeclined);
      expect(declined.paid).toMatchObject({ status: 200, body: { status: 'failed', reason: PAYMENT_MESSAGES.cardDeclined, payment_intent_id: expect.any(String) } });
      expect(await view(invoice)).toMatchObject({
        status: expect.stringMatching(/^(open|payment_failed)$/),
        failure_reason: PAYMENT_MESSAGES.cardDeclined,
        card_on_file: { brand: 'visa', last4: '0341' },
        can_pay: true,
      });
      // The same confirmed card again answers that payment: it is not charged twice.
      expect(await pay(invoice, { setup_intent_id: declined.setup.setup_intent_id })).toMatchObject({
        status: 200,
        body: { status: 'failed', reason: PAYMENT_MESSAGES.cardDeclined, payment_intent_id: declined.paid.body.payment_intent_id },
      });
      expect(await count(`invoice_payment_attempts WHERE invoice_id = $1`, [invoice.id])).toBe(1);

      const retried = await payWithCard(invoice, SANDBOX_TEST_CARDS.succeeds);
      expect(retried.setup.setup_intent_id).not.toBe(declined.setup.setup_intent_id);
      expect(retried.paid.body).toMatchObject({ status: 'succeeded', reason: null });
      expect(await invoiceRow(invoice)).toMatchObject({ status: 'paid', paid_via: 'card', failure_reason: null });
      expect(await count(`customer_payment_consents WHERE customer_id = $1 AND auto_pay_consent`, [pat.customerId])).toBe(1);
      const paidView = await view(invoice);
      expect(paidView).toMatchObject({ status: 'paid', can_pay: false, card_on_file: { brand: 'visa', last4: '4242' } });
    });

    it('3184 asks for authentication: the sandbox page’s Complete comes back to the invoice page, whose payment result is succeeded', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(2) });
      const { paid } = await payWithCard(invoice, SANDBOX_TEST_CARDS.authenticationRequired);
      expect(paid).toMatchObject({
        status: 200,
        body: { status: 'requires_action', reason: null, payment_intent_id: expect.stringMatching(/^pi_sandbox_/), next_action: { redirect_url: expect.any(String) } },
      });
      const paymentIntentId = paid.body.payment_intent_id ?? '';
      expect(paid.body.next_action?.redirect_url?.startsWith(`${APP}/api/public/payments-sandbox/authentication/`)).toBe(true);
      // Waiting for the customer leaves the invoice payable (another card, or by hand).
      expect(await view(invoice)).toMatchObject({ status: 'open', can_pay: true });

      const back = await answerAuthentication(paid.body.next_action?.redirect_url ?? '', SANDBOX_AUTHENTICATION_WORDS.complete);
      expect(back).toBe(`${invoicePageUrl(APP, invoice.token)}?payment_intent=${paymentIntentId}`);
      expect(await paymentResult(invoice, { payment_intent_id: paymentIntentId })).toMatchObject({
        status: 200,
        body: { status: 'succeeded', reason: null, payment_intent_id: paymentIntentId },
      });
      expect(await invoiceRow(invoice)).toMatchObject({ status: 'paid', paid_via: 'card' });
      // Asking again (a reload of the page it came back to) answers the same.
      expect((await paymentResult(invoice, { payment_intent_id: paymentIntentId })).body).toMatchObject({ status: 'succeeded' });
      expect(await count(`payments WHERE payment_intent_id = $1`, [paymentIntentId])).toBe(1);
    });

    it('an abandoned authentication is canceled when the customer pays with another card: completing it later charges nothing', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(1, 2) });
      const abandoned = await payWithCard(invoice, SANDBOX_TEST_CARDS.authenticationRequired);
      expect(abandoned.paid.body).toMatchObject({ status: 'requires_action' });
      const authenticationPath = new URL(abandoned.paid.body.next_action?.redirect_url ?? '').pathname;

      const paid = await payWithCard(invoice, SANDBOX_TEST_CARDS.succeeds);
      expect(paid.paid.body).toMatchObject({ status: 'succeeded' });
      expect((await t.request('GET', authenticationPath)).status).toBe(404);
      expect(await count(`sandbox_payment_intents WHERE id = $1 AND status = 'canceled'`, [abandoned.paid.body.payment_intent_id])).toBe(1);
      expect(await count(`payments WHERE invoice_id = $1`, [invoice.id])).toBe(1);
      expect(await paymentResult(invoice, { payment_intent_id: abandoned.paid.body.payment_intent_id })).toMatchObject({ status: 200, body: { status: 'failed' } });
      expect(await invoiceRow(invoice)).toMatchObject({ status: 'paid', paid_via: 'card' });
    });

    it('a failed authentication comes back as a failed payment with the reason, and the invoice can still be paid', async () => {
      const invoice = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1) });
      const { paid } = await payWithCard(invoice, SANDBOX_TEST_CARDS.authenticationRequired);
      const back = await answerAuthentication(paid.body.next_action?.redirect_url ?? '', SANDBOX_AUTHENTICATION_WORDS.fail);
      expect(back).toContain(`payment_intent=${paid.body.payment_intent_id}`);
      expect(await paymentResult(invoice, { payment_intent_id: paid.body.payment_intent_id })).toMatchObject({
        status: 200,
        body: { status: 'failed', reason: PAYMENT_FAILURE_REASONS.authenticationFailed },
      });
      expect(await view(invoice)).toMatchObject({ can_pay: true, failure_reason: PAYMENT_FAILURE_REASONS.authenticationFailed });
    });

    it("accepts only this invoice's own payments on payment-result", async () => {
      const first = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1) });
      const second = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(1, 2) });
      const { paid } = await payWithCard(first, SANDBOX_TEST_CARDS.succeeds);
      const foreign = paid.body.payment_intent_id;
      expect(await paymentResult(second, { payment_intent_id: foreign })).toMatchObject({ status: 404, body: { error: INVOICE_PAGE_API_ERRORS.paymentNotFound } });
      expect(await paymentResult(second, { payment_intent_id: 'pi_sandbox_unknown' })).toMatchObject({ status: 404 });
      expect(await paymentResult(second, {})).toMatchObject({ status: 400, body: { error: INVOICE_PAGE_API_ERRORS.paymentIntentIdRequired } });
      expect(await paymentResult(second, { payment_intent_id: 42 })).toMatchObject({ status: 400 });
      expect(await view(second)).toMatchObject({ status: 'open', can_pay: true });
    });

    it("refuses another invoice's card setup, an unconfirmed one and a missing one with 400, and a business without cards with 409", async () => {
      const mine = await seedInvoice(t.dataSource, shop.organizationId, shop.customer.id, { lines: LINES.slice(0, 1) });
      const theirs = await seedInvoice(t.dataSource, shop.organizationId, pat.customerId, { lines: LINES.slice(0, 1) });
      const theirSetup = await setupOf(theirs);
      expect((await confirmCard(theirSetup, SANDBOX_TEST_CARDS.succeeds)).status).toBe(200);
      expect(await pay(mine, { setup_intent_id: theirSetup.setup_intent_id })).toMatchObject({
        status: 400,
        body: { error: INVOICE_PAGE_API_ERRORS.setupNotFound },
      });
      expect(await pay(mine, { setup_intent_id: 'seti_sandbox_unknown' })).toMatchObject({ status: 400, body: { error: INVOICE_PAGE_API_ERRORS.setupNotFound } });
      const unconfirmed = await setupOf(mine);
      expect(await pay(mine, { setup_intent_id: unconfirmed.setup_intent_id })).toMatchObject({
        status: 400,
        body: { error: INVOICE_PAGE_API_ERRORS.cardNotConfirmed },
      });
      expect(await pay(mine, {})).toMatchObject({ status: 400, body: { error: INVOICE_PAGE_API_ERRORS.setupIntentIdRequired } });
      expect(await count(`invoice_payment_attempts WHERE invoice_id = ANY($1::uuid[])`, [[mine.id, theirs.id]])).toBe(0);

      const cashInvoice = await seedInvoice(t.dataSource, cashOnly.organizationId, cashOnly.customer.id, { lines: LINES.slice(0, 1) });
      expect(await pay(cashInvoice, { setup_intent_id: theirSetup.setup_intent_id })).toMatchObject({
        status: 409,
        body: { error: INVOICE_API_ERRORS.paymentsNotSetUp },
      });
      expect(await pay({ id: 'none', token: 'f'.repeat(64) }, { setup_intent_id: 'seti_x' })).toMatchObject({ status: 404, body: { error: INVOICE_PAGE_MESSAGES.notFound } });
    });
  });
});
