import { DataSource } from 'typeorm';
import { dataSourceOptions, quoteIdentifier, type DatabaseConnection, type DataSourceExtras } from './data-source-options.js';
import { seedDemoIfEmpty } from './demo-seed.js';

/** Connects, creates the schema when one is named, runs pending migrations and optionally seeds the demo. */
export async function openDatabase(
  connection: DatabaseConnection,
  seed: { demo: boolean; demoSchedule: boolean; sandboxPayments?: boolean },
  extras: DataSourceExtras = {},
): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(connection, extras));
  await dataSource.initialize();
  try {
    if (connection.schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(connection.schema)}`);
    await dataSource.runMigrations({ transaction: 'each' });
    if (seed.demo) await seedDemoIfEmpty(dataSource, { schedule: seed.demoSchedule, sandboxPayments: seed.sandboxPayments ?? true });
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
