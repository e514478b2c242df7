/** @jest-environment node */
import { PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES, type BalanceResponse, type EarningsBucket } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { isApiError } from '../api-error.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { createDashboardLink, isDashboardLinkResponse } from './create-dashboard-link.js';
import { getStripeBalance, isBalanceResponse, stripeBalanceQueryKey } from './get-stripe-balance.js';
import { getStripeEarnings, isEarningsBucket, isEarningsResponse, stripeEarningsQueryKey } from './get-stripe-earnings.js';
import { stripeStatusQueryKey } from './get-stripe-status.js';
import { stripeQueryKeyRoot } from './stripe-query-keys.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const calls = () => server.requests.map((r) => [r.method, `${r.path}${r.query.size ? `?${r.query.toString()}` : ''}`, r.body]);

const balance: BalanceResponse = {
  ok: true,
  error: null,
  hasAccount: true,
  accountId: 'acct_1NvSandbox9Qa',
  available: [{ amount: 12345, currency: 'USD' }],
  pending: [{ amount: 0, currency: 'USD' }],
};
const noAccount: BalanceResponse = { ok: true, error: null, hasAccount: false, accountId: null, available: [], pending: [] };
const bucket: EarningsBucket = { period: '2026-11', net_minor: 4213, count: 1, currency: 'USD' };

describe('balance, earnings and dashboard-link response checks', () => {
  it('accept the shapes of the contracts', () => {
    expect(isBalanceResponse(balance)).toBe(true);
    expect(isBalanceResponse(noAccount)).toBe(true);
    expect(isEarningsBucket(bucket)).toBe(true);
    expect(isEarningsBucket({ ...bucket, net_minor: -500, count: 0 })).toBe(true);
    expect(isEarningsResponse({ ok: true, buckets: [bucket] })).toBe(true);
    expect(isDashboardLinkResponse({ url: 'https://connect.stripe.com/express/abc' })).toBe(true);
  });

  it.each([
    ['amounts as text', { ...balance, available: [{ amount: '123.45', currency: 'USD' }] }],
    ['fractional minor units', { ...balance, pending: [{ amount: 1.5, currency: 'USD' }] }],
    ['no currency', { ...balance, available: [{ amount: 1 }] }],
    ['no hasAccount', { ...balance, hasAccount: undefined }],
    ['a numeric account id', { ...balance, accountId: 7 }],
    ['no pending list', { ...balance, pending: undefined }],
  ])('refuse a balance with %s', (_, value) => {
    expect(isBalanceResponse(value)).toBe(false);
  });

  it.each([
    ['a day for a period', { ...bucket, period: '2026-11-01' }],
    ['month 13', { ...bucket, period: '2026-13' }],
    ['a fractional net', { ...bucket, net_minor: 42.13 }],
    ['a negative count', { ...bucket, count: -1 }],
    ['no currency', { ...bucket, currency: '' }],
  ])('refuse an earnings bucket with %s', (_, value) => {
    expect(isEarningsBucket(value)).toBe(false);
  });

  it('refuse earnings that are not ok and a link without a url', () => {
    expect(isEarningsResponse({ ok: false, buckets: [] })).toBe(false);
    expect(isEarningsResponse({ ok: true, buckets: [{ ...bucket, count: '1' }] })).toBe(false);
    expect(isDashboardLinkResponse({ url: '' })).toBe(false);
    expect(isDashboardLinkResponse({ link: 'https://x.test' })).toBe(false);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/api/public/payments-sandbox/dashboard/tok', 'connect.stripe.com/express', 'ftp://x.test/a'])(
    'refuse a dashboard link to %j: only an absolute http(s) URL opens',
    (url) => {
      expect(isDashboardLinkResponse({ url })).toBe(false);
    },
  );

  it('keep balance, earnings and the account status under the common owner stripe root, so one invalidation reloads them', () => {
    expect(stripeBalanceQueryKey.slice(0, stripeQueryKeyRoot.length)).toEqual([...stripeQueryKeyRoot]);
    expect(stripeEarningsQueryKey().slice(0, stripeQueryKeyRoot.length)).toEqual([...stripeQueryKeyRoot]);
    expect(stripeEarningsQueryKey()).toEqual(['owner', 'stripe', 'earnings', 12]);
    expect(stripeStatusQueryKey).toEqual(['owner', 'stripe', 'status']);
  });
});

describe('getStripeBalance over real HTTP', () => {
  it('gets the balance, and the no-account answer as it is', async () => {
    server.route('GET /api/owner/stripe/balance', { status: 200, body: balance });
    await expect(getStripeBalance(api)).resolves.toEqual(balance);
    server.route('GET /api/owner/stripe/balance', { status: 200, body: noAccount });
    await expect(getStripeBalance(api)).resolves.toEqual(noAccount);
    expect(calls()).toEqual([
      ['GET', '/api/owner/stripe/balance', undefined],
      ['GET', '/api/owner/stripe/balance', undefined],
    ]);
  });

  it('rejects with the server’s error, else "Failed to load balance" or the screen’s own default', async () => {
    server.route('GET /api/owner/stripe/balance', { status: 502, body: { error: 'The payment provider could not be reached.' } });
    await expect(getStripeBalance(api)).rejects.toMatchObject({ status: 502, message: 'The payment provider could not be reached.' });
    server.route('GET /api/owner/stripe/balance', { status: 500, rawBody: 'oops' });
    await expect(getStripeBalance(api)).rejects.toMatchObject({ status: 500, message: PAYMENT_MESSAGES.failedToLoadBalance });
    await expect(getStripeBalance(api, PAYMENT_MESSAGES.failedToLoadStripeBalance)).rejects.toMatchObject({
      message: PAYMENT_MESSAGES.failedToLoadStripeBalance,
      serverMessage: null,
    });
  });

  it('turns an ok: false answer into a failure carrying its error', async () => {
    server.route('GET /api/owner/stripe/balance', { status: 200, body: { ...noAccount, ok: false, error: 'Account suspended' } });
    const failure: unknown = await getStripeBalance(api).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.serverMessage).toBe('Account suspended');
    server.route('GET /api/owner/stripe/balance', { status: 200, body: { ...noAccount, ok: false } });
    await expect(getStripeBalance(api)).rejects.toMatchObject({ message: PAYMENT_MESSAGES.failedToLoadBalance, serverMessage: null });
  });

  it('refuses an answer that is not a balance', async () => {
    server.route('GET /api/owner/stripe/balance', { status: 200, body: { available: 12345 } });
    await expect(getStripeBalance(api)).rejects.toThrow('Unexpected response from GET /api/owner/stripe/balance');
  });
});

describe('getStripeEarnings over real HTTP', () => {
  it('asks for 12 months by default and gets the buckets', async () => {
    const buckets = [{ ...bucket, period: '2026-10', net_minor: 0, count: 0 }, bucket];
    server.route('GET /api/owner/stripe/earnings', { status: 200, body: { ok: true, buckets } });
    await expect(getStripeEarnings(api)).resolves.toEqual({ ok: true, buckets });
    await getStripeEarnings(api, 6);
    expect(calls()).toEqual([
      ['GET', '/api/owner/stripe/earnings?months=12', undefined],
      ['GET', '/api/owner/stripe/earnings?months=6', undefined],
    ]);
  });

  it('rejects with the server’s error, else "Failed to load earnings", and refuses a broken answer', async () => {
    server.route('GET /api/owner/stripe/earnings', { status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.invalidMonths } });
    await expect(getStripeEarnings(api)).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.invalidMonths });
    server.route('GET /api/owner/stripe/earnings', { status: 503, rawBody: 'Service unavailable' });
    await expect(getStripeEarnings(api)).rejects.toMatchObject({ status: 503, message: PAYMENT_MESSAGES.failedToLoadEarnings });
    server.route('GET /api/owner/stripe/earnings', { status: 200, body: [bucket] });
    await expect(getStripeEarnings(api)).rejects.toThrow('Unexpected response from GET /api/owner/stripe/earnings');
  });
});

describe('createDashboardLink over real HTTP', () => {
  it('posts an empty body and answers the url', async () => {
    server.route('POST /api/owner/stripe/dashboard-link', { status: 200, body: { url: 'http://localhost:3000/sandbox/dashboard/tok' } });
    await expect(createDashboardLink(api)).resolves.toEqual({ url: 'http://localhost:3000/sandbox/dashboard/tok' });
    expect(calls()).toEqual([['POST', '/api/owner/stripe/dashboard-link', {}]]);
  });

  it('rejects with the server’s error (no account: 409), else "Could not open the payment provider dashboard"', async () => {
    server.route('POST /api/owner/stripe/dashboard-link', { status: 409, body: { error: PAYMENT_MESSAGES.noPaymentAccount } });
    await expect(createDashboardLink(api)).rejects.toMatchObject({ status: 409, message: PAYMENT_MESSAGES.noPaymentAccount });
    server.route('POST /api/owner/stripe/dashboard-link', { status: 502, rawBody: 'Bad gateway' });
    await expect(createDashboardLink(api)).rejects.toMatchObject({ message: PAYMENT_MESSAGES.couldNotOpenProviderDashboard });
    server.route('POST /api/owner/stripe/dashboard-link', { status: 200, body: { url: '' } });
    await expect(createDashboardLink(api)).rejects.toThrow('Unexpected response from POST /api/owner/stripe/dashboard-link');
    server.route('POST /api/owner/stripe/dashboard-link', { status: 200, body: { url: 'javascript:alert(1)' } });
    await expect(createDashboardLink(api)).rejects.toThrow('Unexpected response from POST /api/owner/stripe/dashboard-link');
  });
});
