import {
  API_ERRORS,
  INVOICE_API_ERRORS,
  type BillingRunResponse,
  type CreateInvoiceResponse,
  type InvoiceDetail,
  type InvoiceRecord,
  type InvoiceResponse,
  type MarkInvoicePaidResponse,
} from '@fsp/contracts';
import { SQL_QUERIES_HEADER } from '../../database/sql-query-counter.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import {
  seedCardOnFile,
  seedCustomer,
  seedInvoicingOrganization,
  seedMember,
  seedRule,
  seedService,
  type InvoicingFixture,
} from './testing/seed-visits.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const LIST = '/api/owner/invoices';
const detailPath = (id: string) => `${LIST}/${id}`;
const dueDatePath = (id: string) => `${LIST}/${id}/due-date`;
const markPaidPath = (id: string) => `${LIST}/${id}/mark-paid`;

interface PaymentRow {
  invoice_id: string;
  customer_id: string;
  method: string;
  provider: string | null;
  payment_intent_id: string | null;
  customer_email: string | null;
  amount_cents: number;
  fee_cents: number;
  net_cents: number;
  currency: string;
  status: string;
}

describe.each(testDatabases())('Invoices screen API (list, detail, due date, mark paid) on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { countSqlQueries: true } });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** An organization with its owner's token. */
  async function organization(options: Parameters<typeof seedInvoicingOrganization>[1] = {}): Promise<InvoicingFixture & { token: string }> {
    const fixture = await seedInvoicingOrganization(t.dataSource, options);
    return { ...fixture, token: await t.tokenFor(fixture.ownerEmail) };
  }

  /** A dashboard invoice of a one-off visit on `date`. */
  async function oneOffInvoice(org: InvoicingFixture & { token: string }, date: string, customer = org.customer): Promise<InvoiceRecord> {
    const rule = await seedRule(t.dataSource, org, { startDate: date, customer });
    const created = await t.request<CreateInvoiceResponse>('POST', `${LIST}/from-occurrence`, { token: org.token, body: { rule_id: rule.id, date } });
    if (created.status !== 201) throw new Error(`from-occurrence answered ${created.status}: ${JSON.stringify(created.body)}`);
    return created.body.invoice;
  }

  const list = (token: string) => t.request<InvoiceRecord[]>('GET', LIST, { token });
  const detail = (id: string, token: string) => t.request<InvoiceDetail>('GET', detailPath(id), { token });
  const setDueDate = (id: string, token: string, body: unknown) => t.request<InvoiceResponse>('PATCH', dueDatePath(id), { token, body });
  const markPaid = (id: string, token: string) => t.request<MarkInvoicePaidResponse>('POST', markPaidPath(id), { token });

  async function setState(id: string, state: { status: string; failure_reason?: string | null; next_attempt_at?: string | null }): Promise<void> {
    await t.dataSource.query(`UPDATE invoices SET status = $2, failure_reason = $3, next_attempt_at = $4 WHERE id = $1`, [
      id,
      state.status,
      state.failure_reason ?? null,
      state.next_attempt_at ?? null,
    ]);
  }

  describe('GET /api/owner/invoices', () => {
    it('lists the organization’s invoices newest first, each with every field of the record', async () => {
      const org = await organization({ invoiceDueDay: 10 });
      const first = await oneOffInvoice(org, '2026-03-04');
      const second = await oneOffInvoice(org, '2026-03-20');
      const elsewhere = await organization();
      await oneOffInvoice(elsewhere, '2026-03-05');

      const response = await list(org.token);
      expect(response.status).toBe(200);
      expect(response.body.map((invoice) => invoice.id)).toEqual([second.id, first.id]);
      expect(response.body[1]).toEqual({
        id: first.id,
        customer_id: org.customer.id,
        customer_name: 'Bea Billed',
        total_cents: 12_550,
        currency: 'USD',
        status: 'open',
        due_date: '2026-03-10',
        effective_due_date: '2026-03-10',
        due_date_overridden: false,
        period_start: '2026-03-04',
        period_end: '2026-03-04',
        street: '12 Oak St',
        city: 'Durham',
        state: 'NC',
        rule_id: first.rule_id,
        occurrence_date: '2026-03-04',
        invoice_date: '2026-03-04',
        failure_reason: null,
        next_attempt_at: null,
        can_charge_card: false,
        sent_at: null,
        paid_at: null,
        amount_refunded_cents: 0,
      });
      expect(response.body[0]).toMatchObject({ due_date: '2026-04-10', invoice_date: '2026-03-20' });
    });

    it('answers an empty list for an organization without invoices', async () => {
      const org = await organization();
      expect(await list(org.token)).toMatchObject({ status: 200, body: [] });
    });

    it('offers "Charge card" for customers with a card saved with auto-pay consent, and only them', async () => {
      const org = await organization();
      const carded = await seedCustomer(t.dataSource, org.organizationId, { name: 'Carla Carded', email: 'carla@example.com' });
      await seedCardOnFile(t.dataSource, org.organizationId, carded);
      const withCard = await oneOffInvoice(org, '2026-03-06', carded);
      const withoutCard = await oneOffInvoice(org, '2026-03-07');

      const byId = new Map((await list(org.token)).body.map((invoice) => [invoice.id, invoice]));
      expect(byId.get(withCard.id)).toMatchObject({ customer_name: 'Carla Carded', can_charge_card: true });
      expect(byId.get(withoutCard.id)).toMatchObject({ customer_name: 'Bea Billed', can_charge_card: false });
    });

    it('reads a page of any length in the same number of statements', async () => {
      const small = await organization();
      await oneOffInvoice(small, '2026-03-09');
      const large = await organization();
      for (let day = 10; day < 22; day += 1) {
        const customer = await seedCustomer(t.dataSource, large.organizationId, { name: `Customer ${day}` });
        if (day % 2 === 0) await seedCardOnFile(t.dataSource, large.organizationId, customer);
        await oneOffInvoice(large, `2026-03-${day}`, customer);
      }
      // The first request of a token binds its user; count the ones after.
      await list(small.token);
      await list(large.token);
      const smallCount = Number((await list(small.token)).headers[SQL_QUERIES_HEADER]);
      const largeList = await list(large.token);
      expect(largeList.body).toHaveLength(12);
      expect(largeList.body.filter((invoice) => invoice.can_charge_card)).toHaveLength(6);
      expect(smallCount).toBeGreaterThan(0);
      expect(Number(largeList.headers[SQL_QUERIES_HEADER])).toBe(smallCount);
    });
  });

  describe('GET /api/owner/invoices/:id', () => {
    it('adds the lines in order and the payment attempts by attempt number, with the planned retry', async () => {
      const org = await organization({ invoiceDueDay: 5 });
      const edging = await seedService(t.dataSource, org.organizationId, { key: 'edging', name: 'Edging', priceCents: 1_500 });
      await seedRule(t.dataSource, org, { pattern: 'weekly', startDate: '2025-03-03', endDate: '2025-03-17' });
      await seedRule(t.dataSource, org, { pattern: 'monthly', startDate: '2025-03-10', endDate: '2025-12-31', service: edging });
      const run = await t.request<BillingRunResponse>('POST', `${LIST}/billing-run`, { token: org.token, body: { period: '2025-03' } });
      expect(run.body).toEqual({ created: 1, skipped: 0 });
      const [invoice] = (await list(org.token)).body;
      if (!invoice) throw new Error('No invoice');
      for (const [number, status, reason] of [
        [2, 'failed', 'Your card was declined.'],
        [1, 'failed', 'authentication required'],
      ] as const) {
        await t.dataSource.query(
          `INSERT INTO invoice_payment_attempts (organization_id, invoice_id, attempt_number, source, status, reason, amount_cents, provider, attempted_at, completed_at)
           VALUES ($1, $2, $3, 'autopay', $4, $5, $6, 'sandbox', $7, $7)`,
          [org.organizationId, invoice.id, number, status, reason, invoice.total_cents, `2025-04-0${number + 4}T13:00:00Z`],
        );
      }
      await setState(invoice.id, { status: 'payment_failed', failure_reason: 'Your card was declined.', next_attempt_at: '2025-04-11T13:00:00Z' });

      const response = await detail(invoice.id, org.token);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: invoice.id,
        status: 'payment_failed',
        total_cents: 3 * 12_550 + 1_500,
        period_start: '2025-03-01',
        period_end: '2025-03-31',
        invoice_date: '2025-04-01',
        due_date: '2025-04-05',
        failure_reason: 'Your card was declined.',
        next_attempt_at: '2025-04-11T13:00:00.000Z',
        rule_id: null,
        occurrence_date: null,
      });
      expect(response.body.lines.map(({ service_label, visit_date, amount_cents }) => [visit_date, service_label, amount_cents])).toEqual([
        ['2025-03-03', 'Gutter Cleaning', 12_550],
        ['2025-03-10', 'Gutter Cleaning', 12_550],
        ['2025-03-10', 'Edging', 1_500],
        ['2025-03-17', 'Gutter Cleaning', 12_550],
      ]);
      expect(response.body.lines.every((line) => typeof line.id === 'string')).toBe(true);
      expect(response.body.attempts).toEqual([
        {
          attempt_number: 1,
          source: 'autopay',
          status: 'failed',
          reason: 'authentication required',
          amount_cents: invoice.total_cents,
          attempted_at: '2025-04-05T13:00:00.000Z',
          completed_at: '2025-04-05T13:00:00.000Z',
        },
        expect.objectContaining({ attempt_number: 2, reason: 'Your card was declined.', attempted_at: '2025-04-06T13:00:00.000Z' }),
      ]);
    });

    it('answers a dashboard invoice with its one line and no attempts', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-12');
      const response = await detail(invoice.id, org.token);
      expect(response.body).toEqual({
        ...invoice,
        lines: [{ id: expect.any(String), service_label: 'Gutter Cleaning', visit_date: '2026-03-12', amount_cents: 12_550 }],
        attempts: [],
      });
    });

    it('answers 404 for a missing invoice and another organization’s, 400 for a malformed id', async () => {
      const org = await organization();
      const elsewhere = await organization();
      const foreign = await oneOffInvoice(elsewhere, '2026-03-13');
      expect(await detail(foreign.id, org.token)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
      expect(await detail(MISSING_ID, org.token)).toMatchObject({ status: 404, body: { error: INVOICE_API_ERRORS.notFound } });
      expect(await detail('not-a-uuid', org.token)).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
    });
  });

  describe('PATCH /api/owner/invoices/:id/due-date', () => {
    it('overrides the due date, and null clears the override back to the default', async () => {
      const org = await organization({ invoiceDueDay: 15 });
      const invoice = await oneOffInvoice(org, '2026-03-14');
      expect(invoice.due_date).toBe('2026-03-15');

      const overridden = await setDueDate(invoice.id, org.token, { due_date: '2026-04-30' });
      expect(overridden.status).toBe(200);
      expect(overridden.body).toEqual({
        ok: true,
        invoice: { ...invoice, due_date: '2026-03-15', effective_due_date: '2026-04-30', due_date_overridden: true },
      });
      expect((await detail(invoice.id, org.token)).body).toMatchObject({ effective_due_date: '2026-04-30', due_date_overridden: true });

      const cleared = await setDueDate(invoice.id, org.token, { due_date: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.invoice).toEqual(invoice);
    });

    it('accepts a leap day and an earlier date than the default, and refuses dates that do not exist', async () => {
      const org = await organization({ invoiceDueDay: 15 });
      const invoice = await oneOffInvoice(org, '2026-03-16');
      expect((await setDueDate(invoice.id, org.token, { due_date: '2028-02-29' })).body.invoice?.effective_due_date).toBe('2028-02-29');
      expect((await setDueDate(invoice.id, org.token, { due_date: '2026-03-01' })).body.invoice?.effective_due_date).toBe('2026-03-01');
      for (const dueDate of ['2027-02-29', '2026-04-31', '2026-13-01']) {
        expect(await setDueDate(invoice.id, org.token, { due_date: dueDate })).toMatchObject({
          status: 400,
          body: { error: INVOICE_API_ERRORS.dueDateInvalid },
        });
      }
      expect((await detail(invoice.id, org.token)).body.effective_due_date).toBe('2026-03-01');
    });

    it.each([
      [{}, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: '' }, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: '04/30/2026' }, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: '2026-4-30' }, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: 20260430 }, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: '0000-01-01' }, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: 'tomorrow' }, INVOICE_API_ERRORS.dueDateInvalid],
      [{ due_date: '2026-04-30', status: 'paid' }, 'property status should not exist'],
    ])('answers 400 to %j', async (body, message) => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-17');
      expect(await setDueDate(invoice.id, org.token, body)).toMatchObject({ status: 400, body: { error: message } });
    });

    it('refuses to change a paid invoice with 409, setting or clearing', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-18');
      await setDueDate(invoice.id, org.token, { due_date: '2026-04-01' });
      expect((await markPaid(invoice.id, org.token)).status).toBe(200);
      for (const dueDate of ['2026-05-01', null]) {
        expect(await setDueDate(invoice.id, org.token, { due_date: dueDate })).toMatchObject({
          status: 409,
          body: { error: INVOICE_API_ERRORS.paidCannotChange },
        });
      }
      expect((await detail(invoice.id, org.token)).body).toMatchObject({ effective_due_date: '2026-04-01', due_date_overridden: true });
    });

    it('refuses to change a refunded invoice (paid, then refunded in full) with 409, setting or clearing', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-23');
      await setDueDate(invoice.id, org.token, { due_date: '2026-04-02' });
      expect((await markPaid(invoice.id, org.token)).status).toBe(200);
      await setState(invoice.id, { status: 'refunded' });
      for (const dueDate of ['2026-05-01', null]) {
        expect(await setDueDate(invoice.id, org.token, { due_date: dueDate })).toMatchObject({
          status: 409,
          body: { error: INVOICE_API_ERRORS.paidCannotChange },
        });
      }
      expect((await detail(invoice.id, org.token)).body).toMatchObject({ status: 'refunded', effective_due_date: '2026-04-02', due_date_overridden: true });
    });

    it('changes unpaid invoices whatever their state', async () => {
      const org = await organization();
      for (const status of ['payment_failed', 'processing', 'disputed']) {
        const invoice = await oneOffInvoice(org, `2026-03-2${['payment_failed', 'processing', 'disputed'].indexOf(status)}`);
        await setState(invoice.id, { status });
        expect(await setDueDate(invoice.id, org.token, { due_date: '2026-06-01' })).toMatchObject({
          status: 200,
          body: { invoice: { status, effective_due_date: '2026-06-01' } },
        });
      }
    });

    it('answers 404 for another organization’s invoice and leaves it alone', async () => {
      const org = await organization();
      const elsewhere = await organization();
      const foreign = await oneOffInvoice(elsewhere, '2026-03-19');
      expect(await setDueDate(foreign.id, org.token, { due_date: '2026-04-30' })).toMatchObject({
        status: 404,
        body: { error: INVOICE_API_ERRORS.notFound },
      });
      expect((await detail(foreign.id, elsewhere.token)).body.due_date_overridden).toBe(false);
    });
  });

  describe('POST /api/owner/invoices/:id/mark-paid', () => {
    async function paymentsOf(invoiceId: string): Promise<PaymentRow[]> {
      return (await t.dataSource.query(
        `SELECT invoice_id, customer_id, method, provider, payment_intent_id, customer_email, amount_cents, fee_cents, net_cents, currency, status
           FROM payments WHERE invoice_id = $1`,
        [invoiceId],
      )) as PaymentRow[];
    }

    it('records the manual payment in the ledger: no fee, net is the total, paid via manual', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-23');
      const paid = await markPaid(invoice.id, org.token);
      expect(paid.status).toBe(200);
      expect(paid.body.invoice).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
      expect(await paymentsOf(invoice.id)).toEqual([
        {
          invoice_id: invoice.id,
          customer_id: org.customer.id,
          method: 'manual',
          provider: null,
          payment_intent_id: null,
          customer_email: 'bea@example.com',
          amount_cents: 12_550,
          fee_cents: 0,
          net_cents: 12_550,
          currency: 'USD',
          status: 'succeeded',
        },
      ]);
      const [row] = (await t.dataSource.query(`SELECT paid_via FROM invoices WHERE id = $1`, [invoice.id])) as Array<{ paid_via: string }>;
      expect(row?.paid_via).toBe('manual');
    });

    it('settles a failed automatic payment and ends its retries', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-24');
      await setState(invoice.id, { status: 'payment_failed', failure_reason: 'Your card was declined.', next_attempt_at: '2026-03-27T14:00:00Z' });
      const paid = await markPaid(invoice.id, org.token);
      expect(paid.status).toBe(200);
      expect(paid.body.invoice).toMatchObject({ status: 'paid', failure_reason: null, next_attempt_at: null });
      const [row] = (await t.dataSource.query(`SELECT status, failure_reason, next_attempt_at, paid_via FROM invoices WHERE id = $1`, [invoice.id])) as unknown[];
      expect(row).toEqual({ status: 'paid', failure_reason: null, next_attempt_at: null, paid_via: 'manual' });
      expect(await paymentsOf(invoice.id)).toHaveLength(1);
    });

    it('settles an invoice whose card payment is processing', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-25');
      await setState(invoice.id, { status: 'processing' });
      expect((await markPaid(invoice.id, org.token)).body.invoice).toMatchObject({ status: 'paid' });
    });

    it('records one payment however often it is asked: the second answer is 409', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-26');
      const answers = await Promise.all([markPaid(invoice.id, org.token), markPaid(invoice.id, org.token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ error: INVOICE_API_ERRORS.alreadyPaid });
      expect(await markPaid(invoice.id, org.token)).toMatchObject({ status: 409, body: { error: INVOICE_API_ERRORS.alreadyPaid } });
      expect(await paymentsOf(invoice.id)).toHaveLength(1);
    });
  });

  describe('who may call', () => {
    it('lets managers read and edit, and refuses crew members with 403 on every invoices route', async () => {
      const org = await organization();
      const invoice = await oneOffInvoice(org, '2026-03-27');
      const manager = await t.tokenFor(await seedMember(t.dataSource, org, 'Manager'));
      expect((await list(manager)).body.map((item) => item.id)).toEqual([invoice.id]);
      expect((await detail(invoice.id, manager)).status).toBe(200);
      expect((await setDueDate(invoice.id, manager, { due_date: '2026-04-02' })).status).toBe(200);

      const crew = await t.tokenFor(await seedMember(t.dataSource, org, 'crew_member'));
      const refused = [
        await list(crew),
        await detail(invoice.id, crew),
        await setDueDate(invoice.id, crew, { due_date: '2026-04-03' }),
        await t.request('POST', `${LIST}/${invoice.id}/send`, { token: crew }),
        await markPaid(invoice.id, crew),
        await t.request('POST', `${LIST}/billing-run`, { token: crew, body: { period: '2025-01' } }),
      ];
      for (const response of refused) expect(response).toMatchObject({ status: 403, body: { error: INVOICE_API_ERRORS.forbidden } });
      expect((await detail(invoice.id, org.token)).body).toMatchObject({ status: 'open', effective_due_date: '2026-04-02' });
    });

    it('asks for a token', async () => {
      expect(await t.request('GET', LIST)).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
    });
  });
});
