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
  /** PostgreSQL statement_timeout of every connection; 0 or unset: no limit. */
  statementTimeoutMs?: number;
}

/** A server that does not accept a connection within this long counts as down (503), rather than holding the request. */
const CONNECT_TIMEOUT_MS = 5_000;

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
      // Also bounds the wait for a free pooled connection; the embedded server is in-process and never unreachable.
      ...(connection.embedded ? {} : { connectionTimeoutMillis: CONNECT_TIMEOUT_MS }),
      ...(connection.statementTimeoutMs ? { statement_timeout: connection.statementTimeoutMs } : {}),
      ...(connection.schema ? { options: `-c search_path=${quoteIdentifier(connection.schema)}` } : {}),
    },
  };
}
