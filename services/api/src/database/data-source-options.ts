import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { ENTITIES } from './entities.js';
import { SqlQueryCountingLogger } from './sql-query-counter.js';
import { MIGRATIONS } from './migrations/index.js';

export interface DatabaseConnection {
  url: string;
  /** A dedicated schema (created if missing); null uses the server's default search path. */
  schema: string | null;
  /** Embedded PGlite serves one connection: more would interleave protocol messages. */
  embedded: boolean;
}

export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

export interface DataSourceExtras {
  /** Count each request's SQL statements (benchmarks); off by default. */
  countQueries?: boolean;
}

export function dataSourceOptions(connection: DatabaseConnection, extras: DataSourceExtras = {}): PostgresDataSourceOptions {
  return {
    ...(extras.countQueries ? { logging: ['query' as const], logger: new SqlQueryCountingLogger() } : {}),
    type: 'postgres',
    url: connection.url,
    schema: connection.schema ?? undefined,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: {
      max: connection.embedded ? 1 : 10,
      ...(connection.schema ? { options: `-c search_path=${quoteIdentifier(connection.schema)}` } : {}),
    },
  };
}
