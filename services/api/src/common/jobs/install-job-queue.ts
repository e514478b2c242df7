import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { DataSourceSql } from './data-source-sql.js';
import { jobQueueSchemaOf } from './job-queue-schema.js';

/**
 * Installs (or migrates) pg-boss's tables in the job queue schema of this database, as the API does on first use.
 * The API suites' PGlite snapshot (jest.global-setup.mjs) is built with it, so that test apps start with them.
 */
export async function installJobQueue(dataSource: DataSource): Promise<void> {
  const sql = new DataSourceSql(dataSource);
  const boss = new PgBoss({ db: sql, schema: jobQueueSchemaOf(dataSource), supervise: false, schedule: false });
  const failures: unknown[] = [];
  boss.on('error', (error) => failures.push(error));
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  await sql.settled();
  if (failures.length > 0) throw failures[0];
}
