import { startTestApi, type TestApi } from '../testing/start-test-api.js';
import { testDatabases } from '../testing/test-databases.js';
import { EmbeddedStatisticsJob } from './embedded-statistics.job.js';

/** Embedded PGlite has no autovacuum: the job gives its planner the table sizes a server's autovacuum would. */
describe.each(testDatabases())('EmbeddedStatisticsJob on %s', (database) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(database);
  });
  afterAll(async () => {
    await t?.close();
  });

  const rowEstimate = async () =>
    Number(((await t.dataSource.query(`SELECT reltuples FROM pg_class WHERE oid = 'stripe_webhook_events'::regclass`)) as Array<{ reltuples: number }>)[0]?.reltuples);
  const manualAnalyses = async () =>
    Number(
      ((await t.dataSource.query(`SELECT analyze_count FROM pg_stat_user_tables WHERE relid = 'stripe_webhook_events'::regclass`)) as Array<{ analyze_count: number }>)[0]
        ?.analyze_count ?? 0,
    );

  it(database === 'pglite' ? 'refreshes the statistics, so the planner sees how many rows a table holds' : 'leaves statistics to the server (no ANALYZE)', async () => {
    await t.dataSource.query(`INSERT INTO stripe_webhook_events (id, type) SELECT 'evt_' || n, 'charge.refunded' FROM generate_series(1, 500) AS n`);
    const before = { rows: await rowEstimate(), analyses: await manualAnalyses() };
    await t.api.app.get(EmbeddedStatisticsJob).analyze();
    if (database === 'pglite') {
      expect(before.rows).toBeLessThan(500);
      expect(await rowEstimate()).toBe(500);
    } else {
      expect(await manualAnalyses()).toBe(before.analyses);
    }
  });
});
