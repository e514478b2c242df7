import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { queryRunnerSql } from './data-source-sql.js';
import { JobBoss } from './job-boss.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { JobQueue, type JobSendOptions } from './job-queue.js';

/**
 * JobQueue on pg-boss. pg-boss 10 gives a singletonKey meaning only on special queue policies, which would also
 * hold back jobs sent without a key; so the key is kept unique here: under a transaction-scoped advisory lock on
 * (queue, key), a job is inserted only when none with that key is waiting, retrying or running.
 */
@Injectable()
export class PgBossJobQueue extends JobQueue {
  constructor(
    private readonly boss: JobBoss,
    private readonly handlers: JobHandlerRegistry,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    super();
  }

  async send<T extends object>(name: string, data: T, options: JobSendOptions = {}): Promise<string | null> {
    const handler = this.handlers.get(name);
    const boss = await this.boss.started();
    await this.boss.ensureQueue(handler);
    const sendOptions: PgBoss.SendOptions = {};
    if (options.startAfter) sendOptions.startAfter = options.startAfter;
    if (options.retryLimit !== undefined) sendOptions.retryLimit = options.retryLimit;
    if (options.singletonKey === undefined) return boss.send(name, data, sendOptions);
    return this.sendUnique(boss, name, data, { ...sendOptions, singletonKey: options.singletonKey });
  }

  private async sendUnique(boss: PgBoss, name: string, data: object, options: PgBoss.SendOptions & { singletonKey: string }): Promise<string | null> {
    // One connection for the whole check-and-insert (on PGlite, the only one: nothing else may run in between).
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query('SELECT pg_advisory_xact_lock(hashtext($1))', [JSON.stringify([this.boss.schema, name, options.singletonKey])]);
      const taken = (await runner.query(
        `SELECT 1 FROM ${this.boss.schema}.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed' LIMIT 1`,
        [name, options.singletonKey],
      )) as unknown[];
      const id = taken.length > 0 ? null : await boss.send(name, data, { ...options, db: queryRunnerSql(runner) });
      await runner.commitTransaction();
      return id;
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }
  }
}
