/** @jest-environment node */
import { INVOICE_API_ERRORS, INVOICE_MESSAGES } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { createdInvoiceIdOf, createInvoiceFromOccurrence } from './create-invoice-from-occurrence.js';
import { markInvoicePaid } from './mark-invoice-paid.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

describe('createdInvoiceIdOf', () => {
  it.each([
    [{ id: 'a' }, 'a'],
    [{ invoice_id: 'b' }, 'b'],
    [{ invoice: { id: 'c' } }, 'c'],
    [{ id: '', invoice_id: 'd' }, 'd'],
    [{ ok: true }, null],
    [null, null],
    ['inv-1', null],
  ])('reads %j as %j', (body, id) => {
    expect(createdInvoiceIdOf(body)).toBe(id);
  });
});

describe('createInvoiceFromOccurrence over real HTTP', () => {
  it('posts rule_id and date and resolves with the id, wherever the answer puts it', async () => {
    server.route('POST /api/owner/invoices/from-occurrence', { status: 201, body: { ok: true, invoice: { id: 'inv-9' } } });
    await expect(createInvoiceFromOccurrence(api, { rule_id: 7, date: '2026-05-04' })).resolves.toBe('inv-9');
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/owner/invoices/from-occurrence', { rule_id: 7, date: '2026-05-04' }],
    ]);
  });

  it('rejects with the server’s error, else "Failed to create invoice"', async () => {
    server.route('POST /api/owner/invoices/from-occurrence', { status: 409, body: { error: INVOICE_API_ERRORS.alreadyInvoiced } });
    await expect(createInvoiceFromOccurrence(api, { rule_id: 7, date: '2026-05-04' })).rejects.toMatchObject({
      status: 409,
      message: INVOICE_API_ERRORS.alreadyInvoiced,
    });
    server.route('POST /api/owner/invoices/from-occurrence', { status: 502, rawBody: 'Bad gateway' });
    await expect(createInvoiceFromOccurrence(api, { rule_id: 7, date: '2026-05-04' })).rejects.toMatchObject({
      status: 502,
      message: INVOICE_MESSAGES.failedToCreate,
    });
  });

  it('refuses an answer that names no invoice', async () => {
    server.route('POST /api/owner/invoices/from-occurrence', { status: 201, body: { ok: true } });
    await expect(createInvoiceFromOccurrence(api, { rule_id: 7, date: '2026-05-04' })).rejects.toThrow(/Unexpected response/);
  });
});

describe('markInvoicePaid over real HTTP', () => {
  it('posts without a body to the invoice’s mark-paid route', async () => {
    server.route('POST /api/owner/invoices/inv%2F1/mark-paid', { status: 200, body: { ok: true } });
    await markInvoicePaid(api, 'inv/1');
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', '/api/owner/invoices/inv%2F1/mark-paid', undefined]]);
  });

  it('rejects with "Failed to mark paid" when the server says nothing', async () => {
    server.route('POST /api/owner/invoices/inv-2/mark-paid', { status: 500, rawBody: 'oops' });
    await expect(markInvoicePaid(api, 'inv-2')).rejects.toMatchObject({ status: 500, message: INVOICE_MESSAGES.failedToMarkPaid });
  });
});
