import { randomUUID } from 'node:crypto';
import { PAYMENT_ACTIVITY_MESSAGES, SANDBOX_TEST_CARDS } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { organizationIdOf } from '../../customers/testing/seed-customer.js';
import {
  PaymentsProvider,
  type CreatePaymentIntentInput,
  type ProviderPayment,
  type ProviderPaymentFilter,
  type ProviderRefund,
} from '../payments-provider.js';
import { SANDBOX_DASHBOARD_CLOSED } from './sandbox-dashboard-page.js';
import { SandboxPaymentsProvider } from './sandbox-payments-provider.js';

const APP = 'http://app.example.test';
const DASHBOARD_PREFIX = `${APP}/api/public/payments-sandbox/dashboard/`;

/** $123.45: Stripe's 2.9% + 30¢ is 388¢; the platform takes 123¢. */
const AMOUNT = 12_345;
const APPLICATION_FEE = 123;
const FEE = 388;
const NET = AMOUNT - FEE - APPLICATION_FEE;

interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

describe.each(testDatabases())('sandbox payment activity on %s', (database) => {
  let t: TestApi;
  let provider: SandboxPaymentsProvider;
  let organizationId: string;

  /** A connected account that may take charges, as the sandbox's onboarding leaves it. */
  async function newAccount(businessName = 'Green Acres Lawn Care'): Promise<string> {
    const { id } = await provider.createConnectedAccount({ organizationId, businessName, email: null, idempotencyKey: `account-${randomUUID()}` });
    await t.dataSource.query(`UPDATE sandbox_connected_accounts SET details_submitted = true, charges_enabled = true, payouts_enabled = true WHERE id = $1`, [id]);
    return id;
  }

  /** A sandbox customer with a card saved the way Stripe.js's confirmCardSetup saves one. */
  async function saveCard(number: string, customer: { email: string | null; name: string | null }): Promise<SavedCard> {
    const { id: customerId } = await provider.createCustomer({ ...customer, metadata: {}, idempotencyKey: `customer-${randomUUID()}` });
    const intent = await provider.createSetupIntent({ customerId, metadata: {}, idempotencyKey: `seti-${randomUUID()}` });
    const confirmed = await provider.confirmCard(intent.id, intent.clientSecret, { cardNumber: number, expiry: '12 / 34', cvc: '123' });
    return { customerId, paymentMethodId: confirmed.paymentMethodId };
  }

  async function charge(accountId: string, card: SavedCard, overrides: Partial<CreatePaymentIntentInput> = {}): Promise<string> {
    const intent = await provider.createPaymentIntent({
      accountId,
      customerId: card.customerId,
      paymentMethodId: card.paymentMethodId,
      amountCents: AMOUNT,
      currency: 'usd',
      applicationFeeCents: APPLICATION_FEE,
      description: 'Lawn care, October 2026',
      metadata: {},
      idempotencyKey: `charge-${randomUUID()}`,
      offSession: true,
      ...overrides,
    });
    return intent.id;
  }

  /** Moves a charge to `created` (its funds then settle 2 days later), as if it had been made then. */
  async function backdate(paymentIntentId: string, created: string): Promise<void> {
    await t.dataSource.query(
      `UPDATE sandbox_payment_intents
          SET created_at = $2::timestamptz,
              available_on = CASE WHEN available_on IS NULL THEN NULL ELSE $2::timestamptz + interval '2 days' END
        WHERE id = $1`,
      [paymentIntentId, created],
    );
  }

  const list = (accountId: string, filter: Partial<ProviderPaymentFilter> = {}) =>
    provider.listPayments(accountId, { createdFrom: null, createdBefore: null, status: null, search: null, limit: 100, startingAfter: null, ...filter });
  const idsOf = (payments: ProviderPayment[]) => payments.map((payment) => payment.paymentIntentId);
  const refund = (accountId: string, paymentIntentId: string, amountCents: number, idempotencyKey = `refund-${randomUUID()}`): Promise<ProviderRefund> =>
    provider.createRefund({ accountId, paymentIntentId, amountCents, idempotencyKey, metadata: {} });
  const intentRow = async (id: string) =>
    ((await t.dataSource.query(`SELECT amount_refunded, application_fee_refunded FROM sandbox_payment_intents WHERE id = $1`, [id])) as Array<{
      amount_refunded: number;
      application_fee_refunded: number;
    }>)[0];
  const refundCount = async (paymentIntentId: string): Promise<number> =>
    ((await t.dataSource.query(`SELECT count(*)::int AS n FROM sandbox_refunds WHERE payment_intent_id = $1`, [paymentIntentId])) as Array<{ n: number }>)[0]
      ?.n ?? 0;

  let succeeds: SavedCard;
  let chargeDeclined: SavedCard;
  let authenticationRequired: SavedCard;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { appBaseUrl: APP, publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
    provider = t.api.app.get(PaymentsProvider) as SandboxPaymentsProvider;
    expect(provider).toBeInstanceOf(SandboxPaymentsProvider);
    organizationId = await organizationIdOf(t.dataSource, 'owner@demo.test');
    succeeds = await saveCard(SANDBOX_TEST_CARDS.succeeds, { email: 'Jamie.Rivera@Example.test', name: 'Jamie Rivera' });
    chargeDeclined = await saveCard(SANDBOX_TEST_CARDS.chargeDeclined, { email: 'pat@example.test', name: 'Pat Lee' });
    authenticationRequired = await saveCard(SANDBOX_TEST_CARDS.authenticationRequired, { email: null, name: null });
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('listPayments', () => {
    it('shows a payment with its customer, card, fees, net and status, and retrievePayment the same', async () => {
      const accountId = await newAccount();
      const id = await charge(accountId, succeeds, {
        metadata: { customer_name: 'Jamie R. (invoice)', customer_email: 'jamie@invoice.test', invoice_id: 'inv-1' },
      });
      const { payments, hasMore, nextCursor } = await list(accountId);
      expect({ hasMore, nextCursor }).toEqual({ hasMore: false, nextCursor: null });
      expect(payments).toEqual<ProviderPayment[]>([
        {
          id: expect.stringMatching(/^ch_sandbox_/) as string,
          paymentIntentId: id,
          created: expect.any(Date) as Date,
          description: 'Lawn care, October 2026',
          customerName: 'Jamie R. (invoice)',
          customerEmail: 'jamie@invoice.test',
          pmType: 'card',
          cardBrand: 'visa',
          last4: '4242',
          amountCents: AMOUNT,
          amountRefundedCents: 0,
          currency: 'USD',
          feeCents: FEE + APPLICATION_FEE,
          netCents: NET,
          status: 'succeeded',
        },
      ]);
      expect(await provider.retrievePayment(accountId, id)).toEqual(payments[0]);
      expect(await provider.retrievePayment(await newAccount(), id)).toBeNull();
      expect(await provider.retrievePayment(accountId, 'pi_sandbox_unknown')).toBeNull();
    });

    it("falls back on the sandbox customer's name and e-mail, and words every status as part 2 §4 does", async () => {
      const accountId = await newAccount();
      const succeeded = await charge(accountId, succeeds);
      const declined = await charge(accountId, chargeDeclined);
      const waiting = await charge(accountId, authenticationRequired, { offSession: false });
      const canceled = await charge(accountId, authenticationRequired, { offSession: false });
      await provider.cancelPaymentIntent(accountId, canceled);
      const refunded = await charge(accountId, succeeds);
      await refund(accountId, refunded, AMOUNT);

      const byId = new Map((await list(accountId)).payments.map((payment) => [payment.paymentIntentId, payment]));
      expect(byId.get(succeeded)).toMatchObject({ customerName: 'Jamie Rivera', customerEmail: 'Jamie.Rivera@Example.test', status: 'succeeded' });
      expect(byId.get(declined)).toMatchObject({
        id: declined,
        customerName: 'Pat Lee',
        last4: '0341',
        status: 'failed',
        feeCents: 0,
        netCents: 0,
      });
      expect(byId.get(waiting)).toMatchObject({ customerName: null, customerEmail: null, status: 'requires_payment_method', feeCents: 0, netCents: 0 });
      expect(byId.get(canceled)).toMatchObject({ status: 'canceled' });
      // The platform's whole fee came back with the full refund: only Stripe's fee is left, and the net is minus it.
      expect(byId.get(refunded)).toMatchObject({ status: 'refunded', amountRefundedCents: AMOUNT, feeCents: FEE, netCents: -FEE });

      for (const [status, id] of [
        ['succeeded', succeeded],
        ['failed', declined],
        ['requires_payment_method', waiting],
        ['canceled', canceled],
        ['refunded', refunded],
      ] as const) {
        expect({ status, ids: idsOf((await list(accountId, { status })).payments) }).toEqual({ status, ids: [id] });
      }
      expect((await list(accountId, { status: 'processing' })).payments).toEqual([]);
    });

    it('searches e-mail and description (any case, literally), the last 4 digits and the amount', async () => {
      const accountId = await newAccount();
      const jamie = await charge(accountId, succeeds, { amountCents: 4_500, applicationFeeCents: 45, description: 'Spring cleanup' });
      const invoiced = await charge(accountId, succeeds, {
        amountCents: 4_550,
        description: 'Hedges: 50% off',
        metadata: { customer_email: 'billing@hedges.test' },
      });
      const declined = await charge(accountId, chargeDeclined, { description: 'Mowing_weekly' });
      const search = async (q: string) => idsOf((await list(accountId, { search: q })).payments).sort();

      expect(await search('jamie.RIVERA')).toEqual([jamie]);
      expect(await search('HEDGES.test')).toEqual([invoiced]);
      expect(await search('  spring ')).toEqual([jamie]);
      expect(await search('%')).toEqual([invoiced]);
      expect(await search('_')).toEqual([declined]);
      expect(await search('50%')).toEqual([invoiced]);
      expect(await search('0341')).toEqual([declined]);
      expect(await search('424')).toEqual([]);
      for (const q of ['45', '45.0', '45.00', '$45']) expect({ q, ids: await search(q) }).toEqual({ q, ids: [jamie] });
      expect(await search('45.50')).toEqual([invoiced]);
      expect(await search('')).toEqual([declined, invoiced, jamie].sort());
      expect(idsOf((await list(accountId, { search: 'hedges', status: 'succeeded' })).payments)).toEqual([invoiced]);
      expect((await list(accountId, { search: 'hedges', status: 'failed' })).payments).toEqual([]);
    });

    it('pages newest first on (created, id), ties included, within the date range, and refuses a foreign cursor', async () => {
      const accountId = await newAccount();
      const ids: string[] = [];
      for (let index = 0; index < 25; index += 1) {
        const id = await charge(accountId, succeeds);
        // Five payments per instant: the id breaks the tie.
        await backdate(id, new Date(Date.UTC(2026, 9, 1 + Math.floor(index / 5), 12)).toISOString());
        ids.push(id);
      }
      const expected = [...ids].sort((a, b) => {
        const day = (id: string) => Math.floor(ids.indexOf(id) / 5);
        return day(b) - day(a) || (a < b ? 1 : -1);
      });

      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page = await list(accountId, { limit: 10, startingAfter: cursor });
        pages.push(idsOf(page.payments));
        expect(page.nextCursor).toBe(page.hasMore ? page.payments.at(-1)?.paymentIntentId : null);
        cursor = page.nextCursor;
      } while (cursor !== null);
      expect(pages.map((page) => page.length)).toEqual([10, 10, 5]);
      expect(pages.flat()).toEqual(expected);

      // Back to the second page from the first page's cursor (the screens keep a stack of cursors).
      const first = await list(accountId, { limit: 10 });
      expect(idsOf((await list(accountId, { limit: 10, startingAfter: first.nextCursor })).payments)).toEqual(pages[1]);

      // Oct 2 and Oct 3 (12:00 UTC) only: from the start of Oct 2 to before Oct 4.
      const ranged = await list(accountId, {
        createdFrom: new Date('2026-10-02T00:00:00Z'),
        createdBefore: new Date('2026-10-03T12:00:00.001Z'),
        limit: 6,
      });
      expect({ ids: idsOf(ranged.payments), hasMore: ranged.hasMore }).toEqual({ ids: expected.slice(10, 16), hasMore: true });
      const rest = await list(accountId, { createdFrom: new Date('2026-10-02T00:00:00Z'), createdBefore: new Date('2026-10-03T12:00:00.001Z'), startingAfter: ranged.nextCursor });
      expect({ ids: idsOf(rest.payments), hasMore: rest.hasMore }).toEqual({ ids: expected.slice(16, 20), hasMore: false });

      const otherAccount = await newAccount();
      const foreign = await charge(otherAccount, succeeds);
      for (const startingAfter of [foreign, 'pi_sandbox_unknown']) {
        await expect(list(accountId, { startingAfter })).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.invalidCursor });
      }
    });
  });

  describe('createRefund', () => {
    it('refunds in parts, giving back the platform fee in proportion, until the payment is refunded', async () => {
      const accountId = await newAccount();
      const id = await charge(accountId, succeeds, { amountCents: 10_000, applicationFeeCents: 101 });

      const first = await refund(accountId, id, 3_333);
      expect(first).toEqual<ProviderRefund>({
        id: expect.stringMatching(/^re_sandbox_/) as string,
        status: 'succeeded',
        amountCents: 3_333,
        paymentAmountRefundedCents: 3_333,
        // 101 × 3333 / 10000 = 33.66
        applicationFeeRefundedCents: 34,
      });
      expect(await provider.retrievePayment(accountId, id)).toMatchObject({ status: 'succeeded', amountRefundedCents: 3_333, feeCents: 320 + 101 - 34 });

      const second = await refund(accountId, id, 3_333);
      // Rounded on the running total: 101 × 6666 / 10000 = 67.33 → 67, so this part is 33.
      expect(second).toMatchObject({ paymentAmountRefundedCents: 6_666, applicationFeeRefundedCents: 33 });

      await expect(refund(accountId, id, 3_335)).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });
      const last = await refund(accountId, id, 3_334);
      expect(last).toMatchObject({ paymentAmountRefundedCents: 10_000, applicationFeeRefundedCents: 101 - 67 });
      expect(await intentRow(id)).toEqual({ amount_refunded: 10_000, application_fee_refunded: 101 });
      expect(await provider.retrievePayment(accountId, id)).toMatchObject({ status: 'refunded', amountRefundedCents: 10_000, feeCents: 320, netCents: -320 });
      await expect(refund(accountId, id, 1)).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });
      expect(await refundCount(id)).toBe(3);
    });

    it('refuses what cannot be refunded and stores nothing', async () => {
      const accountId = await newAccount();
      const paid = await charge(accountId, succeeds);
      const declined = await charge(accountId, chargeDeclined);
      await expect(refund(accountId, declined, 100)).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.notRefundable });
      await expect(refund(accountId, 'pi_sandbox_unknown', 100)).rejects.toMatchObject({ status: 404, message: PAYMENT_ACTIVITY_MESSAGES.paymentNotFound });
      await expect(refund(await newAccount(), paid, 100)).rejects.toMatchObject({ status: 404, message: PAYMENT_ACTIVITY_MESSAGES.paymentNotFound });
      for (const amount of [0, -5, 1.5]) {
        await expect(refund(accountId, paid, amount)).rejects.toMatchObject({ status: 400 });
      }
      await expect(refund(accountId, paid, AMOUNT + 1)).rejects.toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });
      expect(await refundCount(paid)).toBe(0);
      expect(await refundCount(declined)).toBe(0);
      expect(await intentRow(paid)).toEqual({ amount_refunded: 0, application_fee_refunded: 0 });
    });

    it('answers a key seen before with the refund it made, even when requests with it race', async () => {
      const accountId = await newAccount();
      const id = await charge(accountId, succeeds);
      const key = `refund-${randomUUID()}`;
      const first = await refund(accountId, id, 1_000, key);
      expect(await refund(accountId, id, 1_000, key)).toEqual(first);

      const raced = `refund-${randomUUID()}`;
      const answers = await Promise.all([1, 2, 3].map(() => refund(accountId, id, 2_000, raced)));
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(answers[0]).toMatchObject({ amountCents: 2_000 });
      expect(await refundCount(id)).toBe(2);
      expect((await intentRow(id))?.amount_refunded).toBe(3_000);
    });

    it('never refunds more than was paid when two refunds run at once', async () => {
      const accountId = await newAccount();
      const id = await charge(accountId, succeeds);
      const results = await Promise.allSettled([refund(accountId, id, 7_000), refund(accountId, id, 7_000)]);
      const fulfilled = results.filter((result) => result.status === 'fulfilled');
      const rejected = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
      expect(fulfilled).toHaveLength(1);
      expect(rejected).toHaveLength(1);
      expect(rejected[0]?.reason).toMatchObject({ status: 400, message: PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge });
      expect((await intentRow(id))?.amount_refunded).toBe(7_000);
      expect(await refundCount(id)).toBe(1);

      // Many small ones at once stop exactly at the amount.
      const small = await Promise.allSettled(Array.from({ length: 8 }, () => refund(accountId, id, 1_000)));
      expect(small.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
      expect(await intentRow(id)).toEqual({ amount_refunded: AMOUNT - 345, application_fee_refunded: Math.round((APPLICATION_FEE * (AMOUNT - 345)) / AMOUNT) });
    });
  });

  describe('balance', () => {
    it('keeps each payment pending for 2 days, then available, per currency with USD first, less refunds', async () => {
      const accountId = await newAccount();
      const early = await charge(accountId, succeeds);
      const late = await charge(accountId, succeeds);
      const euro = await charge(accountId, succeeds, { currency: 'eur', amountCents: 10_000, applicationFeeCents: 100 });
      await charge(accountId, chargeDeclined);
      await backdate(early, '2026-10-01T12:00:00Z');
      await backdate(late, '2026-10-02T12:00:00Z');
      await backdate(euro, '2026-10-01T00:00:00Z');
      expect(await provider.balance(accountId, new Date('2026-09-30T00:00:00Z'))).toEqual({
        available: [
          { amount: 0, currency: 'USD' },
          { amount: 0, currency: 'EUR' },
        ],
        pending: [
          { amount: 2 * NET, currency: 'USD' },
          { amount: 10_000 - 320 - 100, currency: 'EUR' },
        ],
      });
      expect(await provider.balance(accountId, new Date('2026-10-03T12:00:00Z'))).toEqual({
        available: [
          { amount: NET, currency: 'USD' },
          { amount: 10_000 - 320 - 100, currency: 'EUR' },
        ],
        pending: [
          { amount: NET, currency: 'USD' },
          { amount: 0, currency: 'EUR' },
        ],
      });

      // A refund takes its amount back, less the part of the platform's fee returned with it (123 × 2500 / 12345 = 24.9).
      const { applicationFeeRefundedCents } = await refund(accountId, early, 2_500);
      expect(applicationFeeRefundedCents).toBe(25);
      expect((await provider.balance(accountId, new Date('2026-10-05T00:00:00Z'))).available).toEqual([
        { amount: 2 * NET - 2_500 + 25, currency: 'USD' },
        { amount: 10_000 - 320 - 100, currency: 'EUR' },
      ]);
      expect(await provider.retrieveBalance(await newAccount())).toEqual({ available: [], pending: [] });
    });
  });

  describe('earnings', () => {
    it("buckets charges by the month they were made and refunds by the month they were made, in the organization's time zone", async () => {
      const accountId = await newAccount();
      // 2026-01-01 05:00 UTC is still Dec 31 in Los Angeles; 09:00 UTC is Jan 1 there.
      const december = await charge(accountId, succeeds);
      const january = await charge(accountId, succeeds, { amountCents: 20_000, applicationFeeCents: 200 });
      const tooEarly = await charge(accountId, succeeds);
      const euro = await charge(accountId, succeeds, { currency: 'eur' });
      await charge(accountId, chargeDeclined);
      await backdate(december, '2026-01-01T05:00:00Z');
      await backdate(january, '2026-01-01T09:00:00Z');
      await backdate(tooEarly, '2025-11-30T12:00:00Z');
      await backdate(euro, '2026-01-02T12:00:00Z');
      // Refunded on Jan 31 at 23:30 in Los Angeles (Feb 1 in UTC): it counts in January.
      const refunded = await refund(accountId, january, 5_000);
      await t.dataSource.query(`UPDATE sandbox_refunds SET created_at = '2026-02-01T07:30:00Z' WHERE id = $1`, [refunded.id]);

      const since = new Date('2025-12-01T08:00:00Z');
      const earnings = await provider.earnings(accountId, { since, now: new Date('2026-02-15T00:00:00Z'), timeZone: 'America/Los_Angeles', currency: 'USD' });
      const januaryNet = 20_000 - (580 + 30) - 200;
      expect(earnings).toEqual([
        { period: '2025-12', netCents: NET, count: 1 },
        { period: '2026-01', netCents: januaryNet - 5_000 + refunded.applicationFeeRefundedCents, count: 1 },
      ]);
      expect(refunded.applicationFeeRefundedCents).toBe(50);

      // In UTC both charges are January's and the refund February's.
      const utc = await provider.earnings(accountId, { since: new Date('2025-12-01T00:00:00Z'), now: new Date('2026-02-15T00:00:00Z'), timeZone: 'UTC', currency: 'USD' });
      expect(utc).toEqual([
        { period: '2026-01', netCents: NET + januaryNet, count: 2 },
        { period: '2026-02', netCents: -5_000 + 50, count: 0 },
      ]);
      // Nothing after `now`.
      expect(await provider.earnings(accountId, { since, now: new Date('2026-01-01T06:00:00Z'), timeZone: 'America/Los_Angeles', currency: 'USD' })).toEqual([
        { period: '2025-12', netCents: NET, count: 1 },
      ]);
    });
  });

  describe('dashboard page', () => {
    it("shows the account's balance and latest payments, marked Sandbox and escaped, for 5 minutes", async () => {
      const accountId = await newAccount('Hedge <b>& Co</b>');
      const paid = await charge(accountId, succeeds, { description: '<script>alert(1)</script>', metadata: { customer_name: 'Ann "O\'Neil"' } });
      await refund(accountId, paid, 1_000);
      const now = new Date();
      const { url } = await provider.createDashboardLink(accountId, now);
      expect(url.startsWith(DASHBOARD_PREFIX)).toBe(true);
      const path = new URL(url).pathname;

      const page = await t.request<string>('GET', path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.body).toContain('>Sandbox</span>');
      expect(page.body).toContain('Hedge &#60;b&#62;&#38; Co&#60;/b&#62;');
      expect(page.body).toContain(accountId);
      expect(page.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('Ann &#34;O&#39;Neil&#34;');
      expect(page.body).toContain(PAYMENT_ACTIVITY_MESSAGES.available);
      expect(page.body).toContain(PAYMENT_ACTIVITY_MESSAGES.pending);
      // Pending: the net less the refund plus the fee returned (123 × 1000 / 12345 = 10).
      expect(page.body).toContain(`$${((NET - 1_000 + 10) / 100).toFixed(2)}`);
      expect(page.body).toContain('$123.45');
      expect(page.body).toContain('$10.00');

      expect(await provider.openDashboard(path.split('/').pop() ?? '', new Date(now.getTime() + 5 * 60_000 - 1))).not.toBeNull();
      expect(await provider.openDashboard(path.split('/').pop() ?? '', new Date(now.getTime() + 5 * 60_000))).toBeNull();
    });

    it("shows the times in the organization's time zone, New York's when the stored one is unknown, and says when there is no payment yet", async () => {
      const accountId = await newAccount();
      const page = async () => (await t.request<string>('GET', new URL((await provider.createDashboardLink(accountId)).url).pathname)).body.replace(/\u202f/g, ' ');
      expect(await page()).toContain(PAYMENT_ACTIVITY_MESSAGES.noPaymentsYet);

      await backdate(await charge(accountId, succeeds), '2026-01-10T05:00:00Z');
      const [organization] = (await t.dataSource.query(`SELECT time_zone FROM organizations WHERE id = $1`, [organizationId])) as Array<{ time_zone: string }>;
      await t.dataSource.query(`UPDATE organizations SET time_zone = 'Nowhere/Atlantis' WHERE id = $1`, [organizationId]);
      try {
        const shown = await page();
        expect(shown).toContain('Jan 10, 2026, 12:00 AM');
        expect(shown).toContain(PAYMENT_ACTIVITY_MESSAGES.latestPayments);
        expect(shown).not.toContain(PAYMENT_ACTIVITY_MESSAGES.noPaymentsYet);
      } finally {
        await t.dataSource.query(`UPDATE organizations SET time_zone = $2 WHERE id = $1`, [organizationId, organization?.time_zone]);
      }
      await t.dataSource.query(`UPDATE organizations SET time_zone = 'America/Los_Angeles' WHERE id = $1`, [organizationId]);
      try {
        expect(await page()).toContain('Jan 9, 2026, 9:00 PM');
      } finally {
        await t.dataSource.query(`UPDATE organizations SET time_zone = $2 WHERE id = $1`, [organizationId, organization?.time_zone]);
      }
    });

    it('answers unknown and malformed links with the 404 page', async () => {
      for (const token of ['A'.repeat(32), 'not-a-token', "'; DROP TABLE sandbox_dashboard_links; --"]) {
        const page = await t.request<string>('GET', `/api/public/payments-sandbox/dashboard/${encodeURIComponent(token)}`);
        expect({ token, status: page.status, closed: String(page.body).includes(SANDBOX_DASHBOARD_CLOSED) }).toEqual({ token, status: 404, closed: true });
      }
    });
  });
});
