import type { DataSource } from 'typeorm';

/** Runs one SQL statement: a DataSource or an EntityManager. */
export type SqlRunner = Pick<DataSource, 'query'>;

/** A raw statement that does not restrict every table it reads to the organization bound as $1. */
export class UnscopedSqlError extends Error {
  constructor(sql: string) {
    super(`Organization-scoped SQL must filter every table it reads on organization_id = $1: ${sql.replace(/\s+/g, ' ').trim()}`);
  }
}

/** `organization_id = $1`, optionally qualified by a table alias (`r.organization_id = $1`). */
const ORGANIZATION_FILTER = /(?:^|[^\w$])(?:\w+\.)?organization_id\s*=\s*\$1(?!\d)/gi;
/** The organization's own row: `FROM organizations WHERE id = $1`. */
const ORGANIZATION_ROW = /\bFROM\s+organizations\s+WHERE\s+id\s*=\s*\$1(?!\d)/gi;
/** Every table a statement reads or writes (a subquery counts by its own FROM; row locks are not tables). */
const TABLE_REFERENCE = /(?:\b(?:FROM|JOIN|INTO)|(?<!\b(?:FOR|KEY)\s+)\bUPDATE)\s+(?!\()/gi;

function count(pattern: RegExp, sql: string): number {
  return sql.match(pattern)?.length ?? 0;
}

/**
 * Refuses a statement unless each table it names is matched by one organization filter on $1. Deliberately
 * strict: a statement that cannot be read this way is written differently rather than let through.
 */
export function assertOrganizationScoped(sql: string): void {
  const tables = count(TABLE_REFERENCE, sql);
  const filters = count(ORGANIZATION_FILTER, sql) + count(ORGANIZATION_ROW, sql);
  if (tables === 0 || filters < tables) throw new UnscopedSqlError(sql);
}

/**
 * Raw SQL on organization-owned rows, the counterpart of OrganizationScopedRepository: the organization is
 * always bound as $1 (the caller's parameters start at $2) and every statement must filter on it.
 */
export class OrganizationScopedSql {
  constructor(
    private readonly db: SqlRunner,
    readonly organizationId: string,
  ) {}

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    assertOrganizationScoped(sql);
    return (await this.db.query(sql, [this.organizationId, ...params])) as Row[];
  }
}

export function scopedSql(db: SqlRunner, organizationId: string): OrganizationScopedSql {
  return new OrganizationScopedSql(db, organizationId);
}
