import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EMBEDDED_START_PARAMS, initializeDataDirApart } from '@fsp/embedded-postgres';

export type SqlValue = string | number | boolean | Date | null;

/** The little the identity service needs from a database, served by PGlite or PostgreSQL alike. */
export interface SqlClient {
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;
}

/** `dataDir` is a directory, or `memory://` for a throw-away database. */
export async function openPglite(dataDir: string): Promise<SqlClient> {
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
    await initializeDataDirApart(dataDir);
  }
  const db = await PGlite.create(dataDir, { startParams: EMBEDDED_START_PARAMS });
  return {
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await db.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /** Schema to work in (tests use a throw-away one); the server's default search_path otherwise. */
  schema?: string;
}

export async function openPostgres({ connectionString, schema }: PostgresOptions): Promise<SqlClient> {
  const pool = new pg.Pool({
    connectionString,
    max: 5,
    ...(schema ? { options: `-c search_path=${quoteIdentifier(schema)}` } : {}),
  });
  pool.on('error', (error) => console.error('[identity] idle PostgreSQL client failed:', error));
  await pool.query('SELECT 1');
  return {
    async query<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      const result = await pool.query<Row & pg.QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

export function quoteIdentifier(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Invalid SQL identifier: ${name}`);
  return `"${name}"`;
}
