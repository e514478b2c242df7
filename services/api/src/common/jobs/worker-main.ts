import { ConsoleLogger } from '@nestjs/common';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { errorText } from './job-boss.js';
import { startJobWorker } from './job-worker-process.js';

/**
 * `node services/api/dist/common/jobs/worker-main.js`: a process that runs the background jobs and serves no HTTP,
 * configured like the API (DATABASE_URL, DATABASE_SCHEMA...); run the web processes with JOBS=off beside it.
 */
const logger = new ConsoleLogger('JobWorker', { json: true });

async function main(): Promise<void> {
  const config = apiConfigFromEnv(process.env);
  const worker = await startJobWorker(config);
  logger.log(`Job worker running ${worker.workingQueues} queue(s) on PostgreSQL, without HTTP`);
  const shutdown = (signal: NodeJS.Signals) => {
    logger.log(`${signal} received, letting running jobs finish`);
    worker.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${errorText(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  logger.error(`Job worker failed to start: ${errorText(error)}`);
  process.exit(1);
});
