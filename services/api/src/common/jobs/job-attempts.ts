import { Injectable } from '@nestjs/common';
import type { JobInfo } from './job-handler.decorator.js';

/** How a job ended in this process: completed, or failed with no retry left. */
export type JobOutcome = { job: JobInfo; ok: true } | { job: JobInfo; ok: false; error: unknown };

/** Outcomes kept for jobs nobody waits for yet (a test may start waiting after the job ended). */
const REMEMBERED_OUTCOMES = 1_000;

/** The final outcome of each job this process ran, for whoever waits on one (tests, through job-testing.ts). */
@Injectable()
export class JobAttempts {
  private readonly outcomes = new Map<string, JobOutcome>();
  private readonly waiters = new Map<string, Array<(outcome: JobOutcome) => void>>();

  record(outcome: JobOutcome): void {
    this.outcomes.set(outcome.job.id, outcome);
    if (this.outcomes.size > REMEMBERED_OUTCOMES) this.outcomes.delete(this.outcomes.keys().next().value as string);
    const waiting = this.waiters.get(outcome.job.id) ?? [];
    this.waiters.delete(outcome.job.id);
    for (const resolve of waiting) resolve(outcome);
  }

  /** Resolves when job `id` has completed or failed for good in this process (at once if it already has). */
  outcomeOf(id: string): Promise<JobOutcome> {
    const known = this.outcomes.get(id);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => this.waiters.set(id, [...(this.waiters.get(id) ?? []), resolve]));
  }
}
