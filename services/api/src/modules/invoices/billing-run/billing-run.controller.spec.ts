import { INVOICE_API_ERRORS, isoDateIn, type BillingRunResponse, type CreateInvoiceResponse, type InvoiceDetail, type InvoiceRecord } from '@fsp/contracts';
import { SQL_QUERIES_HEADER } from '../../../database/sql-query-counter.js';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import {
  seedCustomer,
  seedException,
  seedInvoicingOrganization,
  seedMiscEvent,
  seedRule,
  seedService,
  type InvoicingFixture,
} from '../testing/seed-visits.js';
import { nextPeriod, periodOf } from './billing-period.js';
import { BillingRunService } from './billing-run.service.js';

const LIST = '/api/owner/invoices';
const BILLING_RUN = `${LIST}/billing-run`;

interface BilledInvoiceRow {
  customer_id: string;
  billing_period: string;
  period_start: string;
  period_end: string;
  invoice_date: string;
  due_date: string;
  total_cents: number;
  status: string;
  description: string;
  created_by: string | null;
  rule_id: number | null;
  lines: Array<{ position: number; rule_id: number; visit_date: string; service_label: string; amount_cents: number }>;
}

type Organization = InvoicingFixture & { token: string };

describe.each(testDatabases())('POST /api/owner/invoices/billing-run on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { countSqlQueries: true } });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function organization(options: Parameters<typeof seedInvoicingOrganization>[1] = {}): Promise<Organization> {
    const fixture = await seedInvoicingOrganization(t.dataSource, options);
    return { ...fixture, token: await t.tokenFor(fixture.ownerEmail) };
  }

  const run = (org: Organization, body: unknown) => t.request<BillingRunResponse>('POST', BILLING_RUN, { token: org.token, body });

  async function billedInvoices(organizationId: string): Promise<BilledInvoiceRow[]> {
    return (await t.dataSource.query(
      `SELECT i.customer_id, i.billing_period, i.period_start::text AS period_start, i.period_end::text AS period_end,
              i.invoice_date::text AS invoice_date, i.due_date::text AS due_date, i.total_cents, i.status, i.description, i.created_by, i.rule_id,
              (SELECT json_agg(json_build_object('position', l.position, 'rule_id', l.rule_id, 'visit_date', l.visit_date::text,
                                                 'service_label', l.service_label, 'amount_cents', l.amount_cents) ORDER BY l.position)
                 FROM invoice_lines l WHERE l.invoice_id = i.id) AS lines
         FROM invoices i
        WHERE i.organization_id = $1 AND i.billing_period IS NOT NULL
        ORDER BY i.billing_period, i.customer_id`,
      [organizationId],
    )) as BilledInvoiceRow[];
  }

  const datesOf = (invoice: BilledInvoiceRow | undefined) => invoice?.lines.map((line) => line.visit_date);

  it('bills each customer’s recurring visits of the month on one invoice, after skips and reschedules', async () => {
    const org = await organization({ invoiceDueDay: 10 });
    const ann = org.customer;
    const bob = await seedCustomer(t.dataSource, org.organizationId, { name: 'Bob Biweekly' });
    const edging = await seedService(t.dataSource, org.organizationId, { key: 'edging', name: 'Edging', priceCents: 2_000 });

    // Ann: weekly on Mondays from 2025-03-03; 04-14 skipped, 04-21 moved to 04-23, 04-28 moved out to 05-01.
    const weekly = await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-03-03', endDate: '2025-12-29' });
    await seedException(t.dataSource, weekly, { date: '2025-04-14', skipped: true });
    await seedException(t.dataSource, weekly, { date: '2025-04-21', movedToDate: '2025-04-23' });
    await seedException(t.dataSource, weekly, { date: '2025-04-28', movedToDate: '2025-05-01' });
    // Ann: monthly edging on the 31st; March's visit moved into April.
    const monthly = await seedRule(t.dataSource, org, { pattern: 'monthly', startDate: '2025-01-31', endDate: '2025-12-31', service: edging });
    await seedException(t.dataSource, monthly, { date: '2025-03-31', movedToDate: '2025-04-02' });
    // Bob: every two weeks, and a one-off the dashboard invoiced already; a one-off never invoiced is not billed either.
    await seedRule(t.dataSource, org, { pattern: 'every_x_weeks', interval: 2, startDate: '2025-04-08', endDate: '2025-12-31', customer: bob });
    const oneOff = await seedRule(t.dataSource, org, { startDate: '2025-04-16', customer: bob });
    const dashboard = await t.request<CreateInvoiceResponse>('POST', `${LIST}/from-occurrence`, {
      token: org.token,
      body: { rule_id: oneOff.id, date: '2025-04-16' },
    });
    expect(dashboard.status).toBe(201);
    await seedRule(t.dataSource, org, { startDate: '2025-04-17', customer: bob });
    // Never misc events, nor a removed series.
    await seedMiscEvent(t.dataSource, org.organizationId, '2025-04-09');
    await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-04-01', endDate: '2025-04-30', customer: bob, removed: true });

    const response = await run(org, { period: '2025-04' });
    expect(response).toMatchObject({ status: 200, body: { created: 2, skipped: 0 } });

    const ownerId = await t.userIdOf(org.ownerEmail);
    const invoices = await billedInvoices(org.organizationId);
    const annInvoice = invoices.find((invoice) => invoice.customer_id === ann.id);
    const bobInvoice = invoices.find((invoice) => invoice.customer_id === bob.id);
    expect(invoices).toHaveLength(2);
    expect(annInvoice).toEqual({
      customer_id: ann.id,
      billing_period: '2025-04',
      period_start: '2025-04-01',
      period_end: '2025-04-30',
      invoice_date: '2025-05-01',
      due_date: '2025-05-10',
      total_cents: 2 * 12_550 + 2 * 2_000,
      status: 'open',
      description: 'Services, April 2025',
      created_by: ownerId,
      rule_id: null,
      lines: [
        { position: 0, rule_id: monthly.id, visit_date: '2025-04-02', service_label: 'Edging', amount_cents: 2_000 },
        { position: 1, rule_id: weekly.id, visit_date: '2025-04-07', service_label: 'Gutter Cleaning', amount_cents: 12_550 },
        { position: 2, rule_id: weekly.id, visit_date: '2025-04-23', service_label: 'Gutter Cleaning', amount_cents: 12_550 },
        { position: 3, rule_id: monthly.id, visit_date: '2025-04-30', service_label: 'Edging', amount_cents: 2_000 },
      ],
    });
    expect(datesOf(bobInvoice)).toEqual(['2025-04-08', '2025-04-22']);

    // The visit moved out of April is billed with May, where it landed.
    expect((await run(org, { period: '2025-05' })).body).toEqual({ created: 2, skipped: 0 });
    const may = (await billedInvoices(org.organizationId)).find((invoice) => invoice.customer_id === ann.id && invoice.billing_period === '2025-05');
    expect(datesOf(may)?.slice(0, 2)).toEqual(['2025-05-01', '2025-05-05']);
  });

  it('shows the invoice in the list with its period, and in the detail with its lines', async () => {
    const org = await organization();
    await seedRule(t.dataSource, org, { pattern: 'monthly', startDate: '2025-02-14', endDate: '2025-12-31' });
    expect((await run(org, { period: '2025-03' })).body).toEqual({ created: 1, skipped: 0 });
    const [invoice] = (await t.request<InvoiceRecord[]>('GET', LIST, { token: org.token })).body;
    expect(invoice).toMatchObject({
      customer_name: 'Bea Billed',
      status: 'open',
      total_cents: 12_550,
      period_start: '2025-03-01',
      period_end: '2025-03-31',
      invoice_date: '2025-04-01',
      due_date: '2025-04-01',
      effective_due_date: '2025-04-01',
    });
    const detail = await t.request<InvoiceDetail>('GET', `${LIST}/${invoice?.id}`, { token: org.token });
    expect(detail.body.lines).toEqual([{ id: expect.any(String), service_label: 'Gutter Cleaning', visit_date: '2025-03-14', amount_cents: 12_550 }]);
  });

  it('follows a reschedule made through the schedule across the month boundary', async () => {
    const org = await organization();
    const weekly = await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-01-06', endDate: '2025-12-29' });
    const moved = await t.request('POST', `/api/owner/schedule/${weekly.id}/reschedule`, {
      token: org.token,
      body: { from_date: '2025-01-27', to_date: '2025-02-01', start_time: '10:00' },
    });
    expect(moved.status).toBe(200);
    await run(org, { period: '2025-01' });
    await run(org, { period: '2025-02' });
    const [january, february] = await billedInvoices(org.organizationId);
    expect(datesOf(january)).toEqual(['2025-01-06', '2025-01-13', '2025-01-20']);
    expect(datesOf(february)).toEqual(['2025-02-01', '2025-02-03', '2025-02-10', '2025-02-17', '2025-02-24']);
  });

  describe('idempotency', () => {
    it('creates nothing when run again, and skips the customers billed already', async () => {
      const org = await organization();
      const other = await seedCustomer(t.dataSource, org.organizationId, { name: 'Olive Other' });
      await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-05-05', endDate: '2025-05-26' });
      await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-05-06', endDate: '2025-05-27', customer: other });
      expect((await run(org, { period: '2025-05' })).body).toEqual({ created: 2, skipped: 0 });
      const before = await billedInvoices(org.organizationId);

      expect((await run(org, { period: '2025-05' })).body).toEqual({ created: 0, skipped: 2 });
      expect(await billedInvoices(org.organizationId)).toEqual(before);

      // A customer who starts later in the month is billed on the next run; the others stay skipped.
      const late = await seedCustomer(t.dataSource, org.organizationId, { name: 'Lou Late' });
      await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-05-20', endDate: '2025-06-30', customer: late });
      expect((await run(org, { period: '2025-05' })).body).toEqual({ created: 1, skipped: 2 });
      expect(await billedInvoices(org.organizationId)).toHaveLength(3);
    });

    it('skips a customer whose visits of the month are all on invoice lines already', async () => {
      const org = await organization();
      const weekly = await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-07-07', endDate: '2025-07-14' });
      const [earlier] = (await t.dataSource.query(
        `INSERT INTO invoices (organization_id, customer_id, total_cents, due_date, period_start, period_end, invoice_date)
         VALUES ($1, $2, 25100, '2025-07-31', '2025-07-01', '2025-07-31', '2025-07-31') RETURNING id`,
        [org.organizationId, org.customer.id],
      )) as Array<{ id: string }>;
      for (const date of ['2025-07-07', '2025-07-14']) {
        await t.dataSource.query(
          `INSERT INTO invoice_lines (organization_id, invoice_id, rule_id, visit_date, service_label, amount_cents) VALUES ($1, $2, $3, $4, 'Gutter Cleaning', 12550)`,
          [org.organizationId, earlier?.id, weekly.id, date],
        );
      }
      expect((await run(org, { period: '2025-07' })).body).toEqual({ created: 0, skipped: 1 });
      expect(await billedInvoices(org.organizationId)).toEqual([]);
    });

    it('creates each invoice once when runs race', async () => {
      const org = await organization();
      for (let index = 0; index < 6; index += 1) {
        const customer = await seedCustomer(t.dataSource, org.organizationId, { name: `Racer ${index}` });
        await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-08-04', endDate: '2025-08-25', customer });
      }
      const answers = await Promise.all([1, 2, 3].map(() => run(org, { period: '2025-08' })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.reduce((sum, answer) => sum + answer.body.created, 0)).toBe(6);
      for (const answer of answers) expect(answer.body.created + answer.body.skipped).toBe(6);
      const invoices = await billedInvoices(org.organizationId);
      expect(invoices).toHaveLength(6);
      expect(invoices.every((invoice) => invoice.lines.length === 4 && invoice.total_cents === 4 * 12_550)).toBe(true);
    });
  });

  describe('refusals', () => {
    it('refuses the current month and future ones in the organization’s time zone', async () => {
      const org = await organization();
      const thisMonth = periodOf(isoDateIn('America/New_York', new Date()));
      for (const period of [thisMonth, nextPeriod(thisMonth), '2999-01']) {
        expect(await run(org, { period })).toMatchObject({ status: 400, body: { error: INVOICE_API_ERRORS.billingPeriodNotFinished } });
      }
    });

    it('decides whether a month has ended by the organization’s own clock', async () => {
      const pacific = await organization({ timeZone: 'America/Los_Angeles' });
      const auckland = await organization({ timeZone: 'Pacific/Auckland' });
      const billing = t.api.app.get(BillingRunService);
      // 03:00 UTC on 1 February: still 31 January in Los Angeles, already the afternoon of 1 February in Auckland.
      const now = new Date('2025-02-01T03:00:00Z');
      await expect(billing.run(pacific.organizationId, '2025-01', { now })).rejects.toMatchObject({
        response: { message: INVOICE_API_ERRORS.billingPeriodNotFinished },
      });
      await expect(billing.run(auckland.organizationId, '2025-01', { now })).resolves.toEqual({ created: 0, skipped: 0 });
    });

    it.each([
      [{ period: '2025-13' }],
      [{ period: '2025-00' }],
      [{ period: '2025-4' }],
      [{ period: '25-04' }],
      [{ period: '2025-04-01' }],
      [{ period: '0000-01' }],
      [{ period: '' }],
      [{ period: 202504 }],
      [{ period: null }],
      [{}],
    ])('answers 400 to %j', async (body) => {
      const org = await organization();
      expect(await run(org, body)).toMatchObject({ status: 400, body: { error: INVOICE_API_ERRORS.billingPeriodInvalid } });
    });

    it('refuses unknown fields', async () => {
      const org = await organization();
      expect(await run(org, { period: '2025-04', customer_id: org.customer.id })).toMatchObject({
        status: 400,
        body: { error: 'property customer_id should not exist' },
      });
    });
  });

  it('runs a constant number of SQL statements whatever the number of customers and rules', async () => {
    const small = await organization();
    await seedRule(t.dataSource, small, { pattern: 'weekly', startDate: '2025-09-01', endDate: '2025-09-29' });
    const large = await organization();
    for (let index = 0; index < 30; index += 1) {
      const customer = await seedCustomer(t.dataSource, large.organizationId, { name: `Customer ${index}` });
      await seedRule(t.dataSource, large, { pattern: 'weekly', startDate: '2025-09-01', endDate: '2025-09-29', customer });
      await seedRule(t.dataSource, large, { pattern: 'monthly', startDate: '2025-08-15', endDate: '2025-12-31', customer });
    }
    // The first request of a token binds its user (a write to users, which empties the user cache); after one more
    // request each, both users are read from memory, so every run below counts only the billing run's own statements.
    for (const org of [small, large, small, large]) await t.request('GET', LIST, { token: org.token });

    const smallRun = await run(small, { period: '2025-09' });
    const largeRun = await run(large, { period: '2025-09' });
    expect(smallRun.body).toEqual({ created: 1, skipped: 0 });
    expect(largeRun.body).toEqual({ created: 30, skipped: 0 });
    const statements = Number(smallRun.headers[SQL_QUERIES_HEADER]);
    expect(statements).toBeGreaterThan(0);
    expect(Number(largeRun.headers[SQL_QUERIES_HEADER])).toBe(statements);
    // A run with nothing left to bill skips the insert.
    expect(Number((await run(large, { period: '2025-09' })).headers[SQL_QUERIES_HEADER])).toBe(statements - 1);
  });

  describe('the scheduled job (runDueBillingRuns)', () => {
    it('bills each organization’s previous month once its 1st has come in its own time zone, and again creates nothing', async () => {
      const pacific = await organization({ timeZone: 'America/Los_Angeles', invoiceDueDay: 5 });
      const auckland = await organization({ timeZone: 'Pacific/Auckland' });
      for (const org of [pacific, auckland]) {
        await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2024-06-03', endDate: '2024-07-29' });
      }
      const billing = t.api.app.get(BillingRunService);
      const mine = (runs: Awaited<ReturnType<BillingRunService['runDueBillingRuns']>>) =>
        runs.filter((entry) => [pacific.organizationId, auckland.organizationId].includes(entry.organizationId));

      // 05:00 UTC on 1 August 2024: 31 July (22:00) in Los Angeles, 1 August (17:00) in Auckland.
      const first = mine(await billing.runDueBillingRuns(new Date('2024-08-01T05:00:00Z')));
      expect(first).toEqual([
        { organizationId: pacific.organizationId, period: '2024-06', created: 1, skipped: 0 },
        { organizationId: auckland.organizationId, period: '2024-07', created: 1, skipped: 0 },
      ].sort((a, b) => (a.organizationId < b.organizationId ? -1 : 1)));

      // An hour later nothing new; once Los Angeles reaches 1 August, its July is billed.
      const again = mine(await billing.runDueBillingRuns(new Date('2024-08-01T06:00:00Z')));
      expect(again.map((entry) => entry.created)).toEqual([0, 0]);
      const later = mine(await billing.runDueBillingRuns(new Date('2024-08-01T08:00:00Z')));
      expect(later.find((entry) => entry.organizationId === pacific.organizationId)).toMatchObject({ period: '2024-07', created: 1 });

      const pacificInvoices = await billedInvoices(pacific.organizationId);
      expect(pacificInvoices.map((invoice) => [invoice.billing_period, invoice.invoice_date, invoice.due_date, invoice.created_by])).toEqual([
        ['2024-06', '2024-07-01', '2024-07-05', null],
        ['2024-07', '2024-08-01', '2024-08-05', null],
      ]);
      expect((await billedInvoices(auckland.organizationId)).map((invoice) => invoice.billing_period)).toEqual(['2024-07']);
    });

    it('catches up after downtime: a run days later still bills the month just ended, once', async () => {
      const org = await organization();
      await seedRule(t.dataSource, org, { pattern: 'monthly', startDate: '2024-09-10', endDate: '2024-12-31' });
      const billing = t.api.app.get(BillingRunService);
      const ofOrg = async (now: string) =>
        (await billing.runDueBillingRuns(new Date(now))).find((entry) => entry.organizationId === org.organizationId);
      expect(await ofOrg('2024-10-04T12:00:00Z')).toMatchObject({ period: '2024-09', created: 1 });
      expect(await ofOrg('2024-10-05T12:00:00Z')).toMatchObject({ period: '2024-09', created: 0, skipped: 1 });
    });
  });
});
