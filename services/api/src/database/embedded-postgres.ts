import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdir } from 'node:fs/promises';
import { EMBEDDED_START_PARAMS, initializeDataDirApart } from '@fsp/embedded-postgres';

export interface EmbeddedPostgres {
  /** postgres:// URL of the socket server; give its pool a single connection. */
  url: string;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /**
   * Run in memory from this data-directory dump (`PGlite.dumpDataDir`) instead of `dataDir`: the API suites start
   * from a migrated, seeded snapshot without copying, migrating or deleting a data directory per suite.
   */
  snapshot?: Blob;
}

/**
 * Starts PGlite persisted in `dataDir` behind a PostgreSQL wire-protocol socket on 127.0.0.1 (a free port),
 * so TypeORM's ordinary `pg` driver can use it. PGlite serves one connection and one process per data directory.
 */
export async function startEmbeddedPostgres(dataDir: string, options: EmbeddedPostgresOptions = {}): Promise<EmbeddedPostgres> {
  let db: PGlite;
  if (options.snapshot) {
    db = await PGlite.create({ loadDataDir: options.snapshot, startParams: EMBEDDED_START_PARAMS });
  } else {
    await mkdir(dataDir, { recursive: true });
    await initializeDataDirApart(dataDir);
    db = await PGlite.create(dataDir, { startParams: EMBEDDED_START_PARAMS });
  }
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 1 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    url: `postgres://postgres@${server.getServerConn()}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
