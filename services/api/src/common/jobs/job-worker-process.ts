import type { Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { assertDatabaseAllowed, type ApiConfig } from '../../config/api-config.js';
import { createNestApp } from '../../create-app.js';
import { JobWorkers } from './job-workers.js';

export interface JobWorkerProcess {
  app: NestFastifyApplication;
  /** Queues this process has a worker for. */
  workingQueues: number;
  close(): Promise<void>;
}

/**
 * The API application without HTTP: it runs the background jobs (JOBS=on) beside web processes started with JOBS=off
 * on the same PostgreSQL database. Embedded PGlite serves one process, which must then run the jobs itself.
 */
export async function startJobWorker(config: ApiConfig, options: { extraModules?: Type[] } = {}): Promise<JobWorkerProcess> {
  assertDatabaseAllowed(config);
  if (!config.databaseUrl) throw new Error('A separate job worker needs PostgreSQL (DATABASE_URL): embedded PGlite serves the API process alone');
  if (config.jobs !== 'on') throw new Error('A job worker with JOBS=off would run nothing');
  const app = await createNestApp(
    config,
    { url: config.databaseUrl, schema: config.databaseSchema, embedded: false, statementTimeoutMs: config.databaseStatementTimeoutMs },
    options,
  );
  try {
    // Runs the lifecycle hooks, the workers' start among them, without listening.
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, workingQueues: app.get(JobWorkers).workingQueues, close: () => app.close() };
}
