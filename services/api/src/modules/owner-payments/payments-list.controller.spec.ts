import { API_ERRORS, PAYMENT_ACTIVITY_MESSAGES, PAYMENT_CSV_COLUMNS, PAYMENT_STATUSES, type PaymentItem, type PaymentListResponse } from '@fsp/contracts';
import { SQL_QUERIES_HEADER } from '../../database/sql-query-counter.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { payingOrganization } from '../invoices/autopay/testing/autopay-fixture.js';
import { seedMember } from '../invoices/testing/seed-visits.js';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import { PaymentsProvider } from '../payments/payments-provider.js';
import { sandboxCardFee } from '../payments/sandbox/sandbox-card-pricing.js';
import {
  allPayments,
  listPayments,
  makePayment,
  parseCsv,
  paymentsOrganization,
  paymentsPath,
  type PaymentSpec,
  type PaymentsOrganization,
} from './testing/owner-payments-fixture.js';

/** January 2026: Los Angeles is UTC−8, so its days start at 08:00 UTC. */
const TIME_ZONE = 'America/Los_Angeles';
const ORGANIZATION_NAME = 'Sunny Lawns & Co';

/** Twelve payments on an account, oldest first; the comments give the time in Los Angeles. */
const PAYMENTS = {
  lateNight: { card: 'succeeds', amountCents: 2_000, created: '2026-01-10T07:59:00Z', description: 'Hedge trimming', customerEmail: 'dora.day@example.com', customerName: 'Dora Day' }, // Jan 9, 11:59 PM
  midnight: { card: 'succeeds', amountCents: 3_000, created: '2026-01-10T08:00:00Z', description: 'Leaf removal', customerEmail: 'eli.edge@example.com', customerName: 'Eli Edge' }, // Jan 10, 12:00 AM
  endOfDay: { card: 'mastercard', amountCents: 3_500, created: '2026-01-11T07:59:59Z', description: 'Mulching', customerEmail: 'fay.field@example.com', customerName: 'Fay Field' }, // Jan 10, 11:59:59 PM
  nextDay: { card: 'mastercard', amountCents: 4_550, created: '2026-01-11T08:00:00Z', description: 'Weeding', customerEmail: 'gus.green@example.com', customerName: 'Gus Green' }, // Jan 11, 12:00 AM
  fortyFive: {
    card: 'succeeds',
    amountCents: 4_500,
    applicationFeeCents: 450,
    created: '2026-01-12T18:00:00Z',
    description: 'Spring cleanup',
    customerEmail: 'ann.arbor@example.com',
    customerName: 'Ann Arbor',
  },
  formula: {
    card: 'succeeds',
    amountCents: 6_000,
    created: '2026-01-13T18:00:00Z',
    description: '=HYPERLINK("http://evil.example","Click")',
    customerEmail: 'hal.hack@example.com',
    customerName: '@Hal Hacker',
  },
  plusName: { card: 'mastercard', amountCents: 7_000, created: '2026-01-14T18:00:00Z', description: '-Discounted visit', customerEmail: 'ida.plus@example.com', customerName: '+Ida Plus' },
  declined: { card: 'chargeDeclined', amountCents: 8_000, created: '2026-01-15T18:00:00Z', description: 'Tree pruning', customerEmail: 'jo.jones@example.com', outcome: 'failed' },
  waiting: { card: 'authenticationRequired', amountCents: 9_000, created: '2026-01-16T18:00:00Z', description: 'Aeration', customerEmail: 'kim.kale@example.com', outcome: 'requires_action' },
  canceled: { card: 'authenticationRequired', amountCents: 9_500, created: '2026-01-17T18:00:00Z', description: 'Overseeding', customerEmail: 'lee.lark@example.com', outcome: 'canceled' },
  refunded: { card: 'succeeds', amountCents: 5_000, created: '2026-01-18T18:00:00Z', description: 'Gutter cleaning', customerEmail: 'max.moss@example.com', customerName: 'Max Moss' },
  partly: { card: 'succeeds', amountCents: 5_500, created: '2026-01-19T18:00:00Z', description: 'Snow removal', customerEmail: 'ned.north@example.com', customerName: 'Ned North' },
} satisfies Record<string, PaymentSpec>;
type PaymentName = keyof typeof PAYMENTS;

const NEWEST_FIRST: PaymentName[] = [
  'partly',
  'refunded',
  'canceled',
  'waiting',
  'declined',
  'plusName',
  'formula',
  'fortyFive',
  'nextDay',
  'endOfDay',
  'midnight',
  'lateNight',
];

const ITEM_FIELDS = [
  'amount',
  'amount_refunded',
  'card_brand',
  'created_fmt',
  'currency',
  'customer_email',
  'customer_name',
  'description',
  'fee_minor',
  'id',
  'last4',
  'net_minor',
  'payment_intent_id',
  'pm_type',
  'refundable',
  'status',
];

/** Node's ICU puts a narrow no-break space before AM/PM. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

describe.each(testDatabases())('GET /api/owner/stripe/payments on %s (sandbox provider)', (database) => {
  let t: TestApi;
  let org: PaymentsOrganization;
  const ids = {} as Record<PaymentName, string>;
  const nameOf = (item: PaymentItem): PaymentName | string =>
    (Object.entries(ids).find(([, id]) => id === item.payment_intent_id)?.[0] as PaymentName | undefined) ?? item.payment_intent_id;
  const list = (query: Record<string, string | number> = {}, token = org.ownerToken) => listPayments(t, token, query);
  const names = async (query: Record<string, string | number> = {}) => (await allPayments(t, org.ownerToken, query)).map(nameOf);
  const listStatus = async (query: Record<string, string | number>) => (await list(query)).status;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { countSqlQueries: true, publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
    org = await paymentsOrganization(t, { timeZone: TIME_ZONE, name: ORGANIZATION_NAME });
    for (const [name, spec] of Object.entries(PAYMENTS) as Array<[PaymentName, PaymentSpec]>) ids[name] = await makePayment(t, org, spec);
    const provider = t.api.app.get(PaymentsProvider);
    const refund = (paymentIntentId: string, amountCents: number) =>
      provider.createRefund({ accountId: org.accountId, paymentIntentId, amountCents, idempotencyKey: `list-spec-${paymentIntentId}`, metadata: {} });
    await refund(ids.refunded, 5_000);
    await refund(ids.partly, 500);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('a page', () => {
    it('lists every payment of the account newest first, each with exactly the fields of a payment item', async () => {
      const response = await list({ limit: 100 });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ ok: true, error: null, hasAccount: true, accountId: org.accountId, has_more: false, next_cursor: null });
      expect(response.body.items.map(nameOf)).toEqual(NEWEST_FIRST);
      for (const item of response.body.items) expect(Object.keys(item).sort()).toEqual(ITEM_FIELDS);
    });

    it("shows amounts, fees, net, card, status and the time in the organization's time zone", async () => {
      const items = await allPayments(t, org.ownerToken);
      const item = (name: PaymentName) => items.find((candidate) => candidate.payment_intent_id === ids[name]) as PaymentItem;
      const fee45 = sandboxCardFee(4_500) + 450;
      expect(item('fortyFive')).toEqual({
        id: expect.stringMatching(/^ch_/),
        payment_intent_id: ids.fortyFive,
        created_fmt: expect.any(String),
        customer_name: 'Ann Arbor',
        customer_email: 'ann.arbor@example.com',
        description: 'Spring cleanup',
        pm_type: 'card',
        card_brand: 'visa',
        last4: '4242',
        amount: 4_500,
        amount_refunded: 0,
        currency: 'USD',
        fee_minor: fee45,
        net_minor: 4_500 - fee45,
        status: 'succeeded',
        refundable: true,
      });
      expect(plainSpaces(item('fortyFive').created_fmt)).toBe('Jan 12, 2026, 10:00 AM');
      expect(plainSpaces(item('midnight').created_fmt)).toBe('Jan 10, 2026, 12:00 AM');
      expect(plainSpaces(item('endOfDay').created_fmt)).toBe('Jan 10, 2026, 11:59 PM');
      expect(item('endOfDay')).toMatchObject({ card_brand: 'mastercard', last4: '4444' });
      expect(item('partly')).toMatchObject({
        amount: 5_500,
        amount_refunded: 500,
        fee_minor: sandboxCardFee(5_500),
        net_minor: 5_500 - 500 - sandboxCardFee(5_500),
        status: 'succeeded',
        refundable: true,
      });
      expect(item('refunded')).toMatchObject({ amount_refunded: 5_000, status: 'refunded', refundable: false, net_minor: -sandboxCardFee(5_000) });
      expect(item('declined')).toMatchObject({ status: 'failed', refundable: false, last4: '0341', fee_minor: 0 });
      expect(item('waiting')).toMatchObject({ status: 'requires_payment_method', refundable: false });
      expect(item('canceled')).toMatchObject({ status: 'canceled', refundable: false });
    });

    it('answers 20 by default and any page size from 1 to 100', async () => {
      expect((await list()).body.items).toHaveLength(12);
      expect((await list({ limit: 1 })).body).toMatchObject({ items: [{ payment_intent_id: ids.partly }], has_more: true, next_cursor: ids.partly });
      expect((await list({ limit: 12 })).body).toMatchObject({ has_more: false, next_cursor: null });
    });

    it('runs the same number of SQL statements whatever the page size and filters (dates add one, for their bounds)', async () => {
      const queries = async (query: Record<string, string | number>) => Number((await list(query)).headers[SQL_QUERIES_HEADER]);
      const small = await queries({ limit: 2 });
      expect(small).toBeGreaterThan(0);
      expect(await queries({ limit: 100 })).toBe(small);
      expect(await queries({ limit: 100, q: 'example', status: 'succeeded' })).toBe(small);
      expect(await queries({ limit: 100, q: 'example', status: 'succeeded', from: '2026-01-01', to: '2026-01-31' })).toBe(small + 1);
      expect(await queries({ limit: 2, to: '2026-01-31' })).toBe(small + 1);
    });
  });

  describe('filters', () => {
    it('filters by each status of part 2 §4, and "any" lists them all', async () => {
      const expected: Record<string, PaymentName[]> = {
        succeeded: ['partly', 'plusName', 'formula', 'fortyFive', 'nextDay', 'endOfDay', 'midnight', 'lateNight'],
        refunded: ['refunded'],
        failed: ['declined'],
        requires_payment_method: ['waiting'],
        canceled: ['canceled'],
        processing: [],
        requires_capture: [],
        disputed: [],
      };
      expect(Object.keys(expected).sort()).toEqual([...PAYMENT_STATUSES].sort());
      for (const [status, expectedNames] of Object.entries(expected)) expect([status, await names({ status })]).toEqual([status, expectedNames]);
      expect(await names({ status: 'any' })).toEqual(NEWEST_FIRST);
    });

    it('finds an amount written "45", "45.00" or "$45", and not $45.50', async () => {
      for (const q of ['45', '45.00', '45.0', '$45', ' 45 ']) expect([q, await names({ q })]).toEqual([q, ['fortyFive']]);
      expect(await names({ q: '45.50' })).toEqual(['nextDay']);
      // Eight digits and more are no amount a payment can have (nor an integer the database takes in minor units).
      for (const q of ['12345678', '99999999', '$123456789.99']) expect([q, await listStatus({ q }), await names({ q })]).toEqual([q, 200, []]);
    });

    it('finds part of an e-mail address or of a description in any case, and the exact last 4 digits', async () => {
      expect(await names({ q: 'ann.arbor' })).toEqual(['fortyFive']);
      expect(await names({ q: 'ARBOR@EXAMPLE' })).toEqual(['fortyFive']);
      expect(await names({ q: 'cleanup' })).toEqual(['fortyFive']);
      expect(await names({ q: 'CLEAN' })).toEqual(['refunded', 'fortyFive']);
      expect(await names({ q: '4444' })).toEqual(['plusName', 'nextDay', 'endOfDay']);
      expect(await names({ q: '0341' })).toEqual(['declined']);
      expect(await names({ q: '444' })).toEqual([]);
      // Wildcards are text like any other.
      expect(await names({ q: '%' })).toEqual([]);
      expect(await names({ q: '_' })).toEqual([]);
      expect(await names({ q: '' })).toEqual(NEWEST_FIRST);
    });

    it("takes from and to as whole days of the organization's time zone, both included", async () => {
      expect(await names({ from: '2026-01-10', to: '2026-01-10' })).toEqual(['endOfDay', 'midnight']);
      expect(await names({ to: '2026-01-09' })).toEqual(['lateNight']);
      expect(await names({ from: '2026-01-11', to: '2026-01-11' })).toEqual(['nextDay']);
      expect(await names({ from: '2026-01-10' })).toEqual(NEWEST_FIRST.slice(0, -1));
      expect(await names({ from: '2026-01-20' })).toEqual([]);
      expect(await names({ from: '', to: '' })).toEqual(NEWEST_FIRST);
    });

    it('takes a day that loses an hour to daylight saving time (8 March 2026 in New York) as its 23 hours', async () => {
      const york = await paymentsOrganization(t, { timeZone: 'America/New_York' });
      const at = async (created: string, description: string) =>
        makePayment(t, york, { card: 'succeeds', amountCents: 1_000, created, description });
      const dayBefore = await at('2026-03-08T04:59:59Z', 'Mar 7, 11:59:59 PM EST');
      const firstSecond = await at('2026-03-08T05:00:00Z', 'Mar 8, 12:00 AM EST');
      const lastSecond = await at('2026-03-09T03:59:59Z', 'Mar 8, 11:59:59 PM EDT');
      const dayAfter = await at('2026-03-09T04:00:00Z', 'Mar 9, 12:00 AM EDT');
      const listed = async (query: Record<string, string>) => (await allPayments(t, york.ownerToken, query)).map((item) => item.payment_intent_id);
      expect(await listed({ from: '2026-03-08', to: '2026-03-08' })).toEqual([lastSecond, firstSecond]);
      expect(await listed({ to: '2026-03-07' })).toEqual([dayBefore]);
      expect(await listed({ from: '2026-03-09' })).toEqual([dayAfter]);
      const [item] = (await allPayments(t, york.ownerToken, { from: '2026-03-09' })).map((payment) => plainSpaces(payment.created_fmt));
      expect(item).toBe('Mar 9, 2026, 12:00 AM');
    });

    it('reads the days, and shows the times, in the default time zone (New York) when the stored one is unknown', async () => {
      const nowhere = await paymentsOrganization(t, { timeZone: 'Nowhere/Atlantis' });
      await makePayment(t, nowhere, { card: 'succeeds', amountCents: 1_000, created: '2026-01-10T04:59:59Z', description: 'Jan 9 in New York' });
      const inDay = await makePayment(t, nowhere, { card: 'succeeds', amountCents: 1_000, created: '2026-01-10T05:00:00Z', description: 'Jan 10 in New York' });
      const listed = await allPayments(t, nowhere.ownerToken, { from: '2026-01-10', to: '2026-01-10' });
      expect(listed.map((item) => [item.payment_intent_id, plainSpaces(item.created_fmt)])).toEqual([[inDay, 'Jan 10, 2026, 12:00 AM']]);
    });

    it('combines search, status and dates', async () => {
      expect(await names({ q: '4444', status: 'succeeded', from: '2026-01-10', to: '2026-01-14' })).toEqual(['plusName', 'nextDay', 'endOfDay']);
      expect(await names({ q: '4444', status: 'succeeded', from: '2026-01-11', to: '2026-01-13' })).toEqual(['nextDay']);
      expect(await names({ q: '4242', status: 'refunded' })).toEqual(['refunded']);
      expect(await names({ q: '4242', status: 'succeeded', to: '2026-01-10' })).toEqual(['midnight', 'lateNight']);
      expect(await names({ q: 'cleanup', status: 'failed' })).toEqual([]);
      expect(await names({ q: 'example.com', status: 'failed', from: '2026-01-15', to: '2026-01-15' })).toEqual(['declined']);
    });

    it('refuses filters it cannot read with 400 and a clear message', async () => {
      const refused = async (query: Record<string, string | number>) => (await list(query)).body;
      expect(await refused({ status: 'paid' })).toEqual({ error: PAYMENT_ACTIVITY_MESSAGES.invalidStatus });
      expect(await refused({ from: '2026-02-30' })).toEqual({ error: PAYMENT_ACTIVITY_MESSAGES.invalidDate });
      expect(await refused({ to: '01/10/2026' })).toEqual({ error: PAYMENT_ACTIVITY_MESSAGES.invalidDate });
      expect(await refused({ from: '2026-01-11', to: '2026-01-10' })).toEqual({ error: PAYMENT_ACTIVITY_MESSAGES.invalidDateRange });
      for (const limit of ['0', '101', '2.5', 'ten', '-1']) expect((await list({ limit })).status).toBe(400);
      expect(await refused({ starting_after: 'pi_unknown' })).toEqual({ error: PAYMENT_ACTIVITY_MESSAGES.invalidCursor });
      expect(await refused({ starting_after: 'not a cursor!' })).toEqual({ error: PAYMENT_ACTIVITY_MESSAGES.invalidCursor });
      expect((await list({ format: 'xlsx' })).status).toBe(400);
      expect((await list({ q: 'x'.repeat(201) })).status).toBe(400);
    });
  });

  describe('cursor paging', () => {
    it('pages forward to the end and back again through a stack of cursors', async () => {
      const cursors: Array<string | null> = [null];
      const pages: PaymentName[][] = [];
      for (;;) {
        const cursor = cursors[cursors.length - 1] ?? null;
        const response = await list({ limit: 5, ...(cursor ? { starting_after: cursor } : {}) });
        expect(response.status).toBe(200);
        pages.push(response.body.items.map(nameOf) as PaymentName[]);
        if (!response.body.has_more) {
          expect(response.body.next_cursor).toBeNull();
          break;
        }
        expect(response.body.next_cursor).toBe(response.body.items.at(-1)?.payment_intent_id);
        cursors.push(response.body.next_cursor);
      }
      expect(pages).toEqual([NEWEST_FIRST.slice(0, 5), NEWEST_FIRST.slice(5, 10), NEWEST_FIRST.slice(10)]);

      // Prev: drop the current page's cursor and ask again with the one before.
      cursors.pop();
      const back = cursors[cursors.length - 1] ?? null;
      expect((await list({ limit: 5, ...(back ? { starting_after: back } : {}) })).body.items.map(nameOf)).toEqual(pages[1]);
      cursors.pop();
      expect((await list({ limit: 5 })).body).toMatchObject({ has_more: true, next_cursor: ids[NEWEST_FIRST[4] as PaymentName] });
      expect((await list({ limit: 5 })).body.items.map(nameOf)).toEqual(pages[0]);
    });

    it('pages through filtered results without skipping or repeating any', async () => {
      const query = { status: 'succeeded', limit: 3 };
      const first = await list(query);
      expect(first.body).toMatchObject({ has_more: true });
      const second = await list({ ...query, starting_after: first.body.next_cursor ?? '' });
      const third = await list({ ...query, starting_after: second.body.next_cursor ?? '' });
      expect([first, second, third].map((page) => page.body.items.map(nameOf))).toEqual([
        ['partly', 'plusName', 'formula'],
        ['fortyFive', 'nextDay', 'endOfDay'],
        ['midnight', 'lateNight'],
      ]);
      expect(third.body).toMatchObject({ has_more: false, next_cursor: null });
      // Back to the second page with the first page's cursor.
      expect((await list({ ...query, starting_after: first.body.next_cursor ?? '' })).body.items.map(nameOf)).toEqual(['fortyFive', 'nextDay', 'endOfDay']);
    });
  });

  describe('CSV export (Reports)', () => {
    const csv = (query: Record<string, string | number> = {}, token = org.ownerToken) => t.request<string>('GET', paymentsPath({ ...query, format: 'csv' }), { token });

    it('answers every matching payment as a UTF-8 CSV file named after the organization and the dates', async () => {
      const response = await csv();
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="sunny-lawns-co-payments-all.csv"');
      // A byte order mark first, for spreadsheets (fetch's text() drops it, so the bytes are read).
      const bytes = Buffer.from(await (await fetch(`${t.api.url}${paymentsPath({ format: 'csv' })}`, { headers: { authorization: `Bearer ${org.ownerToken}` } })).arrayBuffer());
      expect([...bytes.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 'C'.charCodeAt(0)]);
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual([...PAYMENT_CSV_COLUMNS]);
      expect(rows).toHaveLength(NEWEST_FIRST.length);
      const fee45 = sandboxCardFee(4_500) + 450;
      expect(rows[NEWEST_FIRST.indexOf('fortyFive')]?.map(plainSpaces)).toEqual([
        'Jan 12, 2026, 10:00 AM',
        'Ann Arbor',
        'Spring cleanup',
        'Visa •••• 4242',
        '45.00',
        (fee45 / 100).toFixed(2),
        ((4_500 - fee45) / 100).toFixed(2),
        'Succeeded',
      ]);
      expect(rows[NEWEST_FIRST.indexOf('refunded')]?.slice(4)).toEqual(['50.00', (sandboxCardFee(5_000) / 100).toFixed(2), `-${(sandboxCardFee(5_000) / 100).toFixed(2)}`, 'Refunded']);
      const waiting = (await allPayments(t, org.ownerToken, { status: 'requires_payment_method' }))[0];
      expect(rows[NEWEST_FIRST.indexOf('waiting')]?.slice(1, 4)).toEqual([waiting?.customer_name || waiting?.customer_email, 'Aeration', 'Visa •••• 3184']);
      expect(rows.map((row) => row[7])).toEqual(
        ['Succeeded', 'Refunded', 'Canceled', 'Requires payment method', 'Failed', 'Succeeded', 'Succeeded', 'Succeeded', 'Succeeded', 'Succeeded', 'Succeeded', 'Succeeded'],
      );
    });

    it('neutralises text cells a spreadsheet would run as a formula', async () => {
      const rows = parseCsv((await csv()).body);
      expect(rows[1 + NEWEST_FIRST.indexOf('formula')]?.slice(1, 3)).toEqual(["'@Hal Hacker", `'=HYPERLINK("http://evil.example","Click")`]);
      expect(rows[1 + NEWEST_FIRST.indexOf('plusName')]?.slice(1, 3)).toEqual(["'+Ida Plus", "'-Discounted visit"]);
      const cells = rows.flatMap((row) => [row[0], row[1], row[2], row[3], row[7]]);
      expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell ?? ''))).toEqual([]);
    });

    it('applies the filters, ignores the page size and cursor, and names the file after the dates', async () => {
      const response = await csv({ q: '4444', status: 'succeeded', from: '2026-01-10', to: '2026-01-14', limit: 1, starting_after: ids.partly });
      expect(response.headers['content-disposition']).toBe('attachment; filename="sunny-lawns-co-payments-2026-01-10-to-2026-01-14.csv"');
      expect(parseCsv(response.body).slice(1).map((row) => row[2])).toEqual(["'-Discounted visit", 'Weeding', 'Mulching']);
      expect((await csv({ from: '2026-01-10' })).headers['content-disposition']).toBe('attachment; filename="sunny-lawns-co-payments-2026-01-10-to-today.csv"');
      expect(await csv({ status: 'bogus' })).toMatchObject({ status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.invalidStatus } });
    });

    /** An organization with 1,100 payments: "Lawn care" first, then "Visit 1" to "Visit 1099" a minute apart. */
    async function bulkOrganization(name: string): Promise<PaymentsOrganization> {
      const bulk = await paymentsOrganization(t, { name });
      const model = await makePayment(t, bulk, { card: 'succeeds', amountCents: 1_234, created: '2026-02-01T12:00:00Z' });
      await t.dataSource.query(
        `INSERT INTO sandbox_payment_intents (id, client_secret, account_id, customer_id, payment_method_id, amount, currency, application_fee_amount,
                                              status, off_session, charge_id, fee, net, available_on, metadata, idempotency_key, created_at, description)
         SELECT 'pi_bulk' || n || 'x' || $2::text, client_secret, account_id, customer_id, payment_method_id, amount, currency, application_fee_amount,
                status, off_session, 'ch_bulk' || n || 'x' || $2::text, fee, net, available_on, metadata, 'bulk-' || n || '-' || $2::text,
                timestamptz '2026-02-01T12:00:00Z' + make_interval(mins => n), 'Visit ' || n
           FROM sandbox_payment_intents, generate_series(1, 1099) AS n
          WHERE id = $1`,
        [model, bulk.accountId.slice(-8)],
      );
      return bulk;
    }

    it('streams every row of an account with more payments than the export asks of the provider at once', async () => {
      const bulk = await bulkOrganization('Bulk Lawn');
      const response = await csv({}, bulk.ownerToken);
      expect(response.status).toBe(200);
      const rows = parseCsv(response.body).slice(1);
      expect(rows).toHaveLength(1_100);
      expect(rows.slice(0, 1_099).map((row) => row[2])).toEqual(Array.from({ length: 1_099 }, (_, index) => `Visit ${1_099 - index}`));
      expect(rows[1_099]?.[2]).toBe('Lawn care');
      expect((await listPayments(t, bulk.ownerToken)).body).toMatchObject({ has_more: true });
    });

    it('aborts the download, rather than end a cut-off file cleanly, when the provider fails on a later page', async () => {
      const bulk = await bulkOrganization('Broken Lawn');
      // The sandbox provider itself, failing on its second page (the exporter's abort is what is under test).
      const provider = t.api.app.get(PaymentsProvider);
      const listPage = provider.listPayments.bind(provider);
      let calls = 0;
      provider.listPayments = async (accountId, filter) => {
        calls += 1;
        if (calls === 2) throw new ProviderFailureException('The payment provider could not list the payments: connection reset');
        return listPage(accountId, filter);
      };
      try {
        const response = await fetch(`${t.api.url}${paymentsPath({ format: 'csv' })}`, { headers: { authorization: `Bearer ${bulk.ownerToken}` } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
        await expect(response.text()).rejects.toThrow('terminated');
        expect(calls).toBe(2);
      } finally {
        delete (provider as { listPayments?: unknown }).listPayments;
      }
      expect(provider.listPayments).toBe(Object.getPrototypeOf(provider).listPayments);
    });

    it("is the owner's: a manager gets 403 with the Reports message, while the list itself serves managers", async () => {
      const manager = await t.tokenFor(await seedMember(t.dataSource, org, 'manager'));
      expect(await csv({}, manager)).toMatchObject({ status: 403, body: { error: PAYMENT_ACTIVITY_MESSAGES.reportsOwnerOnly } });
      expect(await list({ limit: 2 }, manager)).toMatchObject({ status: 200, body: { hasAccount: true, items: [{ payment_intent_id: ids.partly }, {}] } });
    });
  });

  describe('who may list', () => {
    it('refuses crew members and admins (who have no organization) with 403', async () => {
      const crew = await t.tokenFor(await seedMember(t.dataSource, org, 'crew_member'));
      expect(await list({}, crew)).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      expect((await list({}, await t.tokenFor('admin@demo.test'))).status).toBe(403);
      expect((await t.request('GET', paymentsPath())).status).toBe(401);
    });

    it("never lists another organization's payments, nor pages from one of them", async () => {
      const other = await paymentsOrganization(t);
      const foreign = await makePayment(t, other, { card: 'succeeds', amountCents: 4_500, customerEmail: 'ann.arbor@example.com', description: 'Spring cleanup' });
      expect((await allPayments(t, org.ownerToken)).map((item) => item.payment_intent_id)).not.toContain(foreign);
      expect(await names({ q: '45' })).toEqual(['fortyFive']);
      expect(await list({ starting_after: foreign })).toMatchObject({ status: 400, body: { error: PAYMENT_ACTIVITY_MESSAGES.invalidCursor } });
      expect((await allPayments(t, other.ownerToken)).map((item) => item.payment_intent_id)).toEqual([foreign]);
      const csvText = (await t.request<string>('GET', paymentsPath({ format: 'csv' }), { token: org.ownerToken })).body;
      expect(parseCsv(csvText)).toHaveLength(1 + NEWEST_FIRST.length);
    });

    it('answers hasAccount false and no payments, without an error, before the organization connects an account', async () => {
      const fresh = await payingOrganization(t, { onboarded: false });
      expect(await listPayments(t, fresh.ownerToken)).toEqual(
        expect.objectContaining({
          status: 200,
          body: { ok: true, error: null, hasAccount: false, accountId: null, items: [], has_more: false, next_cursor: null } satisfies PaymentListResponse,
        }),
      );
      const file = await t.request<string>('GET', paymentsPath({ format: 'csv' }), { token: fresh.ownerToken });
      expect(file.status).toBe(200);
      expect(parseCsv(file.body)).toEqual([[...PAYMENT_CSV_COLUMNS]]);
    });
  });
});
