/** @jest-environment node */
import { PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES, type PaymentItem } from '@fsp/contracts';
import { buildPaymentItem, startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiDownload, apiRequest, contentDispositionFileName, isAcceptedContentType } from '../api-request.js';
import type { FetchLike } from '../fetch-like.js';
import type { ApiClient, ApiDownloader } from '../use-api.js';
import { downloadPaymentsCsv } from './download-payments-csv.js';
import { getStripePayments, paymentListQueryParams, stripePaymentsQueryKey } from './get-stripe-payments.js';
import { isPaymentItem, isPaymentListResponse, isRefundResponse } from './payment-guards.js';
import { newIdempotencyKey, refundPayment } from './refund-payment.js';
import { stripeQueryKeyRoot } from './stripe-query-keys.js';

const PAYMENTS = '/api/owner/stripe/payments';

const item: PaymentItem = buildPaymentItem({ id: 'ch_1', payment_intent_id: 'pi_1' });
const list = { ok: true, error: null, hasAccount: true, accountId: 'acct_1', items: [item], has_more: true, next_cursor: 'pi_1' };

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, token: 'tok', fetch: server.fetch }) };
});
afterEach(() => server.close());

describe('payment guards', () => {
  it('accepts a payment item, a list and a refund answer as the API sends them', () => {
    expect(isPaymentItem(item)).toBe(true);
    expect(isPaymentListResponse(list)).toBe(true);
    expect(isPaymentListResponse({ ...list, hasAccount: false, accountId: null, items: [], has_more: false, next_cursor: null })).toBe(true);
    expect(isRefundResponse({ ok: true, refund_id: 're_1', payment: item })).toBe(true);
  });

  it.each([
    ['an unknown status', { ...item, status: 'paid' }],
    ['a fractional amount', { ...item, amount: 45.5 }],
    ['a missing refundable', { ...item, refundable: undefined }],
    ['a numeric last4', { ...item, last4: 4242 }],
  ])('refuses an item with %s', (_, value) => {
    expect(isPaymentItem(value)).toBe(false);
    expect(isPaymentListResponse({ ...list, items: [value] })).toBe(false);
  });

  it('refuses a refund answer without ok or a payment', () => {
    expect(isRefundResponse({ refund_id: 're_1', payment: item })).toBe(false);
    expect(isRefundResponse({ ok: true, refund_id: 're_1' })).toBe(false);
  });
});

describe('paymentListQueryParams', () => {
  it('leaves out blank text, the "any" status and missing values, and trims the search', () => {
    expect(paymentListQueryParams({ q: '  ', status: 'any', from: '', to: '', limit: 20 })).toEqual({
      q: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      limit: 20,
      starting_after: undefined,
    });
    expect(paymentListQueryParams({ q: ' 45.00 ', status: 'refunded', from: '2026-11-01', to: '2026-11-30', limit: 50, starting_after: 'pi_9' })).toEqual(
      { q: '45.00', status: 'refunded', from: '2026-11-01', to: '2026-11-30', limit: 50, starting_after: 'pi_9' },
    );
  });

  it('keys every list page under the stripe root', () => {
    expect(stripePaymentsQueryKey({ q: 'x', limit: 20 }).slice(0, 3)).toEqual([...stripeQueryKeyRoot, 'payments']);
    expect(stripeQueryKeyRoot).toEqual(['owner', 'stripe']);
  });
});

describe('getStripePayments over real HTTP', () => {
  it('sends the filters, page size and cursor with the bearer token', async () => {
    server.route(`GET ${PAYMENTS}`, { status: 200, body: list });
    await expect(
      getStripePayments(api, { q: 'jane', status: 'succeeded', from: '2026-11-01', to: '2026-11-30', limit: 20, starting_after: 'pi_0' }),
    ).resolves.toEqual(list);
    const [request] = server.requests;
    expect(Object.fromEntries(request.query)).toEqual({
      q: 'jane',
      status: 'succeeded',
      from: '2026-11-01',
      to: '2026-11-30',
      limit: '20',
      starting_after: 'pi_0',
    });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('rejects with the server’s error, else "Failed to load Stripe payments"', async () => {
    server.route(`GET ${PAYMENTS}`, { status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.invalidDateRange } });
    await expect(getStripePayments(api, { limit: 20 })).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.invalidDateRange });
    server.route(`GET ${PAYMENTS}`, { status: 502, rawBody: 'Bad gateway' });
    await expect(getStripePayments(api, { limit: 20 })).rejects.toMatchObject({ message: PAYMENT_MESSAGES.failedToLoadStripePayments });
    server.route(`GET ${PAYMENTS}`, { status: 200, body: { ...list, ok: false, error: 'Stripe is down' } });
    await expect(getStripePayments(api, { limit: 20 })).rejects.toMatchObject({ message: 'Stripe is down' });
    server.route(`GET ${PAYMENTS}`, { status: 200, body: { items: [] } });
    await expect(getStripePayments(api, { limit: 20 })).rejects.toThrow(/Unexpected response/);
  });
});

describe('refundPayment over real HTTP', () => {
  it('posts payment_intent and amount_minor with the Idempotency-Key header', async () => {
    const answer = { ok: true, refund_id: 're_1', payment: { ...item, amount_refunded: 1000, net_minor: 3339 } };
    server.route('POST /api/owner/stripe/refund', { status: 200, body: answer });
    await expect(refundPayment(api, { payment_intent: 'pi_1', amount_minor: 1000, idempotencyKey: 'key-1' })).resolves.toEqual(answer);
    const [request] = server.requests;
    expect(request.body).toEqual({ payment_intent: 'pi_1', amount_minor: 1000 });
    expect(request.headers['idempotency-key']).toBe('key-1');
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('rejects with the server’s error, else "Refund failed"', async () => {
    server.route('POST /api/owner/stripe/refund', { status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge } });
    await expect(refundPayment(api, { payment_intent: 'pi_1', amount_minor: 9999, idempotencyKey: 'k' })).rejects.toMatchObject({
      status: 400,
      message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge,
    });
    server.route('POST /api/owner/stripe/refund', { status: 502, rawBody: 'Bad gateway' });
    await expect(refundPayment(api, { payment_intent: 'pi_1', amount_minor: 1, idempotencyKey: 'k' })).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.refundFailed,
    });
  });

  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });
});

describe('contentDispositionFileName', () => {
  it.each([
    ['attachment; filename="green-acres-payments-all.csv"', 'green-acres-payments-all.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="a \\"b\\".csv"', 'a "b".csv'],
    ["attachment; filename=\"fallback.csv\"; filename*=UTF-8''caf%C3%A9-payments.csv", 'café-payments.csv'],
    ['attachment', null],
    [null, null],
  ])('reads %j as %j', (header, name) => {
    expect(contentDispositionFileName(header)).toBe(name);
  });
});

describe('downloadPaymentsCsv', () => {
  it('asks for format=csv with the filters only (no page size or cursor) and rejects with "CSV export failed" when the server says nothing', async () => {
    server.route(`GET ${PAYMENTS}`, { status: 200, rawBody: 'Created,Customer\n', headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
    const download: ApiDownloader = (options) => apiDownload({ ...options, token: 'tok', fetch: server.fetch });
    const file = await downloadPaymentsCsv(download, { q: 'jane', status: 'any', from: '2026-11-01', to: '' });
    expect(await file.blob.text()).toBe('Created,Customer\n');
    expect(file.fileName).toBeNull();
    const [request] = server.requests;
    expect(Object.fromEntries(request.query)).toEqual({ format: 'csv', q: 'jane', from: '2026-11-01' });
    expect(request.headers.accept).toBe('text/csv');
    expect(request.headers.authorization).toBe('Bearer tok');

    server.route(`GET ${PAYMENTS}`, { status: 403, body: { error: PAYMENT_ACTIVITY_MESSAGES.reportsOwnerOnly } });
    await expect(downloadPaymentsCsv(download, {})).rejects.toMatchObject({ status: 403, message: PAYMENT_ACTIVITY_MESSAGES.reportsOwnerOnly });
    server.route(`GET ${PAYMENTS}`, { status: 500, rawBody: 'oops' });
    await expect(downloadPaymentsCsv(download, {})).rejects.toMatchObject({ message: PAYMENT_MESSAGES.csvExportFailed });
  });

  it('takes the file name from Content-Disposition and the bytes from a browser-like response', async () => {
    const browserLikeFetch: FetchLike = async () =>
      Object.assign(
        { ok: true, status: 200, text: async () => 'unused' },
        {
          headers: {
            get: (name: string) =>
              ({ 'content-disposition': 'attachment; filename="acme-payments-all.csv"', 'content-type': 'text/csv' })[name.toLowerCase()] ?? null,
          },
          blob: async () => new Blob(['a,b\n'], { type: 'text/csv' }),
        },
      );
    const file = await downloadPaymentsCsv((options) => apiDownload({ ...options, fetch: browserLikeFetch }), {});
    expect(file.fileName).toBe('acme-payments-all.csv');
    expect(await file.blob.text()).toBe('a,b\n');
  });

  it('takes the file name from the Content-Disposition a real HTTP answer carries', async () => {
    server.route(`GET ${PAYMENTS}`, {
      status: 200,
      rawBody: 'a,b\n',
      headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="acme-payments-all.csv"' },
    });
    const file = await downloadPaymentsCsv((options) => apiDownload({ ...options, fetch: server.fetch }), {});
    expect(file).toMatchObject({ fileName: 'acme-payments-all.csv' });
    expect(await file.blob.text()).toBe('a,b\n');
  });

  it.each([
    ['an HTML page', 'text/html; charset=utf-8'],
    ['JSON', 'application/json'],
    ['no Content-Type', null],
  ])('rejects a 200 answer of %s with "CSV export failed" (or the caller’s message) instead of saving it', async (_, contentType) => {
    const fetchAnswering: FetchLike = async () =>
      Object.assign(
        { ok: true, status: 200, text: async () => '<html>Sign in</html>' },
        { headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) } },
      );
    const download: ApiDownloader = (options) => apiDownload({ ...options, fetch: fetchAnswering });
    await expect(downloadPaymentsCsv(download, {})).rejects.toMatchObject({ status: 200, message: PAYMENT_MESSAGES.csvExportFailed });
    await expect(downloadPaymentsCsv(download, {}, 'Could not export')).rejects.toMatchObject({ message: 'Could not export' });
  });
});

describe('isAcceptedContentType', () => {
  it.each([
    ['text/csv; charset=utf-8', 'text/csv', true],
    ['TEXT/CSV', 'text/csv', true],
    ['text/plain', 'text/csv', false],
    ['', 'text/csv', false],
    ['text/html', '*/*', true],
    ['', '*/*', true],
    ['text/csv', 'text/*', true],
    ['application/pdf', 'text/csv, application/pdf', true],
    ['application/json', 'text/*', false],
  ])('%j for Accept %j: %j', (contentType, accept, accepted) => {
    expect(isAcceptedContentType(contentType, accept)).toBe(accepted);
  });
});
