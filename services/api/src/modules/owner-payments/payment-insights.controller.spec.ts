import {
  API_ERRORS,
  PAYMENT_ACTIVITY_MESSAGES,
  PAYMENT_MESSAGES,
  type BalanceResponse,
  type DashboardLinkResponse,
  type EarningsBucket,
  type EarningsResponse,
  type RefundResponse,
} from '@fsp/contracts';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { payingOrganization } from '../invoices/autopay/testing/autopay-fixture.js';
import { seedMember } from '../invoices/testing/seed-visits.js';
import { sandboxCardFee } from '../payments/sandbox/sandbox-card-pricing.js';
import { clockOf, dateSandboxPayment, makePayment, paymentsOrganization, type PaymentsOrganization } from './testing/owner-payments-fixture.js';

const PLATFORM_FEE_BPS = 1_000;
const net = (amount: number, applicationFee: number) => amount - sandboxCardFee(amount) - applicationFee;
const DAY_MS = 24 * 60 * 60_000;

describe.each(testDatabases())('balance, earnings and dashboard link on %s (sandbox provider)', (database) => {
  let t: TestApi;
  let clock: ReturnType<typeof clockOf>;
  let manager: string;
  let crew: string;
  let owner: PaymentsOrganization;

  beforeAll(async () => {
    const base = apiConfigFromEnv({});
    t = await startTestApi(database, {
      config: { payments: { ...base.payments, platformFeeBps: PLATFORM_FEE_BPS }, publicRateLimit: { limit: 10_000, windowMs: 60_000 } },
    });
    clock = clockOf(t);
    owner = await paymentsOrganization(t, { timeZone: 'America/New_York' });
    manager = await t.tokenFor(await seedMember(t.dataSource, owner, 'manager'));
    crew = await t.tokenFor(await seedMember(t.dataSource, owner, 'crew_member'));
  }, 60_000);

  afterEach(() => clock.set(null));

  afterAll(async () => {
    await t?.close();
  });

  const earnings = (token: string, months?: number | string) =>
    t.request<EarningsResponse>('GET', `/api/owner/stripe/earnings${months === undefined ? '' : `?months=${months}`}`, { token });
  const balance = (token: string) => t.request<BalanceResponse>('GET', '/api/owner/stripe/balance', { token });
  const dashboardLink = (token: string) => t.request<DashboardLinkResponse>('POST', '/api/owner/stripe/dashboard-link', { token });
  const bucketsOf = (response: { body: EarningsResponse }) =>
    Object.fromEntries(response.body.buckets.filter((bucket) => bucket.net_minor !== 0 || bucket.count !== 0).map((bucket) => [bucket.period, [bucket.net_minor, bucket.count]]));

  describe('GET earnings', () => {
    // New York is UTC−5 in winter: its months start at 05:00 UTC.
    const PAYMENTS = {
      beforeWindow: { amountCents: 2_500, created: '2025-03-01T04:59:00Z' }, // Feb 28, 2025, 11:59 PM
      windowStart: { amountCents: 3_000, created: '2025-03-01T05:00:00Z' }, // Mar 1, 2025, 12:00 AM
      januaryEnd: { amountCents: 10_000, applicationFeeCents: 1_000, created: '2026-02-01T04:59:00Z' }, // Jan 31, 2026, 11:59 PM
      februaryStart: { amountCents: 20_000, created: '2026-02-01T05:00:00Z' }, // Feb 1, 2026, 12:00 AM
      februaryEnd: { amountCents: 5_000, created: '2026-03-01T04:00:00Z' }, // Feb 28, 2026, 11:00 PM
      marchFirst: { amountCents: 7_000, created: '2026-03-01T06:00:00Z' }, // Mar 1, 2026, 1:00 AM
    };
    let org: PaymentsOrganization;
    let januaryEnd: string;

    beforeAll(async () => {
      org = await paymentsOrganization(t, { timeZone: 'America/New_York' });
      for (const [name, spec] of Object.entries(PAYMENTS)) {
        const id = await makePayment(t, org, { card: 'succeeds', ...spec });
        if (name === 'januaryEnd') januaryEnd = id;
      }
      await makePayment(t, org, { card: 'chargeDeclined', amountCents: 9_000, created: '2026-02-10T15:00:00Z', outcome: 'failed' });
      // Refunded in February: it counts there, as −amount plus the platform's fee given back.
      clock.set('2026-02-10T15:00:00Z');
      const refunded = await t.request<RefundResponse>('POST', '/api/owner/stripe/refund', {
        token: org.ownerToken,
        body: { payment_intent: januaryEnd, amount_minor: 4_000 },
      });
      expect(refunded.status).toBe(200);
      await t.dataSource.query(`UPDATE sandbox_refunds SET created_at = '2026-02-10T15:00:00Z' WHERE payment_intent_id = $1`, [januaryEnd]);
    });

    it("answers the last 12 months of the organization's time zone, oldest first, every month present", async () => {
      clock.set('2026-03-01T04:30:00Z'); // Feb 28, 2026, 11:30 PM in New York
      const response = await earnings(org.ownerToken);
      expect(response.status).toBe(200);
      expect(response.body.ok).toBe(true);
      expect(response.body.buckets.map((bucket) => bucket.period)).toEqual([
        '2025-03',
        '2025-04',
        '2025-05',
        '2025-06',
        '2025-07',
        '2025-08',
        '2025-09',
        '2025-10',
        '2025-11',
        '2025-12',
        '2026-01',
        '2026-02',
      ]);
      for (const bucket of response.body.buckets) expect(Object.keys(bucket).sort()).toEqual(['count', 'currency', 'net_minor', 'period']);
      expect(response.body.buckets.every((bucket: EarningsBucket) => bucket.currency === 'USD')).toBe(true);
      expect(response.body.buckets.find((bucket) => bucket.period === '2025-07')).toEqual({ period: '2025-07', net_minor: 0, count: 0, currency: 'USD' });
      expect(bucketsOf(response)).toEqual({
        '2025-03': [net(3_000, 0), 1],
        '2026-01': [net(10_000, 1_000), 1],
        '2026-02': [net(20_000, 0) + net(5_000, 0) - 4_000 + 400, 2],
      });
      expect((await earnings(org.ownerToken, 12)).body).toEqual(response.body);
    });

    it('moves to the next month when the clock passes midnight in the organization, not in UTC', async () => {
      clock.set('2026-03-01T04:59:59Z'); // still February in New York
      expect((await earnings(org.ownerToken)).body.buckets.at(-1)?.period).toBe('2026-02');
      clock.set('2026-03-01T06:30:00Z'); // Mar 1, 1:30 AM
      const response = await earnings(org.ownerToken);
      expect(response.body.buckets.map((bucket) => bucket.period)).toEqual(expect.arrayContaining(['2025-04', '2026-03']));
      expect(response.body.buckets).toHaveLength(12);
      expect(bucketsOf(response)).toEqual({
        '2026-01': [net(10_000, 1_000), 1],
        '2026-02': [net(20_000, 0) + net(5_000, 0) - 3_600, 2],
        '2026-03': [net(7_000, 0), 1],
      });
    });

    it('reads the months in whatever time zone the organization keeps', async () => {
      await t.dataSource.query(`UPDATE organizations SET time_zone = 'UTC' WHERE id = $1`, [org.organizationId]);
      try {
        clock.set('2026-03-01T04:30:00Z'); // already March in UTC
        const response = await earnings(org.ownerToken);
        expect(response.body.buckets[0]?.period).toBe('2025-04');
        expect(bucketsOf(response)).toEqual({
          '2026-02': [net(10_000, 1_000) + net(20_000, 0) - 3_600, 2],
          '2026-03': [net(5_000, 0), 1],
        });
      } finally {
        await t.dataSource.query(`UPDATE organizations SET time_zone = 'America/New_York' WHERE id = $1`, [org.organizationId]);
      }
    });

    it('takes months from 1 to 24', async () => {
      clock.set('2026-03-01T06:30:00Z');
      const longer = await earnings(org.ownerToken, 24);
      expect(longer.body.buckets).toHaveLength(24);
      expect(longer.body.buckets[0]?.period).toBe('2024-04');
      expect(bucketsOf(longer)).toMatchObject({ '2025-03': [net(3_000, 0), 1] });
      expect(bucketsOf(longer)['2025-02']).toEqual([net(2_500, 0), 1]);
      expect((await earnings(org.ownerToken, 1)).body.buckets).toEqual([{ period: '2026-03', net_minor: net(7_000, 0), count: 1, currency: 'USD' }]);
      for (const months of [0, 25, '1.5', 'twelve', -1]) {
        expect(await earnings(org.ownerToken, months)).toMatchObject({ status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.invalidMonths } });
      }
    });

    it('answers 12 empty months without a payment account, and to managers; crew members and admins get 403', async () => {
      clock.set('2026-03-01T06:30:00Z');
      const fresh = await payingOrganization(t, { onboarded: false });
      const empty = await earnings(fresh.ownerToken);
      expect(empty.status).toBe(200);
      expect(empty.body.buckets).toHaveLength(12);
      expect(empty.body.buckets.at(-1)).toEqual({ period: '2026-03', net_minor: 0, count: 0, currency: 'USD' });
      expect(bucketsOf(empty)).toEqual({});
      expect((await earnings(manager)).status).toBe(200);
      expect(await earnings(crew)).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      expect((await earnings(await t.tokenFor('admin@demo.test'))).status).toBe(403);
    });
  });

  describe('GET balance', () => {
    it('keeps a payment pending for 2 days, then available, less refunds, per currency', async () => {
      const org = await paymentsOrganization(t);
      expect(await balance(org.ownerToken)).toEqual(
        expect.objectContaining({ status: 200, body: { ok: true, error: null, hasAccount: true, accountId: org.accountId, available: [], pending: [] } }),
      );

      const first = await makePayment(t, org, { card: 'succeeds', amountCents: 10_000, applicationFeeCents: 1_000 });
      expect((await balance(org.ownerToken)).body).toMatchObject({
        available: [{ amount: 0, currency: 'USD' }],
        pending: [{ amount: net(10_000, 1_000), currency: 'USD' }],
      });

      // Two days and a minute later, as far as this charge is concerned.
      await dateSandboxPayment(t, first, new Date(Date.now() - 2 * DAY_MS - 60_000).toISOString());
      expect((await balance(org.ownerToken)).body).toMatchObject({
        available: [{ amount: net(10_000, 1_000), currency: 'USD' }],
        pending: [{ amount: 0, currency: 'USD' }],
      });

      const refunded = await t.request('POST', '/api/owner/stripe/refund', { token: org.ownerToken, body: { payment_intent: first, amount_minor: 2_500 } });
      expect(refunded.status).toBe(200);
      await makePayment(t, org, { card: 'mastercard', amountCents: 4_000 });
      expect((await balance(org.ownerToken)).body).toMatchObject({
        available: [{ amount: net(10_000, 1_000) - 2_500 + 250, currency: 'USD' }],
        pending: [{ amount: net(4_000, 0), currency: 'USD' }],
      });
      await makePayment(t, org, { card: 'chargeDeclined', amountCents: 4_000, outcome: 'failed' });
      expect((await balance(org.ownerToken)).body.pending).toEqual([{ amount: net(4_000, 0), currency: 'USD' }]);
    });

    it('answers hasAccount false without an account, serves managers and refuses crew members and admins', async () => {
      const fresh = await payingOrganization(t, { onboarded: false });
      expect((await balance(fresh.ownerToken)).body).toEqual({ ok: true, error: null, hasAccount: false, accountId: null, available: [], pending: [] });
      expect(await balance(manager)).toMatchObject({ status: 200, body: { hasAccount: true, accountId: owner.accountId } });
      expect(await balance(crew)).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      expect((await balance(await t.tokenFor('admin@demo.test'))).status).toBe(403);
    });
  });

  describe('POST dashboard-link', () => {
    it("answers the sandbox's own dashboard page for the account", async () => {
      await makePayment(t, owner, { card: 'succeeds', amountCents: 6_100, description: 'Fence painting' });
      const link = await dashboardLink(owner.ownerToken);
      expect(link.status).toBe(200);
      expect(Object.keys(link.body)).toEqual(['url']);
      const page = await t.request<string>('GET', new URL(link.body.url).pathname);
      expect(page.status).toBe(200);
      expect(page.body).toContain('Sandbox');
      expect(page.body).toContain('Fence painting');
      expect((await dashboardLink(manager)).status).toBe(200);
    });

    it('answers 409 without an account, and 403 to crew members and admins', async () => {
      const fresh = await payingOrganization(t, { onboarded: false });
      expect(await dashboardLink(fresh.ownerToken)).toMatchObject({ status: 409, body: { error: PAYMENT_MESSAGES.noPaymentAccount } });
      expect(await dashboardLink(crew)).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      expect((await dashboardLink(await t.tokenFor('admin@demo.test'))).status).toBe(403);
    });
  });
});
