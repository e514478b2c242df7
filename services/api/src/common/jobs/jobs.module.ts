import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobAttempts } from './job-attempts.js';
import { JobBoss } from './job-boss.js';
import { JobHandlerRegistry } from './job-handler-registry.js';
import { JobQueue } from './job-queue.js';
import { JobWorkers } from './job-workers.js';
import { PgBossJobQueue } from './pg-boss-job-queue.js';

/**
 * Background jobs on pg-boss: JobQueue to enqueue them anywhere; with JOBS=on, a worker per @JobHandler queue and
 * the cron schedules. Needs the API's TypeORM DataSource and API_CONFIG.
 */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [JobHandlerRegistry, JobBoss, JobAttempts, JobWorkers, { provide: JobQueue, useClass: PgBossJobQueue }],
  exports: [JobQueue],
})
export class JobsModule {}
