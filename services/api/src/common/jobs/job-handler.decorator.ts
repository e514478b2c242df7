/** What a handler learns about the job it runs. */
export interface JobInfo {
  id: string;
  name: string;
}

/** A @JobHandler method: resolve when done, throw to have the job retried (with the queue's backoff). */
export type JobHandlerFunction<T = object> = (data: T, job: JobInfo) => Promise<void>;

export interface JobHandlerOptions {
  /** 5-field cron expression ('*\/5 * * * *'): the queue then also gets a job (with data `{}`) at each such time. */
  cron?: string;
  /** IANA time zone the cron expression is read in; UTC by default. */
  tz?: string;
  /** Retries after a failed attempt (default 5): a job runs at most retryLimit + 1 times. */
  retryLimit?: number;
  /** Wait before a retry (default 30 s); with retryBackoff, the base of an exponential, jittered delay. */
  retryDelaySeconds?: number;
  /** Double the retry delay after each failure (default true). */
  retryBackoff?: boolean;
}

export const JOB_HANDLER_DEFAULTS = { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true } as const;

export const JOB_HANDLER_METADATA = 'fieldwise:job-handler';

export interface JobHandlerMetadata {
  name: string;
  options: JobHandlerOptions;
}

/** Marks a provider method as the handler of queue `name`; `cron` (5-field, UTC unless tz) schedules it. */
export function JobHandler(name: string, options: JobHandlerOptions = {}): MethodDecorator {
  if (!name || name.startsWith('__pgboss__')) throw new Error(`@JobHandler: "${name}" is not a queue name`);
  return (_target, _key, descriptor) => {
    if (typeof descriptor.value !== 'function') throw new Error(`@JobHandler('${name}') must decorate a method`);
    const metadata: JobHandlerMetadata = { name, options };
    Reflect.defineMetadata(JOB_HANDLER_METADATA, metadata, descriptor.value);
    return descriptor;
  };
}
