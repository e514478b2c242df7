import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type SqlClient } from '../database/sql-client.js';
import { decoyHash, DEFAULT_PASSWORD_HASH_COST, hashPassword, needsRehash, verifyPassword, type ScryptCost } from './password-hash.js';
import { normalizeEmail } from './signup-validation.js';

export interface Account {
  id: string;
  email: string;
  name: string | null;
  signupIntent: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

export interface NewAccount {
  email: string;
  password: string;
  name?: string | null;
  signupIntent?: string | null;
  emailVerified?: boolean;
}

export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`An account with the email ${email} already exists`);
    this.name = 'DuplicateEmailError';
  }
}

interface AccountRow {
  id: string;
  email: string;
  name: string | null;
  signup_intent: string | null;
  email_verified: boolean;
  created_at: Date;
}

interface AccountWithHashRow extends AccountRow {
  password_hash: string;
}

const COLUMNS = 'id, email, name, signup_intent, email_verified, created_at';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    signupIntent: row.signup_intent,
    emailVerified: row.email_verified,
    createdAt: new Date(row.created_at),
  };
}

/** E-mail and password credentials; e-mails are unique regardless of case and stored lower-case. */
export class CredentialStore {
  constructor(
    private readonly db: SqlClient,
    readonly hashCost: ScryptCost = DEFAULT_PASSWORD_HASH_COST,
  ) {}

  async create({ email, password, name, signupIntent, emailVerified = false }: NewAccount): Promise<Account> {
    const normalized = normalizeEmail(email);
    const passwordHash = await hashPassword(password, this.hashCost);
    try {
      const rows = await this.db.query<AccountRow>(
        `INSERT INTO identity_accounts (id, email, name, password_hash, signup_intent, email_verified)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [randomUUID(), normalized, name?.trim() || null, passwordHash, signupIntent || null, emailVerified],
      );
      return toAccount(rows[0]);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError(normalized);
      throw error;
    }
  }

  async findById(id: string): Promise<Account | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows = await this.db.query<AccountRow>(`SELECT ${COLUMNS} FROM identity_accounts WHERE id = $1`, [id]);
    return rows[0] && toAccount(rows[0]);
  }

  async findByEmail(email: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountRow>(`SELECT ${COLUMNS} FROM identity_accounts WHERE lower(email) = $1`, [
      normalizeEmail(email),
    ]);
    return rows[0] && toAccount(rows[0]);
  }

  /** The account when the password matches, undefined otherwise (unknown e-mail or wrong password alike). */
  async authenticate(email: string, password: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountWithHashRow>(
      `SELECT ${COLUMNS}, password_hash FROM identity_accounts WHERE lower(email) = $1`,
      [normalizeEmail(email)],
    );
    const row = rows[0];
    if (!row) {
      await verifyPassword(password, await decoyHash(this.hashCost));
      return undefined;
    }
    if (!(await verifyPassword(password, row.password_hash))) return undefined;
    if (needsRehash(row.password_hash, this.hashCost)) await this.upgradeHash(row.id, row.password_hash, password);
    return toAccount(row);
  }

  async markEmailVerified(email: string): Promise<void> {
    await this.db.query('UPDATE identity_accounts SET email_verified = true WHERE lower(email) = $1', [normalizeEmail(email)]);
  }

  /** Re-hashes at the current cost; a password changed meanwhile (a reset in another tab) is left alone. */
  private async upgradeHash(id: string, previousHash: string, password: string): Promise<void> {
    await this.db.query('UPDATE identity_accounts SET password_hash = $1 WHERE id = $2 AND password_hash = $3', [
      await hashPassword(password, this.hashCost),
      id,
      previousHash,
    ]);
  }
}
