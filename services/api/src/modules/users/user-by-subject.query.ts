import type pg from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { quoteIdentifier } from '../../database/data-source-options.js';
import { User } from './entities/user.entity.js';

/** Named, so each pooled connection parses and plans it once (PostgreSQL and PGlite's socket server alike). */
export const USER_BY_SUBJECT_STATEMENT = 'fsp_user_by_auth_subject';

/**
 * The user row bound to an auth subject, read as a named prepared statement straight through the data source's pool
 * (TypeORM has no named statements). Columns come from the entity's metadata, aliased to its property names; the
 * statement is still counted like any other (COUNT_SQL_QUERIES).
 */
export class UserBySubjectQuery {
  private readonly text: string;

  constructor(private readonly dataSource: DataSource) {
    const metadata = dataSource.getMetadata(User);
    const columns = metadata.columns.map((column) => `${quoteIdentifier(column.databaseName)} AS ${quoteIdentifier(column.propertyName)}`);
    const subject = metadata.findColumnWithPropertyName('authSubject');
    if (!subject) throw new Error('The users entity has no authSubject column');
    this.text = `SELECT ${columns.join(', ')} FROM ${quoteIdentifier(metadata.tableName)} WHERE ${quoteIdentifier(subject.databaseName)} = $1`;
  }

  async run(subject: string): Promise<User | null> {
    const pool = (this.dataSource.driver as PostgresDriver).master as pg.Pool;
    this.dataSource.logger.logQuery(this.text, [subject]);
    let result: pg.QueryResult<Record<string, unknown>>;
    try {
      result = await pool.query<Record<string, unknown>>({ name: USER_BY_SUBJECT_STATEMENT, text: this.text, values: [subject] });
    } catch (error) {
      // As TypeORM reports a failed statement, so that it maps to the same answer (e.g. 503 when the database is down).
      throw error instanceof Error && !(error instanceof QueryFailedError) ? new QueryFailedError(this.text, [subject], error) : error;
    }
    const row = result.rows[0];
    return row ? Object.assign(new User(), row) : null;
  }
}
