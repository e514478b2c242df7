/** @jest-environment node */
import { INVOICE_API_ERRORS, INVOICE_MESSAGES } from '@fsp/contracts';
import { buildInvoice, buildInvoiceDetail, buildInvoiceLine, buildPaymentAttempt, startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { chargeInvoice } from './charge-invoice.js';
import { getInvoiceDetail } from './get-invoice-detail.js';
import { getInvoices } from './get-invoices.js';
import { isInvoiceDetail, isInvoiceRecord } from './invoice-guards.js';
import { runBilling } from './run-billing.js';
import { sendInvoice } from './send-invoice.js';
import { updateInvoiceDueDate } from './update-invoice-due-date.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const calls = () => server.requests.map((r) => [r.method, r.path, r.body]);
const open = buildInvoice({ id: 'inv-1' });
const detail = buildInvoiceDetail(open, {
  lines: [buildInvoiceLine({ id: 'l1' })],
  attempts: [buildPaymentAttempt({ attempt_number: 1, status: 'failed', reason: 'Your card was declined.', completed_at: null })],
});

describe('invoice response checks', () => {
  it('accept the records of the contracts', () => {
    expect(isInvoiceRecord(open)).toBe(true);
    expect(isInvoiceDetail(detail)).toBe(true);
    expect(isInvoiceRecord(buildInvoice({ id: 'x', customer_name: null, street: null, next_attempt_at: '2026-06-18T04:00:00.000Z' }))).toBe(true);
  });

  it.each([
    ['an unknown status', { ...open, status: 'void' }],
    ['cents as text', { ...open, total_cents: '12000' }],
    ['no can_charge_card', { ...open, can_charge_card: undefined }],
    ['a numeric id', { ...open, id: 1 }],
  ])('refuse an invoice with %s', (_, value) => {
    expect(isInvoiceRecord(value)).toBe(false);
  });

  it('refuse a detail without lines or with a broken attempt', () => {
    expect(isInvoiceDetail(open)).toBe(false);
    expect(isInvoiceDetail({ ...detail, attempts: [{ ...detail.attempts[0], source: 'cash' }] })).toBe(false);
  });
});

describe('getInvoices over real HTTP', () => {
  it('gets the list', async () => {
    const paid = buildInvoice({ id: 'inv-2', status: 'paid', paid_at: '2026-06-02T10:00:00.000Z' });
    server.route('GET /api/owner/invoices', { status: 200, body: [open, paid] });
    await expect(getInvoices(api)).resolves.toEqual([open, paid]);
    expect(calls()).toEqual([['GET', '/api/owner/invoices', undefined]]);
  });

  it('rejects with the server’s error, else "Failed to load invoices"', async () => {
    server.route('GET /api/owner/invoices', { status: 403, body: { error: INVOICE_API_ERRORS.forbidden } });
    await expect(getInvoices(api)).rejects.toMatchObject({ status: 403, message: INVOICE_API_ERRORS.forbidden });
    server.route('GET /api/owner/invoices', { status: 502, rawBody: 'Bad gateway' });
    await expect(getInvoices(api)).rejects.toMatchObject({ status: 502, message: INVOICE_MESSAGES.failedToLoad });
  });

  it('refuses an answer that is not a list of invoices', async () => {
    server.route('GET /api/owner/invoices', { status: 200, body: { invoices: [open] } });
    await expect(getInvoices(api)).rejects.toThrow('Unexpected response from GET /api/owner/invoices');
  });
});

describe('getInvoiceDetail over real HTTP', () => {
  it('gets the invoice with its lines and attempts, the id encoded', async () => {
    server.route('GET /api/owner/invoices/inv%2F1', { status: 200, body: detail });
    await expect(getInvoiceDetail(api, 'inv/1')).resolves.toEqual(detail);
    expect(calls()).toEqual([['GET', '/api/owner/invoices/inv%2F1', undefined]]);
  });

  it('rejects with the server’s error, else "Failed to load invoice details", and refuses a bare invoice', async () => {
    server.route('GET /api/owner/invoices/inv-1', { status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
    await expect(getInvoiceDetail(api, 'inv-1')).rejects.toMatchObject({ status: 404, message: INVOICE_API_ERRORS.notFound });
    server.route('GET /api/owner/invoices/inv-1', { status: 500, rawBody: 'oops' });
    await expect(getInvoiceDetail(api, 'inv-1')).rejects.toMatchObject({ status: 500, message: INVOICE_MESSAGES.failedToLoadDetails });
    server.route('GET /api/owner/invoices/inv-1', { status: 200, body: open });
    await expect(getInvoiceDetail(api, 'inv-1')).rejects.toThrow('Unexpected response from GET /api/owner/invoices/inv-1');
  });
});

describe('updateInvoiceDueDate over real HTTP', () => {
  it('patches due_date with a date, then null to clear it, and resolves with the invoice', async () => {
    const overridden = { ...open, effective_due_date: '2026-06-20', due_date_overridden: true };
    server.route('PATCH /api/owner/invoices/inv-1/due-date', (request) => ({
      status: 200,
      body: { ok: true, invoice: (request.body as { due_date: string | null }).due_date ? overridden : open },
    }));
    await expect(updateInvoiceDueDate(api, { id: 'inv-1', due_date: '2026-06-20' })).resolves.toEqual(overridden);
    await expect(updateInvoiceDueDate(api, { id: 'inv-1', due_date: null })).resolves.toEqual(open);
    expect(calls()).toEqual([
      ['PATCH', '/api/owner/invoices/inv-1/due-date', { due_date: '2026-06-20' }],
      ['PATCH', '/api/owner/invoices/inv-1/due-date', { due_date: null }],
    ]);
  });

  it('rejects with the server’s error, else "Failed to update due date", and refuses an answer without the invoice', async () => {
    server.route('PATCH /api/owner/invoices/inv-1/due-date', { status: 409, body: { error: INVOICE_API_ERRORS.paidCannotChange } });
    await expect(updateInvoiceDueDate(api, { id: 'inv-1', due_date: null })).rejects.toMatchObject({
      status: 409,
      message: INVOICE_API_ERRORS.paidCannotChange,
    });
    server.route('PATCH /api/owner/invoices/inv-1/due-date', { status: 500 });
    await expect(updateInvoiceDueDate(api, { id: 'inv-1', due_date: null })).rejects.toMatchObject({
      message: INVOICE_MESSAGES.failedToUpdateDueDate,
    });
    server.route('PATCH /api/owner/invoices/inv-1/due-date', { status: 200, body: { ok: true } });
    await expect(updateInvoiceDueDate(api, { id: 'inv-1', due_date: null })).rejects.toThrow(/Unexpected response/);
  });
});

describe('sendInvoice over real HTTP', () => {
  it('posts without a body and resolves with the channels used', async () => {
    server.route('POST /api/owner/invoices/inv-1/send', { status: 200, body: { ok: true, email: true, sms: false } });
    await expect(sendInvoice(api, 'inv-1')).resolves.toEqual({ ok: true, email: true, sms: false });
    expect(calls()).toEqual([['POST', '/api/owner/invoices/inv-1/send', undefined]]);
  });

  it('rejects with the server’s error, else "Failed to send invoice"', async () => {
    server.route('POST /api/owner/invoices/inv-1/send', { status: 422, body: { error: INVOICE_API_ERRORS.noRecipient } });
    await expect(sendInvoice(api, 'inv-1')).rejects.toMatchObject({ status: 422, message: INVOICE_API_ERRORS.noRecipient });
    server.route('POST /api/owner/invoices/inv-1/send', { status: 502, rawBody: 'Bad gateway' });
    await expect(sendInvoice(api, 'inv-1')).rejects.toMatchObject({ status: 502, message: INVOICE_MESSAGES.failedToSend });
  });
});

describe('chargeInvoice over real HTTP', () => {
  it('posts without a body and resolves with the invoice after the attempt, a decline included', async () => {
    const declined = { ...detail, status: 'payment_failed' as const, failure_reason: 'Your card was declined.' };
    server.route('POST /api/owner/invoices/inv-1/charge', { status: 200, body: { ok: true, invoice: declined } });
    await expect(chargeInvoice(api, 'inv-1')).resolves.toEqual(declined);
    expect(calls()).toEqual([['POST', '/api/owner/invoices/inv-1/charge', undefined]]);
  });

  it('rejects with the server’s error, else "Failed to charge card"', async () => {
    server.route('POST /api/owner/invoices/inv-1/charge', { status: 409, body: { error: INVOICE_API_ERRORS.noAutopayCard } });
    await expect(chargeInvoice(api, 'inv-1')).rejects.toMatchObject({ status: 409, message: INVOICE_API_ERRORS.noAutopayCard });
    server.route('POST /api/owner/invoices/inv-1/charge', { status: 500, rawBody: 'oops' });
    await expect(chargeInvoice(api, 'inv-1')).rejects.toMatchObject({ message: INVOICE_MESSAGES.failedToCharge });
  });
});

describe('runBilling over real HTTP', () => {
  it('posts the period and resolves with the counts', async () => {
    server.route('POST /api/owner/invoices/billing-run', { status: 200, body: { created: 3, skipped: 1 } });
    await expect(runBilling(api, { period: '2026-05' })).resolves.toEqual({ created: 3, skipped: 1 });
    expect(calls()).toEqual([['POST', '/api/owner/invoices/billing-run', { period: '2026-05' }]]);
  });

  it('rejects with the server’s error, else "Failed to run billing", and refuses an answer without counts', async () => {
    server.route('POST /api/owner/invoices/billing-run', { status: 400, body: { error: INVOICE_API_ERRORS.billingPeriodNotFinished } });
    await expect(runBilling(api, { period: '2026-06' })).rejects.toMatchObject({
      status: 400,
      message: INVOICE_API_ERRORS.billingPeriodNotFinished,
    });
    server.route('POST /api/owner/invoices/billing-run', { status: 503, rawBody: 'down' });
    await expect(runBilling(api, { period: '2026-05' })).rejects.toMatchObject({ message: INVOICE_MESSAGES.failedToRunBilling });
    server.route('POST /api/owner/invoices/billing-run', { status: 200, body: { ok: true } });
    await expect(runBilling(api, { period: '2026-05' })).rejects.toThrow('Unexpected response from POST /api/owner/invoices/billing-run');
  });
});
