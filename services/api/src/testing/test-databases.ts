/**
 * Every API suite runs on embedded PGlite, and on PostgreSQL as well when TEST_DATABASE_URL is set.
 * API_TEST_DATABASE=pglite|postgresql narrows a run to one of them: CI runs the two as separate Nx targets in parallel.
 */
export type TestDatabaseKind = 'pglite' | 'postgresql';

export function testDatabases(): TestDatabaseKind[] {
  const only = process.env['API_TEST_DATABASE'];
  const postgres = Boolean(process.env['TEST_DATABASE_URL']);
  if (only === 'pglite') return ['pglite'];
  if (only === 'postgresql') {
    if (!postgres) throw new Error('API_TEST_DATABASE=postgresql needs TEST_DATABASE_URL');
    return ['postgresql'];
  }
  return postgres ? ['pglite', 'postgresql'] : ['pglite'];
}
