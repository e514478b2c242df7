import {
  API_ERRORS,
  INVOICE_API_ERRORS,
  INVOICE_MESSAGES,
  SCHEDULE_API_ERRORS,
  type CreateInvoiceResponse,
  type MarkInvoicePaidResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedException, seedInvoicingOrganization, seedRule, type InvoicingFixture } from './testing/seed-visits.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const FROM_OCCURRENCE = '/api/owner/invoices/from-occurrence';
const markPaidPath = (id: string) => `/api/owner/invoices/${id}/mark-paid`;

interface InvoiceRow {
  organization_id: string;
  customer_id: string;
  rule_id: number | null;
  occurrence_date: string;
  description: string | null;
  total_cents: number;
  currency: string;
  status: string;
  due_date: string;
  paid_at: Date | null;
  created_by: string | null;
}

describe.each(testDatabases())('Invoices API on %s', (database) => {
  let t: TestApi;
  let fixture: InvoicingFixture;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    fixture = await seedInvoicingOrganization(t.dataSource);
    ownerToken = await t.tokenFor(fixture.ownerEmail);
  });

  afterAll(async () => {
    await t?.close();
  });

  const invoice = (body: unknown, token = ownerToken) => t.request<CreateInvoiceResponse>('POST', FROM_OCCURRENCE, { token, body });
  const markPaid = (id: string, token = ownerToken) => t.request<MarkInvoicePaidResponse>('POST', markPaidPath(id), { token });

  async function invoiceRow(id: string): Promise<InvoiceRow> {
    const rows = (await t.dataSource.query(
      `SELECT organization_id, customer_id, rule_id, to_char(occurrence_date, 'YYYY-MM-DD') AS occurrence_date, description,
              total_cents, currency, status, to_char(due_date, 'YYYY-MM-DD') AS due_date, paid_at, created_by
         FROM invoices WHERE id = $1`,
      [id],
    )) as InvoiceRow[];
    if (!rows[0]) throw new Error(`No invoice ${id}`);
    return rows[0];
  }

  describe('POST /api/owner/invoices/from-occurrence', () => {
    it('bills a one-off visit at the service’s price and answers the id three ways', async () => {
      const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-05-04' });
      const response = await invoice({ rule_id: rule.id, date: '2026-05-04' });

      expect(response.status).toBe(201);
      const id = response.body.id;
      expect(response.body).toEqual({
        ok: true,
        id,
        invoice_id: id,
        invoice: {
          id,
          customer_id: fixture.customer.id,
          customer_name: 'Bea Billed',
          total_cents: 12_550,
          currency: 'USD',
          status: 'open',
          due_date: '2026-05-04',
          effective_due_date: '2026-05-04',
          due_date_overridden: false,
          period_start: '2026-05-04',
          period_end: '2026-05-04',
          street: '12 Oak St',
          city: 'Durham',
          state: 'NC',
          rule_id: rule.id,
          occurrence_date: '2026-05-04',
          invoice_date: '2026-05-04',
          failure_reason: null,
          next_attempt_at: null,
          can_charge_card: false,
          sent_at: null,
          paid_at: null,
          amount_refunded_cents: 0,
        },
      });
      expect(await invoiceRow(id)).toEqual({
        organization_id: fixture.organizationId,
        customer_id: fixture.customer.id,
        rule_id: rule.id,
        occurrence_date: '2026-05-04',
        description: 'Gutter Cleaning',
        total_cents: 12_550,
        currency: 'USD',
        status: 'open',
        due_date: '2026-05-04',
        paid_at: null,
        created_by: await t.userIdOf(fixture.ownerEmail),
      });
      const lines = (await t.dataSource.query(
        `SELECT organization_id, rule_id, to_char(visit_date, 'YYYY-MM-DD') AS visit_date, service_label, amount_cents, position
           FROM invoice_lines WHERE invoice_id = $1`,
        [id],
      )) as unknown[];
      expect(lines).toEqual([
        { organization_id: fixture.organizationId, rule_id: rule.id, visit_date: '2026-05-04', service_label: 'Gutter Cleaning', amount_cents: 12_550, position: 0 },
      ]);
    });

    it('refuses a second invoice for the same visit with 409', async () => {
      const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-05-05' });
      expect((await invoice({ rule_id: rule.id, date: '2026-05-05' })).status).toBe(201);
      const again = await invoice({ rule_id: rule.id, date: '2026-05-05' });
      expect(again).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyInvoiced } });
      const [count] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM invoices WHERE rule_id = $1`, [rule.id])) as Array<{ n: number }>;
      expect(count?.n).toBe(1);
    });

    it('refuses with 409 a visit already on another invoice’s line', async () => {
      const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-05-07' });
      const [other] = (await t.dataSource.query(
        `INSERT INTO invoices (organization_id, customer_id, total_cents, due_date, period_start, period_end, invoice_date)
         VALUES ($1, $2, 100, '2026-05-31', '2026-05-01', '2026-05-31', '2026-06-01') RETURNING id`,
        [fixture.organizationId, fixture.customer.id],
      )) as Array<{ id: string }>;
      await t.dataSource.query(
        `INSERT INTO invoice_lines (organization_id, invoice_id, rule_id, visit_date, service_label, amount_cents) VALUES ($1, $2, $3, '2026-05-07', 'Gutter Cleaning', 100)`,
        [fixture.organizationId, other?.id, rule.id],
      );
      expect(await invoice({ rule_id: rule.id, date: '2026-05-07' })).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyInvoiced } });
      const [count] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM invoices WHERE rule_id = $1`, [rule.id])) as Array<{ n: number }>;
      expect(count?.n).toBe(0);
    });

    it('takes the currency from the service', async () => {
      const canadian = await seedInvoicingOrganization(t.dataSource, { currency: 'CAD', priceCents: 9_900 });
      const rule = await seedRule(t.dataSource, canadian, { startDate: '2026-05-06' });
      const response = await invoice({ rule_id: rule.id, date: '2026-05-06' }, await t.tokenFor(canadian.ownerEmail));
      expect(response.status).toBe(201);
      expect(response.body.invoice).toMatchObject({ total_cents: 9_900, currency: 'CAD' });
    });

    describe('due date', () => {
      let dueOn15th: InvoicingFixture;
      let token: string;

      beforeAll(async () => {
        dueOn15th = await seedInvoicingOrganization(t.dataSource, { invoiceDueDay: 15 });
        token = await t.tokenFor(dueOn15th.ownerEmail);
      });

      it.each([
        ['2026-05-10', '2026-05-15'],
        ['2026-05-15', '2026-05-15'],
        ['2026-05-20', '2026-06-15'],
        ['2026-12-20', '2027-01-15'],
      ])('a visit on %s falls due on %s with invoice_due_day 15', async (date, due) => {
        const rule = await seedRule(t.dataSource, dueOn15th, { startDate: date });
        const response = await invoice({ rule_id: rule.id, date }, token);
        expect(response.status).toBe(201);
        expect(response.body.invoice).toMatchObject({ due_date: due, effective_due_date: due, period_start: date, period_end: date });
      });

      it('is the visit’s own date without invoice_due_day', async () => {
        const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-05-20' });
        const response = await invoice({ rule_id: rule.id, date: '2026-05-20' });
        expect(response.body.invoice.due_date).toBe('2026-05-20');
      });
    });

    describe('which visits exist', () => {
      it('refuses a date the rule has no visit on', async () => {
        const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-06-01' });
        const response = await invoice({ rule_id: rule.id, date: '2026-06-02' });
        expect(response).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
      });

      it('refuses a skipped visit', async () => {
        const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-06-03' });
        await seedException(t.dataSource, rule, { date: '2026-06-03', skipped: true });
        const response = await invoice({ rule_id: rule.id, date: '2026-06-03' });
        expect(response).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
      });

      it('bills a moved visit at the date it is shown on, not the one it left', async () => {
        const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-06-04' });
        await seedException(t.dataSource, rule, { date: '2026-06-04', movedToDate: '2026-06-09' });

        const left = await invoice({ rule_id: rule.id, date: '2026-06-04' });
        expect(left).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
        const moved = await invoice({ rule_id: rule.id, date: '2026-06-09' });
        expect(moved.status).toBe(201);
        expect(moved.body.invoice).toMatchObject({ occurrence_date: '2026-06-09', period_start: '2026-06-09', due_date: '2026-06-09' });
      });

      it('agrees with the schedule’s own writes: a skipped visit is gone, a rescheduled one is billed where it went', async () => {
        const skipped = await seedRule(t.dataSource, fixture, { startDate: '2026-06-11' });
        const skip = await t.request('POST', `/api/owner/schedule/${skipped.id}/skip`, { token: ownerToken, body: { date: '2026-06-11' } });
        expect(skip.status).toBe(200);
        expect(await invoice({ rule_id: skipped.id, date: '2026-06-11' })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });

        const moved = await seedRule(t.dataSource, fixture, { startDate: '2026-06-12' });
        const body = { from_date: '2026-06-12', to_date: '2026-06-15', start_time: '09:00' };
        expect((await t.request('POST', `/api/owner/schedule/${moved.id}/reschedule`, { token: ownerToken, body })).status).toBe(200);
        expect(await invoice({ rule_id: moved.id, date: '2026-06-12' })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
        expect(await invoice({ rule_id: moved.id, date: '2026-06-15' })).toMatchObject({ status: 201, body: { invoice: { occurrence_date: '2026-06-15' } } });

        const removed = await seedRule(t.dataSource, fixture, { startDate: '2026-06-16' });
        expect((await t.request('DELETE', `/api/owner/schedule/${removed.id}`, { token: ownerToken })).status).toBe(200);
        expect(await invoice({ rule_id: removed.id, date: '2026-06-16' })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.ruleNotFound } });
      });

      it('refuses recurring services with 400 on a visit date and 404 off one', async () => {
        const rule = await seedRule(t.dataSource, fixture, { pattern: 'weekly', startDate: '2026-06-01', endDate: '2026-08-31' });
        const visit = await invoice({ rule_id: rule.id, date: '2026-06-08' });
        expect(visit).toMatchObject({ status: 400, body: { error: INVOICE_MESSAGES.onlyOneOffInvoiced } });
        const offDay = await invoice({ rule_id: rule.id, date: '2026-06-09' });
        expect(offDay).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
      });

      it('refuses misc events (negative rule ids)', async () => {
        const response = await invoice({ rule_id: -3, date: '2026-06-01' });
        expect(response).toMatchObject({ status: 400, body: { error: INVOICE_MESSAGES.cannotInvoiceMiscEvent } });
      });

      it('answers 404 alike for a missing rule, a removed one and another organization’s', async () => {
        const removed = await seedRule(t.dataSource, fixture, { startDate: '2026-06-10', removed: true });
        const elsewhere = await seedInvoicingOrganization(t.dataSource);
        const foreign = await seedRule(t.dataSource, elsewhere, { startDate: '2026-06-10' });
        for (const ruleId of [2_000_000_000, removed.id, foreign.id]) {
          const response = await invoice({ rule_id: ruleId, date: '2026-06-10' });
          expect(response).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.ruleNotFound } });
        }
        const [count] = (await t.dataSource.query(`SELECT count(*)::int AS n FROM invoices WHERE rule_id = $1`, [foreign.id])) as Array<{
          n: number;
        }>;
        expect(count?.n).toBe(0);
      });
    });

    it.each([
      [{ rule_id: 'abc', date: '2026-06-01' }, INVOICE_API_ERRORS.invalidRuleId],
      [{ rule_id: 1.5, date: '2026-06-01' }, INVOICE_API_ERRORS.invalidRuleId],
      [{ rule_id: 10_000_000_000, date: '2026-06-01' }, INVOICE_API_ERRORS.invalidRuleId],
      [{ date: '2026-06-01' }, INVOICE_API_ERRORS.invalidRuleId],
      [{ rule_id: 1 }, SCHEDULE_API_ERRORS.invalidDate],
      [{ rule_id: 1, date: '2026-02-30' }, SCHEDULE_API_ERRORS.invalidDate],
      [{ rule_id: 1, date: '06/01/2026' }, SCHEDULE_API_ERRORS.invalidDate],
      [{ rule_id: 1, date: '0000-01-01' }, SCHEDULE_API_ERRORS.invalidDate],
      [{ rule_id: 1, date: '9999-12-31' }, SCHEDULE_API_ERRORS.invalidDate],
      [{ rule_id: 1, date: '2026-06-01', total_cents: 1 }, 'property total_cents should not exist'],
    ])('answers 400 to %j', async (body, message) => {
      expect(await invoice(body)).toMatchObject({ status: 400, body: { error: message } });
    });

    it('lets managers invoice and refuses crew members, customers and admins', async () => {
      const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-07-01' });
      await t.dataSource.query(
        `INSERT INTO users (email, role, organization_id) VALUES ('inv.manager@example.com', 'Manager', $1),
           ('inv.crew@example.com', 'crew_member', $1), ('inv.customer@example.com', 'user', $1)`,
        [fixture.organizationId],
      );
      for (const email of ['inv.crew@example.com', 'inv.customer@example.com', 'admin@demo.test']) {
        const refused = await invoice({ rule_id: rule.id, date: '2026-07-01' }, await t.tokenFor(email));
        expect(refused).toMatchObject({ status: 403, body: { error: INVOICE_API_ERRORS.forbidden } });
      }
      const manager = await invoice({ rule_id: rule.id, date: '2026-07-01' }, await t.tokenFor('inv.manager@example.com'));
      expect(manager.status).toBe(201);
      expect((await invoiceRow(manager.body.id)).created_by).toBe(await t.userIdOf('inv.manager@example.com'));
    });

    it('records the real admin as creator while impersonating an owner', async () => {
      const adminToken = await t.tokenFor('admin@demo.test');
      const ownerId = await t.userIdOf(fixture.ownerEmail);
      expect((await t.request('POST', '/api/admin/impersonate/start', { token: adminToken, body: { user_id: ownerId } })).status).toBe(200);
      try {
        const rule = await seedRule(t.dataSource, fixture, { startDate: '2026-07-02' });
        const response = await invoice({ rule_id: rule.id, date: '2026-07-02' }, adminToken);
        expect(response.status).toBe(201);
        expect((await invoiceRow(response.body.id)).created_by).toBe(await t.userIdOf('admin@demo.test'));
      } finally {
        await t.request('POST', '/api/admin/impersonate/stop', { token: adminToken });
      }
    });
  });

  describe('POST /api/owner/invoices/:id/mark-paid', () => {
    async function openInvoice(date: string): Promise<string> {
      const rule = await seedRule(t.dataSource, fixture, { startDate: date });
      const created = await invoice({ rule_id: rule.id, date });
      if (created.status !== 201) throw new Error(`Creating the invoice answered ${created.status}`);
      return created.body.id;
    }

    it('marks an open invoice paid once; a second time is 409', async () => {
      const id = await openInvoice('2026-08-01');
      const before = Date.now();
      const paid = await markPaid(id);
      const after = Date.now();
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ ok: true, invoice: { id, status: 'paid', total_cents: 12_550, customer_name: 'Bea Billed' } });
      const row = await invoiceRow(id);
      expect(row.status).toBe('paid');
      expect(row.paid_at).toEqual(expect.any(Date));
      // Stamped while the request ran (database and test share this machine's clock; 1 s for timestamp rounding).
      expect(row.paid_at?.getTime()).toBeGreaterThanOrEqual(before - 1_000);
      expect(row.paid_at?.getTime()).toBeLessThanOrEqual(after + 1_000);

      expect(await markPaid(id)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
    });

    it('refuses with 409 an invoice that was paid, then refunded or disputed, and records no second payment', async () => {
      for (const [date, status] of [
        ['2026-08-04', 'refunded'],
        ['2026-08-05', 'disputed'],
      ] as const) {
        const id = await openInvoice(date);
        expect((await markPaid(id)).status).toBe(200);
        await t.dataSource.query(`UPDATE invoices SET status = $2 WHERE id = $1`, [id, status]);

        expect(await markPaid(id)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
        expect((await invoiceRow(id)).status).toBe(status);
        const payments = (await t.dataSource.query(`SELECT count(*)::int AS count FROM payments WHERE invoice_id = $1`, [id])) as Array<{ count: number }>;
        expect(payments[0]?.count).toBe(1);
      }
    });

    it('answers 404 for a missing invoice and another organization’s, 400 for a malformed id', async () => {
      const id = await openInvoice('2026-08-02');
      const elsewhere = await seedInvoicingOrganization(t.dataSource);
      const foreignToken = await t.tokenFor(elsewhere.ownerEmail);
      expect(await markPaid(id, foreignToken)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
      expect((await invoiceRow(id)).status).toBe('open');
      expect(await markPaid(MISSING_ID)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
      expect(await markPaid('not-a-uuid')).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
    });

    it('is for owners and managers only', async () => {
      const id = await openInvoice('2026-08-03');
      await t.dataSource.query(`INSERT INTO users (email, role, organization_id) VALUES ('paid.crew@example.com', 'crew_member', $1)`, [
        fixture.organizationId,
      ]);
      expect(await markPaid(id, await t.tokenFor('paid.crew@example.com'))).toMatchObject({
        status: 403,
        body: { error: INVOICE_API_ERRORS.forbidden },
      });
      expect((await invoiceRow(id)).status).toBe('open');
    });
  });

  it('asks for a token before anything else', async () => {
    const anonymous = await t.request('POST', FROM_OCCURRENCE, { body: { rule_id: 1, date: '2026-06-01' } });
    expect(anonymous).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
  });
});
