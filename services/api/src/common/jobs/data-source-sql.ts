import type { DataSource } from 'typeorm';

export interface SqlRows {
  rows: Array<Record<string, unknown>>;
}

/** pg-boss's `db` option: how it runs its SQL. */
export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<SqlRows>;
}

/** pg-boss sends its installation and maintenance as one `BEGIN; …; COMMIT;` string. */
const OPENS_TRANSACTION = /^\s*BEGIN\b/i;

/**
 * Runs pg-boss's SQL on the API's TypeORM pool: embedded PGlite serves a single connection, so pg-boss cannot open
 * a pool of its own, and on PostgreSQL its statements then use the API's schema, timeouts and connection budget.
 * pg-boss never LISTENs; each call is one round trip on a pooled connection (multi-statement strings go as one
 * simple query). Remembers the calls under way so that shutdown can wait for them before the pool closes: pg-boss
 * completes and fails jobs without awaiting it.
 */
export class DataSourceSql implements PgBossDb {
  private readonly running = new Set<Promise<unknown>>();

  /** `onError` sees every failed statement before pg-boss does (it swallows some). */
  constructor(
    private readonly dataSource: DataSource,
    private readonly onError: (text: string, error: unknown) => void = () => undefined,
  ) {}

  executeSql(text: string, values?: unknown[]): Promise<SqlRows> {
    const call = this.run(text, values);
    this.running.add(call);
    void call.then(
      () => this.running.delete(call),
      () => this.running.delete(call),
    );
    return call;
  }

  /** Resolves once no call is under way (calls made meanwhile included). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run(text: string, values?: unknown[]): Promise<SqlRows> {
    const runner = this.dataSource.createQueryRunner();
    try {
      const result = await runner.query(text, values, true);
      return { rows: Array.isArray(result.records) ? result.records : [] };
    } catch (error) {
      this.onError(text, error);
      // A statement that failed inside the string's own BEGIN leaves the connection in an aborted transaction; the
      // pool would hand it to the next request as it is.
      if (OPENS_TRANSACTION.test(text)) await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }
}

/** Runs pg-boss's SQL on one query runner, inside the transaction the caller holds on it. */
export function queryRunnerSql(runner: ReturnType<DataSource['createQueryRunner']>): PgBossDb {
  return {
    async executeSql(text, values) {
      const result = await runner.query(text, values, true);
      return { rows: Array.isArray(result.records) ? result.records : [] };
    },
  };
}
