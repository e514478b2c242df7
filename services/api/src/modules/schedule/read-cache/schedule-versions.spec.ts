import type { DataSource } from 'typeorm';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { seedCustomer } from '../../customers/testing/seed-customer.js';
import { seedOccurrenceInvoice, seedOrganization, seedRule, seedService, seedTeam, seedUser } from '../testing/seed-schedule-rows.js';
import { readScheduleVersion } from './schedule-version.js';

interface Versions {
  version: number;
  catalog: number;
}

async function versionsOf(dataSource: DataSource, organizationId: string): Promise<Versions> {
  const found = await readScheduleVersion(dataSource, organizationId, null);
  if (!found) throw new Error(`No schedule version for ${organizationId}`);
  return { version: Number(found.version), catalog: Number(found.catalogVersion) };
}

describe.each(testDatabases())('Schedule versions (database triggers) on %s', (database) => {
  let t: TestApi;
  let org: string;
  let other: string;
  let rule: number;
  let customer: string;
  let service: string;
  let team: string;
  let crew: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    const ds = t.dataSource;
    org = await seedOrganization(ds, { name: 'Versions Co' });
    other = await seedOrganization(ds, { name: 'Other Co' });
    crew = await seedUser(ds, org, 'versions.crew@example.com', 'crew_member');
    team = await seedTeam(ds, org, 'Versions Team');
    service = await seedService(ds, org, { key: 'mowing', name: 'Mowing', price_cents: 100, estimated_minutes: 30 });
    customer = await seedCustomer(ds, org, { name: 'Versioned', status: 'active' });
    rule = await seedRule(ds, org, { customer_id: customer, service_id: service, pattern: 'weekly', start_date: '2026-01-05', end_date: '2026-12-28' });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** How far the versions of `org` (and of the other organization) move across `write`. */
  async function stepsOf(write: () => Promise<unknown>): Promise<{ version: number; catalog: number; other: number }> {
    const before = await versionsOf(t.dataSource, org);
    const otherBefore = await versionsOf(t.dataSource, other);
    await write();
    const after = await versionsOf(t.dataSource, org);
    return {
      version: after.version - before.version,
      catalog: after.catalog - before.catalog,
      other: (await versionsOf(t.dataSource, other)).version - otherBefore.version,
    };
  }

  it('gives every organization a version row, a new one included', async () => {
    const created = await seedOrganization(t.dataSource, { name: 'Brand New Co' });
    expect(await versionsOf(t.dataSource, created)).toEqual({ version: 1, catalog: 1 });
  });

  it('moves the version, and the catalog version too, for a write to rules, customers or services', async () => {
    const q = (sql: string, params: unknown[]) => () => t.dataSource.query(sql, params);
    expect(await stepsOf(q(`UPDATE schedule_rules SET notes = 'n' WHERE id = $1`, [rule]))).toEqual({ version: 1, catalog: 1, other: 0 });
    expect(await stepsOf(q(`UPDATE customers SET name = 'Renamed' WHERE id = $1`, [customer]))).toEqual({ version: 1, catalog: 1, other: 0 });
    expect(await stepsOf(q(`UPDATE services SET price_cents = 200 WHERE id = $1`, [service]))).toEqual({ version: 1, catalog: 1, other: 0 });
    expect(await stepsOf(() => seedCustomer(t.dataSource, org, { name: 'Another' }))).toEqual({ version: 1, catalog: 1, other: 0 });
  });

  it('moves only the version for exceptions, invoices and their lines, teams, team members and misc events', async () => {
    const q = (sql: string, params: unknown[]) => () => t.dataSource.query(sql, params);
    const writes: Array<[string, () => Promise<unknown>]> = [
      ['exception', q(`INSERT INTO schedule_exceptions (rule_id, date, organization_id, skipped) VALUES ($1, '2026-01-12', $2, true)`, [rule, org])],
      ['exception removed', q(`DELETE FROM schedule_exceptions WHERE rule_id = $1`, [rule])],
      ['team', q(`UPDATE teams SET name = 'Renamed Team' WHERE id = $1`, [team])],
      ['team member', q(`INSERT INTO team_members (team_id, user_id, organization_id) VALUES ($1, $2, $3)`, [team, crew, org])],
      ['misc event', q(`INSERT INTO misc_events (organization_id, title, date) VALUES ($1, 'Meeting', '2026-01-07')`, [org])],
      ['invoice paid', q(`UPDATE invoices SET status = 'paid' WHERE organization_id = $1`, [org])],
    ];
    // One statement writing an invoice and its line moves the version once for each table.
    expect(await stepsOf(() => seedOccurrenceInvoice(t.dataSource, org, { customer_id: customer, rule_id: rule, occurrence_date: '2026-01-19' }))).toEqual({
      version: 2,
      catalog: 0,
      other: 0,
    });
    for (const [what, write] of writes) {
      expect([what, await stepsOf(write)]).toEqual([what, { version: 1, catalog: 0, other: 0 }]);
    }
  });

  it('moves each organization once for a statement that writes thousands of rows, and not at all for one that writes none', async () => {
    const invoice = await seedOccurrenceInvoice(t.dataSource, org, { customer_id: customer, rule_id: rule, occurrence_date: '2026-01-26' });
    const bulk = () =>
      t.dataSource.query(
        `INSERT INTO invoice_lines (organization_id, invoice_id, rule_id, visit_date, service_label, amount_cents)
         SELECT $1, $2, NULL, DATE '2026-01-01' + n % 28, 'Mowing', 100 FROM generate_series(1, 3000) AS n`,
        [org, invoice],
      );
    expect(await stepsOf(bulk)).toEqual({ version: 1, catalog: 0, other: 0 });
    expect(await stepsOf(() => t.dataSource.query(`UPDATE invoice_lines SET amount_cents = 101 WHERE organization_id = $1`, [org]))).toEqual({
      version: 1,
      catalog: 0,
      other: 0,
    });
    expect(await stepsOf(() => t.dataSource.query(`UPDATE schedule_rules SET notes = 'x' WHERE organization_id = $1 AND id < 0`, [org]))).toEqual({
      version: 0,
      catalog: 0,
      other: 0,
    });
  });

  it('moves the version in the write’s transaction: a rolled-back write leaves it', async () => {
    const steps = await stepsOf(async () => {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`UPDATE schedule_rules SET notes = 'rolled back' WHERE id = $1`, [rule]);
        await runner.rollbackTransaction();
      } finally {
        await runner.release();
      }
    });
    expect(steps).toEqual({ version: 0, catalog: 0, other: 0 });
  });

  it('lets an organization with schedule rows be deleted', async () => {
    const doomed = await seedOrganization(t.dataSource, { name: 'Doomed Co' });
    const doomedService = await seedService(t.dataSource, doomed, { key: 'mowing', name: 'Mowing', price_cents: 100, estimated_minutes: 30 });
    const doomedCustomer = await seedCustomer(t.dataSource, doomed, { name: 'Doomed' });
    await seedRule(t.dataSource, doomed, { customer_id: doomedCustomer, service_id: doomedService, pattern: 'once', start_date: '2026-01-05' });
    await t.dataSource.query(`DELETE FROM organizations WHERE id = $1`, [doomed]);
    expect(await readScheduleVersion(t.dataSource, doomed, null)).toBeNull();
  });
});
