import { addDays, DEMO_CUSTOMERS, DEMO_TEAM, DEFAULT_ORGANIZATION_TIME_ZONE, isoDateIn } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../testing/start-test-api.js';

describe('The demo schedule seed', () => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi('pglite', { config: { seedDemoSchedule: true } });
  });
  afterAll(() => t?.close());

  it('puts the demo crew member on the demo team', async () => {
    const rows = await t.dataSource.query<Array<{ name: string; email: string }>>(
      `SELECT t.name, u.email FROM team_members m JOIN teams t ON t.id = m.team_id JOIN users u ON u.id = m.user_id`,
    );
    expect(rows).toEqual(DEMO_TEAM.members.map((email) => ({ name: DEMO_TEAM.name, email })));
  });

  it('adds the demo customers as active, with their jobs starting from the day of seeding', async () => {
    const customers = await t.dataSource.query<Array<{ name: string; status: string }>>(`SELECT name, status FROM customers ORDER BY name`);
    expect(customers).toEqual(DEMO_CUSTOMERS.map((customer) => ({ name: customer.name, status: 'active' })).sort((a, b) => a.name.localeCompare(b.name)));
    const rules = await t.dataSource.query<Array<{ pattern: string; start_date: string; end_date: string; team: string }>>(
      `SELECT r.pattern, to_char(r.start_date, 'YYYY-MM-DD') AS start_date, to_char(r.end_date, 'YYYY-MM-DD') AS end_date, t.name AS team
       FROM schedule_rules r JOIN teams t ON t.id = r.team_id ORDER BY r.id`,
    );
    expect(rules).toHaveLength(DEMO_CUSTOMERS.flatMap((customer) => customer.jobs).length);
    const today = isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE);
    expect(rules[0]).toMatchObject({ pattern: 'weekly', start_date: today, team: DEMO_TEAM.name });
    expect(rules.find((rule) => rule.pattern === 'once')).toMatchObject({ start_date: today, end_date: today });
  });

  it('gives the demo customers a year of invoices and payments (one refunded in full, one in part), a declining card and two invoices due in a week', async () => {
    const perCustomer = await t.dataSource.query<
      Array<{ email: string; invoices: number; paid: number; refunded: number; partly_refunded: number; open: number; last4: string; behaviour: string }>
    >(
      `SELECT c.email, count(i.id)::int AS invoices, count(*) FILTER (WHERE i.status = 'paid')::int AS paid,
              count(*) FILTER (WHERE i.status = 'refunded')::int AS refunded,
              count(*) FILTER (WHERE i.status = 'paid' AND i.amount_refunded_cents > 0)::int AS partly_refunded,
              count(*) FILTER (WHERE i.status = 'open')::int AS open, m.last4, spm.charge_behaviour AS behaviour
         FROM customers c
         JOIN invoices i ON i.customer_id = c.id
         JOIN customer_payment_methods m ON m.customer_id = c.id
         JOIN sandbox_payment_methods spm ON spm.id = m.payment_method_id
        GROUP BY c.email, m.last4, spm.charge_behaviour ORDER BY c.email`,
    );
    expect(perCustomer).toEqual([
      { email: 'dana.whitfield@example.com', invoices: 12, paid: 11, refunded: 0, partly_refunded: 1, open: 1, last4: '4242', behaviour: 'succeeds' },
      { email: 'luis.ortega@example.com', invoices: 12, paid: 11, refunded: 0, partly_refunded: 0, open: 1, last4: '0341', behaviour: 'declined' },
      { email: 'priya.nair@example.com', invoices: 12, paid: 11, refunded: 1, partly_refunded: 0, open: 0, last4: '4242', behaviour: 'succeeds' },
    ]);
    const open = await t.dataSource.query<Array<{ due: string }>>(
      `SELECT to_char(COALESCE(due_date_override, due_date), 'YYYY-MM-DD') AS due FROM invoices WHERE status = 'open'`,
    );
    expect(open.map((row) => row.due)).toEqual([0, 1].map(() => addDays(isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE), 7)));
    const [totals] = await t.dataSource.query<Array<{ lines: number; invoiced: number; paid: number; card: number; manual: number }>>(
      `SELECT (SELECT sum(amount_cents) FROM invoice_lines)::int AS lines, (SELECT sum(total_cents) FROM invoices)::int AS invoiced,
              (SELECT sum(amount_cents) FROM payments)::int AS paid,
              (SELECT count(*) FROM payments WHERE method = 'card')::int AS card, (SELECT count(*) FROM payments WHERE method = 'manual')::int AS manual`,
    );
    expect(totals).toMatchObject({ card: 23, manual: 11 });
    expect(totals?.lines).toBe(totals?.invoiced);
    const [account] = await t.dataSource.query<Array<{ onboarded: boolean; charges: number }>>(
      `SELECT o.stripe_onboarding_completed AS onboarded, (SELECT count(*) FROM sandbox_payment_intents WHERE account_id = o.stripe_account_id)::int AS charges
         FROM organizations o WHERE o.stripe_account_id IS NOT NULL`,
    );
    expect(account).toEqual({ onboarded: true, charges: 23 });
  });

  it('is left out when tests ask for it', async () => {
    const plain = await startTestApi('pglite');
    try {
      expect(await plain.dataSource.query(`SELECT id FROM schedule_rules`)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
