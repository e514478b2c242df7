import { DEMO_CUSTOMERS, DEMO_TEAM, DEFAULT_ORGANIZATION_TIME_ZONE, isoDateIn } from '@fsp/contracts';
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

  it('is left out when tests ask for it', async () => {
    const plain = await startTestApi('pglite');
    try {
      expect(await plain.dataSource.query(`SELECT id FROM schedule_rules`)).toEqual([]);
    } finally {
      await plain.close();
    }
  });
});
