import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { quoteIdentifier } from '../database/data-source-options.js';
import type { TestDatabaseKind } from './test-databases.js';

/**
 * A cheap scrypt cost for the identity services API suites start: the default (N=2^17) costs about half a second
 * and 128 MiB per hash, and these suites seed and set many passwords. The identity service's own suite checks the
 * default parameters.
 */
export const TEST_PASSWORD_HASH_COST = { N: 2 ** 10, r: 8, p: 1 } as const;

/** Where an in-process identity service keeps its keys and accounts; spread into startIdentityServer's options. */
export interface IdentityStorage {
  config: { dataDir: string; databaseUrl: string | undefined };
  databaseSchema: string | undefined;
  /** Deletes the data directory and, on PostgreSQL, the schema; after the service has closed. */
  remove(): Promise<void>;
}

async function onTestServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Storage for an identity service beside an API suite on `database`. On PostgreSQL the service's tables go to a new
 * schema on the test server, as the API's do (a PGlite of its own costs a data directory copy and a start). On
 * PGlite its own PGlite starts from a copy of the initdb jest.global-setup.mjs ran once (initdb alone costs seconds,
 * more on a busy machine). The data directory holds the service's keys either way.
 */
export async function identityStorage(database: TestDatabaseKind, prefix: string): Promise<IdentityStorage> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  const url = process.env['TEST_DATABASE_URL'];
  if (database === 'postgresql') {
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `identity_test_${randomBytes(6).toString('hex')}`;
    await onTestServer(url, `CREATE SCHEMA ${quoteIdentifier(schema)}`);
    return {
      config: { dataDir, databaseUrl: url },
      databaseSchema: schema,
      async remove() {
        await onTestServer(url, `DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
        await removeDir();
      },
    };
  }
  const initdb = process.env['API_TEST_PGLITE_INITDB_DIR'];
  if (initdb) await cp(initdb, path.join(dataDir, 'pgdata'), { recursive: true });
  return { config: { dataDir, databaseUrl: undefined }, databaseSchema: undefined, remove: removeDir };
}
