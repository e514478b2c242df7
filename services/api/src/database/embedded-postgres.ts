import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdir } from 'node:fs/promises';

export interface EmbeddedPostgres {
  /** postgres:// URL of the socket server; give its pool a single connection. */
  url: string;
  close(): Promise<void>;
}

/**
 * Starts PGlite persisted in `dataDir` behind a PostgreSQL wire-protocol socket on 127.0.0.1 (a free port),
 * so TypeORM's ordinary `pg` driver can use it. PGlite serves one connection and one process per data directory.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
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
