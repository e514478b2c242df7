import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PgBoss from 'pg-boss';
import type { DataSource } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { DataSourceSql } from './data-source-sql.js';
import type { JobHandlerRegistration } from './job-handler-registry.js';
import { jobQueueSchemaOf } from './job-queue-schema.js';

/** The statement pg-boss 10 fetches due jobs with (plans.fetchNextJob). */
const FETCH_STATEMENT = /^\s*WITH next as \(/;

/** How long shutdown waits for running handlers before pg-boss marks their jobs failed (to be retried). */
export const JOB_SHUTDOWN_TIMEOUT_MS = 30_000;

/**
 * The process's pg-boss, on the API's own database connections. Started on first use: at bootstrap where this
 * process runs jobs (with maintenance and cron), else when it first sends a job (queue only).
 */
@Injectable()
export class JobBoss {
  readonly schema: string;
  private readonly sql: DataSourceSql;
  private readonly logger = new Logger('Jobs');
  private starting: Promise<PgBoss> | null = null;
  private stopped = false;
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @InjectDataSource() dataSource: DataSource,
  ) {
    this.schema = jobQueueSchemaOf(dataSource);
    this.sql = new DataSourceSql(dataSource, (text, error) => {
      // pg-boss drops a failed fetch silently (it expects only unique violations there); a worker would then look
      // idle while the database fails it.
      if (FETCH_STATEMENT.test(text)) this.logger.error(`Fetching due jobs failed: ${errorText(error)}`);
    });
  }

  /** pg-boss, installed (or migrated) in its schema and started. */
  started(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('The job queue is shut down'));
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  /** Creates the handler's queue if missing and keeps its retry policy as the handler declares it. */
  ensureQueue(handler: JobHandlerRegistration): Promise<void> {
    let ready = this.queues.get(handler.name);
    if (!ready) {
      ready = this.createQueue(handler).catch((error: unknown) => {
        this.queues.delete(handler.name);
        throw error;
      });
      this.queues.set(handler.name, ready);
    }
    return ready;
  }

  /**
   * Stops the workers, waits for running handlers and then for every statement pg-boss still has under way. One
   * deadline, JOB_SHUTDOWN_TIMEOUT_MS from now, bounds both pg-boss's wait and `handlersSettled`.
   */
  async stop(handlersSettled: (deadline: number) => Promise<void>): Promise<void> {
    this.stopped = true;
    const deadline = Date.now() + JOB_SHUTDOWN_TIMEOUT_MS;
    const boss = await this.starting?.catch(() => null);
    if (boss) {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(deadline - Date.now(), 0) });
      await handlersSettled(deadline);
    }
    await this.sql.settled();
  }

  private async start(): Promise<PgBoss> {
    const runsJobs = this.config.jobs === 'on';
    const boss = new PgBoss({
      db: this.sql,
      schema: this.schema,
      migrate: true,
      // Expiring, archiving and cron belong to the processes that run jobs; pg-boss lets one of them at a time do it.
      supervise: runsJobs,
      schedule: runsJobs,
      pollingIntervalSeconds: this.config.jobQueue.pollIntervalMs / 1000,
    });
    boss.on('error', (error) => this.logger.error(`Job queue error: ${errorText(error)}`));
    await boss.start();
    return boss;
  }

  private async createQueue(handler: JobHandlerRegistration): Promise<void> {
    const boss = await this.started();
    const policy = {
      name: handler.name,
      retryLimit: handler.retryLimit,
      retryDelay: handler.retryDelaySeconds,
      retryBackoff: handler.retryBackoff,
    };
    await boss.createQueue(handler.name, policy);
    // createQueue leaves an existing queue as it is; the handler's current options win.
    await boss.updateQueue(handler.name, policy);
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
