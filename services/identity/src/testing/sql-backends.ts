import { randomBytes } from 'node:crypto';
import { openPglite, openPostgres, quoteIdentifier, type SqlClient } from '../database/sql-client.js';

export interface SqlBackend {
  name: string;
  open(): Promise<{ db: SqlClient; cleanup(): Promise<void> }>;
}

/** In-memory PGlite, plus a throw-away schema on the server named by TEST_DATABASE_URL when it is set. */
export function sqlBackends(): SqlBackend[] {
  const backends: SqlBackend[] = [
    {
      name: 'PGlite',
      async open() {
        const db = await openPglite('memory://');
        return { db, cleanup: () => db.close() };
      },
    },
  ];
  const testDatabaseUrl = process.env['TEST_DATABASE_URL'];
  if (testDatabaseUrl) {
    backends.push({
      name: 'PostgreSQL',
      async open() {
        const schema = `identity_test_${randomBytes(6).toString('hex')}`;
        const admin = await openPostgres({ connectionString: testDatabaseUrl });
        await admin.exec(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
        const db = await openPostgres({ connectionString: testDatabaseUrl, schema });
        return {
          db,
          async cleanup() {
            await db.close();
            await admin.exec(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
            await admin.close();
          },
        };
      },
    });
  }
  return backends;
}
