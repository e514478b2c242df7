export interface JobSendOptions {
  /** Not before this time (a due date, a retry time). */
  startAfter?: Date;
  /**
   * At most one job of this queue with this key waits or runs at a time: while one does, sending another with the
   * same key does nothing and resolves null.
   */
  singletonKey?: string;
  /** Overrides the handler's retryLimit for this job. */
  retryLimit?: number;
}

/**
 * Puts background jobs on the PostgreSQL job queue (pg-boss); a @JobHandler of the same name runs each one in
 * whichever API process with JOBS=on fetches it first. Injectable anywhere (JobsModule is global).
 */
export abstract class JobQueue {
  /** The job's id, or null when the singletonKey is already taken. Rejects for a name no @JobHandler handles. */
  abstract send<T extends object>(name: string, data: T, options?: JobSendOptions): Promise<string | null>;
}
