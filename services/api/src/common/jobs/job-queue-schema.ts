import type { DataSource } from 'typeorm';

/** pg-boss's schema when the API uses the server's default search path (embedded PGlite, or no DATABASE_SCHEMA). */
export const DEFAULT_JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * The schema pg-boss keeps its tables in: one per API schema (`<schema>_jobs`), so that the test suites' per-test
 * schemas, or deployments sharing one database, each have their own queue. pg-boss writes the name into its SQL
 * unquoted, so it must be a plain lower-case identifier.
 */
export function jobQueueSchemaFor(appSchema: string | null): string {
  if (!appSchema) return DEFAULT_JOB_QUEUE_SCHEMA;
  const schema = `${appSchema}_jobs`;
  if (!/^[a-z_][a-z0-9_]{0,49}$/.test(schema)) {
    throw new Error(
      `The job queue's schema would be "${schema}": DATABASE_SCHEMA must be lower-case letters, digits and underscores, ` +
        'at most 45 characters, for background jobs to run on it',
    );
  }
  return schema;
}

/** The job queue schema of the API's database (DATABASE_SCHEMA as configured, not the search path's first entry). */
export function jobQueueSchemaOf(dataSource: DataSource): string {
  return jobQueueSchemaFor((dataSource.options as { schema?: string }).schema ?? null);
}
