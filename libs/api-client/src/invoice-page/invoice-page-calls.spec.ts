/** @jest-environment node */
import { INVOICE_API_ERRORS, INVOICE_PAGE_MESSAGES, type PayInvoiceResponse, type PublicInvoiceView } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { createInvoiceCardSetup } from './create-invoice-card-setup.js';
import { getInvoicePaymentResult } from './get-invoice-payment-result.js';
import { getPublicInvoice, isPublicInvoiceView } from './get-public-invoice.js';
import { isPayInvoiceResponse, payInvoice } from './pay-invoice.js';

const TOKEN = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const BASE = `/api/public/invoices/${TOKEN}`;

const VIEW: PublicInvoiceView = {
  organization: { name: 'Green Acres Lawn Care', email: 'hello@greenacres.test', phone_number: null },
  customer_name: 'Pat Payer',
  lines: [{ id: 'line-1', service_label: 'Lawn Mowing', visit_date: '2026-04-07', amount_cents: 4_500 }],
  total_cents: 4_500,
  currency: 'USD',
  status: 'payment_failed',
  due_date: '2026-05-15',
  invoice_date: '2026-05-01',
  period_start: '2026-04-01',
  period_end: '2026-04-30',
  paid_at: null,
  failure_reason: 'Your card was declined.',
  card_on_file: { brand: 'visa', last4: '0341' },
  can_pay: true,
};

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

describe('getPublicInvoice over real HTTP', () => {
  it('loads the invoice by its token, without a bearer token', async () => {
    server.route(`GET ${BASE}`, { status: 200, body: VIEW });
    await expect(getPublicInvoice(api, TOKEN)).resolves.toEqual(VIEW);
    expect(server.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([['GET', BASE, undefined]]);
  });

  it('rejects with "Invoice not found", else "Failed to load invoice"', async () => {
    server.route(`GET ${BASE}`, { status: 404, body: { error: INVOICE_PAGE_MESSAGES.notFound } });
    await expect(getPublicInvoice(api, TOKEN)).rejects.toMatchObject({ status: 404, message: INVOICE_PAGE_MESSAGES.notFound });
    server.route(`GET ${BASE}`, { status: 502, rawBody: 'Bad gateway' });
    await expect(getPublicInvoice(api, TOKEN)).rejects.toMatchObject({ status: 502, message: INVOICE_PAGE_MESSAGES.failedToLoad });
  });

  it('refuses an answer of another shape', async () => {
    for (const body of [{ ...VIEW, status: 'settled' }, { ...VIEW, lines: [{ id: 'x' }] }, { ...VIEW, card_on_file: 'visa' }, { ...VIEW, can_pay: 'yes' }]) {
      expect(isPublicInvoiceView(body)).toBe(false);
    }
    server.route(`GET ${BASE}`, { status: 200, body: { ok: true } });
    await expect(getPublicInvoice(api, TOKEN)).rejects.toThrow(/Unexpected response/);
  });
});

describe('createInvoiceCardSetup over real HTTP', () => {
  it('posts to card-setup and answers the setup', async () => {
    const setup = { provider: 'sandbox', client_secret: 'seti_1_secret_x', setup_intent_id: 'seti_1' };
    server.route(`POST ${BASE}/card-setup`, { status: 200, body: setup });
    await expect(createInvoiceCardSetup(api, TOKEN)).resolves.toEqual(setup);
  });

  it('needs the publishable key with Stripe, and rejects with the server’s reason, else "Could not start the payment"', async () => {
    server.route(`POST ${BASE}/card-setup`, { status: 200, body: { provider: 'stripe', client_secret: 's', setup_intent_id: 'seti_1' } });
    await expect(createInvoiceCardSetup(api, TOKEN)).rejects.toThrow(/Unexpected response/);
    server.route(`POST ${BASE}/card-setup`, { status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
    await expect(createInvoiceCardSetup(api, TOKEN)).rejects.toMatchObject({ status: 409, message: INVOICE_API_ERRORS.alreadyPaid });
    server.route(`POST ${BASE}/card-setup`, { status: 500 });
    await expect(createInvoiceCardSetup(api, TOKEN)).rejects.toMatchObject({ message: INVOICE_PAGE_MESSAGES.failedToStartPayment });
  });
});

describe('payInvoice and getInvoicePaymentResult over real HTTP', () => {
  const needsAction: PayInvoiceResponse = {
    status: 'requires_action',
    reason: null,
    payment_intent_id: 'pi_1',
    next_action: { redirect_url: 'http://app.test/api/public/payments-sandbox/payment-intents/pi_1/authenticate' },
  };

  it('posts the setup intent and answers the payment state', async () => {
    server.route(`POST ${BASE}/pay`, { status: 200, body: needsAction });
    await expect(payInvoice(api, TOKEN, { setup_intent_id: 'seti_1' })).resolves.toEqual(needsAction);
    expect(server.requests[0]?.body).toEqual({ setup_intent_id: 'seti_1' });
  });

  it('posts the payment intent for its result', async () => {
    const paid: PayInvoiceResponse = { status: 'succeeded', reason: null, payment_intent_id: 'pi_1' };
    server.route(`POST ${BASE}/payment-result`, { status: 200, body: paid });
    await expect(getInvoicePaymentResult(api, TOKEN, { payment_intent_id: 'pi_1' })).resolves.toEqual(paid);
    expect(server.requests[0]?.body).toEqual({ payment_intent_id: 'pi_1' });
    server.route(`POST ${BASE}/payment-result`, { status: 503 });
    await expect(getInvoicePaymentResult(api, TOKEN, { payment_intent_id: 'pi_1' })).rejects.toMatchObject({
      message: INVOICE_PAGE_MESSAGES.failedToCheckPayment,
    });
  });

  it('refuses a payment state it does not know', () => {
    expect(isPayInvoiceResponse({ status: 'failed', reason: 'Your card was declined.', payment_intent_id: 'pi_1' })).toBe(true);
    expect(isPayInvoiceResponse({ status: 'pending', reason: null, payment_intent_id: null })).toBe(false);
    expect(isPayInvoiceResponse({ ...needsAction, next_action: { redirect_url: 5 } })).toBe(false);
  });
});
