import type { TestApi } from '../../../testing/start-test-api.js';
import { UserCache } from '../user-cache.js';

export interface Notifications {
  /** How many notifications from other processes have emptied this process's user cache so far. */
  readonly count: number;
  /** Resolves once `count` exceeds `seen` (at once if it already does). */
  after(seen: number): Promise<void>;
}

/** Counts the NOTIFY-driven invalidations of one API process's user cache, from now on. */
export function notificationsOf(t: TestApi): Notifications {
  let count = 0;
  const waiting: Array<() => void> = [];
  t.api.app.get(UserCache).onInvalidated((reason) => {
    if (reason !== 'notification') return;
    count += 1;
    for (const wake of waiting.splice(0)) wake();
  });
  return {
    get count() {
      return count;
    },
    after: (seen) => (count > seen ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/** The attempts `untilSeen` makes: each one but the first waits for a notification, never for time to pass. */
const MAX_READS = 20;

/**
 * Reads until `done` holds, waiting between reads for the next notification to reach this process; fails after
 * MAX_READS reads.
 */
export async function untilSeen<T>(notifications: Notifications, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  for (let attempt = 0; attempt < MAX_READS; attempt += 1) {
    const seen = notifications.count;
    last = await read();
    if (done(last)) return last;
    await notifications.after(seen);
  }
  throw new Error(`Still not seen after ${MAX_READS} reads: ${JSON.stringify(last)}`);
}
