import type { Clock } from '../clock.js';
import type { SqlClient } from '../database/sql-client.js';
import { normalizeEmail } from './signup-validation.js';

export interface SignInLimits {
  /** Failed sign-ins for one e-mail (from anywhere) within the window before it is locked. */
  perAccount: number;
  /** Failed sign-ins from one client address (any e-mail) within the window before it is locked. */
  perAddress: number;
  windowSeconds: number;
  /** How long a locked e-mail or address is refused without checking the password. */
  lockSeconds: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60, lockSeconds: 15 * 60 };

export interface SignInSubject {
  email: string;
  address: string;
}

/** IPv4 clients of a dual-stack socket show up as `::ffff:a.b.c.d`. */
export function clientAddress(remoteAddress: string | undefined): string {
  if (!remoteAddress) return 'unknown';
  return remoteAddress.startsWith('::ffff:') ? remoteAddress.slice('::ffff:'.length) : remoteAddress;
}

function keysOf({ email, address }: SignInSubject): { account: string; address: string } {
  return { account: `account:${normalizeEmail(email)}`, address: `address:${address}` };
}

/**
 * Counts failed sign-ins per e-mail and per client address in the database (so every process and restart sees the
 * same counts) and locks either for a cool-down once it reaches its limit.
 */
export class SignInThrottle {
  constructor(
    private readonly db: SqlClient,
    private readonly limits: SignInLimits,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the e-mail and the address may try again, or 0 when neither is locked. */
  async retryAfterSeconds(subject: SignInSubject): Promise<number> {
    const keys = keysOf(subject);
    const now = this.clock();
    const rows = await this.db.query<{ locked_until: Date }>(
      `SELECT locked_until FROM identity_sign_in_failures WHERE key IN ($1, $2) AND locked_until > $3::timestamptz`,
      [keys.account, keys.address, now],
    );
    const until = Math.max(0, ...rows.map((row) => new Date(row.locked_until).getTime()));
    return until ? Math.ceil((until - now.getTime()) / 1000) : 0;
  }

  async recordFailure(subject: SignInSubject): Promise<void> {
    const keys = keysOf(subject);
    await this.count(keys.account, this.limits.perAccount);
    await this.count(keys.address, this.limits.perAddress);
  }

  /** A successful sign-in clears the e-mail's count; the address keeps its own. */
  async recordSuccess(subject: SignInSubject): Promise<void> {
    await this.db.query('DELETE FROM identity_sign_in_failures WHERE key = $1', [keysOf(subject).account]);
  }

  async deleteStale(): Promise<void> {
    await this.db.query(
      `DELETE FROM identity_sign_in_failures
       WHERE (locked_until IS NULL OR locked_until <= $1::timestamptz) AND window_started_at <= $1::timestamptz - make_interval(secs => $2)`,
      [this.clock(), this.limits.windowSeconds],
    );
  }

  private async count(key: string, limit: number): Promise<void> {
    const now = this.clock();
    const [row] = await this.db.query<{ failures: number }>(
      `INSERT INTO identity_sign_in_failures AS f (key, failures, window_started_at) VALUES ($1, 1, $2::timestamptz)
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.window_started_at > $2::timestamptz - make_interval(secs => $3) THEN f.failures + 1 ELSE 1 END,
         window_started_at = CASE WHEN f.window_started_at > $2::timestamptz - make_interval(secs => $3) THEN f.window_started_at ELSE $2::timestamptz END
       RETURNING failures`,
      [key, now, this.limits.windowSeconds],
    );
    if (row && row.failures >= limit) {
      await this.db.query(
        `UPDATE identity_sign_in_failures
         SET locked_until = $2::timestamptz + make_interval(secs => $3), failures = 0, window_started_at = $2::timestamptz
         WHERE key = $1`,
        [key, now, this.limits.lockSeconds],
      );
    }
  }
}
