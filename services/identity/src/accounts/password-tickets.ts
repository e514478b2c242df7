import { createHash, randomBytes } from 'node:crypto';
import type { SqlClient } from '../database/sql-client.js';
import { hashPassword } from './password-hash.js';

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
  constructor(private readonly db: SqlClient) {}

  /** The ticket's secret, to be put in the link; it is not kept anywhere. */
  async create({ accountId, resultUrl, ttlSeconds, markEmailVerified }: NewPasswordTicket): Promise<string> {
    const secret = randomBytes(32).toString('base64url');
    await this.db.query(
      `INSERT INTO identity_password_tickets (token_hash, account_id, result_url, mark_email_verified, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [hashOf(secret), accountId, resultUrl, markEmailVerified, ttlSeconds],
    );
    return secret;
  }

  /** The ticket when it is neither used nor expired. */
  async findOpen(secret: string): Promise<OpenPasswordTicket | undefined> {
    const rows = await this.db.query<{ email: string; expires_at: Date }>(
      `SELECT a.email, t.expires_at FROM identity_password_tickets t JOIN identity_accounts a ON a.id = t.account_id
       WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()`,
      [hashOf(secret)],
    );
    const row = rows[0];
    return row && { email: row.email, expiresAt: new Date(row.expires_at) };
  }

  /**
   * Uses the ticket and sets the password in one statement, so two submissions of the same link cannot both
   * succeed. Returns where to send the user next, or undefined when the ticket is unknown, used or expired.
   */
  async redeem(secret: string, password: string): Promise<{ resultUrl: string } | undefined> {
    const passwordHash = await hashPassword(password);
    const rows = await this.db.query<{ result_url: string }>(
      `WITH ticket AS (
         UPDATE identity_password_tickets SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING account_id, result_url, mark_email_verified
       )
       UPDATE identity_accounts a
       SET password_hash = $2, email_verified = a.email_verified OR ticket.mark_email_verified
       FROM ticket WHERE a.id = ticket.account_id
       RETURNING ticket.result_url`,
      [hashOf(secret), passwordHash],
    );
    return rows[0] && { resultUrl: rows[0].result_url };
  }

  async deleteExpired(): Promise<void> {
    await this.db.query('DELETE FROM identity_password_tickets WHERE expires_at <= now()');
  }
}
