import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { setImmediate as nextMacrotask, setTimeout as delay } from 'node:timers/promises';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { JobAttempts } from './job-attempts.js';
import { errorText, JobBoss } from './job-boss.js';
import { JobHandlerRegistry, type JobHandlerRegistration } from './job-handler-registry.js';
import { JobQueue } from './job-queue.js';

/** The key of the run every cron job gets when a process starts (one at a time, however many processes start). */
export const CRON_ON_START_KEY = 'on-start';

/**
 * With JOBS=on: at bootstrap, a worker for each @JobHandler queue and pg-boss schedules for the cron ones; at
 * app.close(), stops them and lets running handlers finish before the database closes.
 */
@Injectable()
export class JobWorkers implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly running = new Set<Promise<void>>();
  private readonly workerIds: string[] = [];

  constructor(
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    private readonly boss: JobBoss,
    private readonly handlers: JobHandlerRegistry,
    private readonly queue: JobQueue,
    private readonly attempts: JobAttempts,
  ) {}

  /** Queues with a worker in this process (none with JOBS=off). */
  get workingQueues(): number {
    return this.workerIds.length;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs !== 'on') return;
    const boss = await this.boss.started();
    const handlers = this.handlers.all();
    for (const handler of handlers) await this.boss.ensureQueue(handler);
    await this.syncSchedules(boss, handlers);
    for (const handler of handlers) this.workerIds.push(await this.work(boss, handler));
    if (this.config.jobQueue.cronOnStart) {
      for (const handler of handlers.filter((h) => h.cron)) await this.queue.send(handler.name, {}, { singletonKey: CRON_ON_START_KEY });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss.stop((deadline) => this.handlersSettled(deadline));
  }

  /** Cron jobs as the handlers declare them now: a schedule whose handler is gone or lost its cron is removed. */
  private async syncSchedules(boss: PgBoss, handlers: JobHandlerRegistration[]): Promise<void> {
    const cron = handlers.filter((handler) => handler.cron);
    for (const handler of cron) await boss.schedule(handler.name, handler.cron as string, {}, { tz: handler.tz });
    for (const schedule of await boss.getSchedules()) {
      if (!cron.some((handler) => handler.name === schedule.name)) await boss.unschedule(schedule.name);
    }
  }

  private async work(boss: PgBoss, handler: JobHandlerRegistration): Promise<string> {
    const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: this.config.jobQueue.pollIntervalMs / 1000 };
    const workerId = await boss.work<object>(handler.name, options, async (jobs) => {
      for (const job of jobs) await this.track(this.attempt(boss, handler, job));
      // Found work: look again at once rather than after the polling interval, so a backlog drains quickly.
      boss.notifyWorker(workerId);
    });
    return workerId;
  }

  private async attempt(boss: PgBoss, handler: JobHandlerRegistration, job: PgBoss.JobWithMetadata<object>): Promise<void> {
    const info = { id: job.id, name: job.name };
    try {
      await handler.run(job.data, info);
    } catch (error) {
      const attempt = job.retryCount + 1;
      const last = job.retryCount >= job.retryLimit;
      this.logger.error(
        `Job ${job.name} ${job.id} (${handler.handlerName}) failed on attempt ${attempt} of ${job.retryLimit + 1}` +
          `${last ? ', no retry left' : ', will be retried'}: ${errorText(error)}`,
      );
      // pg-boss records the failure and schedules the retry once this throws. The last failure is recorded here
      // first, so that the job reads as failed by the time its outcome is announced (pg-boss's own then changes nothing).
      if (last) {
        await boss.fail(job.name, job.id, error instanceof Error ? error : new Error(String(error))).catch((failError: unknown) => {
          this.logger.error(`Job ${job.name} ${job.id}: its failure could not be recorded: ${errorText(failError)}`);
        });
        this.attempts.record({ job: info, ok: false, error });
      }
      throw error;
    }
    try {
      // pg-boss would complete the job once this returns, without awaiting it; completing here first means the job
      // reads as completed by the time its outcome is announced.
      await boss.complete(job.name, job.id);
    } catch (error) {
      this.logger.error(`Job ${job.name} ${job.id} ran, but could not be marked complete: ${errorText(error)}`);
    }
    this.attempts.record({ job: info, ok: true });
  }

  private async track(attempt: Promise<void>): Promise<void> {
    this.running.add(attempt);
    try {
      await attempt;
    } finally {
      this.running.delete(attempt);
    }
  }

  /** Handlers running now, and any a fetch under way at shutdown still hands over; until `deadline` at most. */
  private async handlersSettled(deadline: number): Promise<void> {
    while (Date.now() < deadline) {
      const timeout = new AbortController();
      const timedOut = delay(deadline - Date.now(), undefined, { signal: timeout.signal }).catch(() => undefined);
      await Promise.race([Promise.allSettled([...this.running]), timedOut]).finally(() => timeout.abort());
      // A fetch that returned meanwhile reaches its handler within the current run of microtasks.
      await nextMacrotask();
      if (this.running.size === 0) return;
    }
    this.logger.error(`${this.running.size} job handler(s) still running at shutdown`);
  }
}
