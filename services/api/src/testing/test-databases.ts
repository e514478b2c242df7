/** Every API suite runs on embedded PGlite, and on PostgreSQL as well when TEST_DATABASE_URL is set. */
export type TestDatabaseKind = 'pglite' | 'postgresql';

export function testDatabases(): TestDatabaseKind[] {
  return process.env['TEST_DATABASE_URL'] ? ['pglite', 'postgresql'] : ['pglite'];
}
