import { DataSource } from 'typeorm';
import { dataSourceOptions, quoteIdentifier, type DatabaseConnection } from './data-source-options.js';
import { seedDemoIfEmpty } from './demo-seed.js';

/** Connects, creates the schema when one is named, runs pending migrations and optionally seeds the demo. */
export async function openDatabase(connection: DatabaseConnection, seedDemo: boolean): Promise<DataSource> {
  const dataSource = new DataSource(dataSourceOptions(connection));
  await dataSource.initialize();
  try {
    if (connection.schema) await dataSource.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdentifier(connection.schema)}`);
    await dataSource.runMigrations({ transaction: 'each' });
    if (seedDemo) await seedDemoIfEmpty(dataSource);
    return dataSource;
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
}
