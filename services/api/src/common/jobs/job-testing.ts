import type { INestApplicationContext } from '@nestjs/common';
import { setTimeout as delay } from 'node:timers/promises';
import { JobAttempts, type JobOutcome } from './job-attempts.js';

/**
 * For tests of APIs started with jobs on: resolves when job `id` (from JobQueue.send) has completed, or failed with no
 * retry left, in one of these apps (several when several processes share the database); rejects after `timeoutMs`.
 */
export async function jobOutcome(
  apps: INestApplicationContext | INestApplicationContext[],
  id: string,
  timeoutMs = 15_000,
): Promise<JobOutcome> {
  const outcomes = (Array.isArray(apps) ? apps : [apps]).map((app) => app.get(JobAttempts, { strict: false }).outcomeOf(id));
  const timeout = new AbortController();
  const timedOut = delay(timeoutMs, undefined, { signal: timeout.signal }).then(() => {
    throw new Error(`Job ${id} did not finish within ${timeoutMs} ms (is the app started with jobs on?)`);
  });
  timedOut.catch(() => undefined);
  try {
    return await Promise.race([...outcomes, timedOut]);
  } finally {
    timeout.abort();
  }
}
