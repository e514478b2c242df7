import { createHash, randomBytes } from 'node:crypto';
import { systemClock, type Clock } from '../clock.js';
import type { SqlClient } from '../database/sql-client.js';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, type ScryptCost } from './password-hash.js';

/** Auth0's default lifetime of a password-change ticket when `ttl_sec` is 0 or missing (5 days). */
export const DEFAULT_TICKET_TTL_SECONDS = 5 * 24 * 60 * 60;

export interface NewPasswordTicket {
  accountId: string;
  resultUrl: string;
  ttlSeconds: number;
  markEmailVerified: boolean;
}

export interface OpenPasswordTicket {
  email: string;
  expiresAt: Date;
}

/** Only the hash of a ticket's secret is stored, so a leaked table does not hand out password resets. */
function hashOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** One-time, expiring links that let the holder set an account's password (Auth0's password-change tickets). */
export class PasswordTicketStore {
  constructor(
    private readonly db: SqlClient,
    private readonly hashCost: ScryptCost = DEFAULT_PASSWORD_HASH_COST,
    private readonly clock: Clock = systemClock,
  ) {}

  /** The ticket's secret, to be put in the link; it is not kept anywhere. */
  async create({ accountId, resultUrl, ttlSeconds, markEmailVerified }: NewPasswordTicket): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO identity_password_tickets (token_hash, account_id, result_url, mark_email_verified, expires_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz + make_interval(secs => $6))`,
      [hashOf(secret), accountId, resultUrl, markEmailVerified, this.clock(), ttlSeconds],
    );
    return secret;
  }

  /** The ticket when it is neither used nor expired. */
  async findOpen(secret: string): Promise<OpenPasswordTicket | undefined> {
    const rows = await this.db.query<{ email: string; expires_at: Date }>(
      `SELECT a.email, t.expires_at FROM identity_password_tickets t JOIN identity_accounts a ON a.id = t.account_id
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2::timestamptz`,
      [hashOf(secret), this.clock()],
    );
    const row = rows[0];
    return row && { email: row.email, expiresAt: new Date(row.expires_at) };
  }

  /**
   * Uses the ticket, sets the password and revokes the account's sessions, grants and tokens (oidc-provider's rows
   * carrying its accountId) in one statement: two submissions of the same link cannot both succeed, and a reset
   * signs out everyone who held the old password. Returns where to send the user next, or undefined when the
   * ticket is unknown, used or expired.
   */
  async redeem(secret: string, password: string): Promise<{ resultUrl: string } | undefined> {
    const passwordHash = await hashPassword(password, this.hashCost);
    const rows = await this.db.query<{ result_url: string }>(
      `WITH ticket AS (
         UPDATE identity_password_tickets SET used_at = $3::timestamptz
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $3::timestamptz
         RETURNING account_id, result_url, mark_email_verified
       ), account AS (
         UPDATE identity_accounts a
         SET password_hash = $2, email_verified = a.email_verified OR ticket.mark_email_verified
         FROM ticket WHERE a.id = ticket.account_id
         RETURNING a.id, ticket.result_url
       ), revoked AS (
         DELETE FROM identity_oidc_models m USING account WHERE m.payload->>'accountId' = account.id::text
       )
       SELECT result_url FROM account`,
      [hashOf(secret), passwordHash, this.clock()],
    );
    return rows[0] && { resultUrl: rows[0].result_url };
  }

  async deleteExpired(): Promise<void> {
    await this.db.query('DELETE FROM identity_password_tickets WHERE expires_at <= $1::timestamptz', [this.clock()]);
  }
}
