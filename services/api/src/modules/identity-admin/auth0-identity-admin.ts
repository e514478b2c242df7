import { randomBytes } from 'node:crypto';
import type { IdentityAdminConfig } from '../../config/api-config.js';
import { type IdentityAccount, IdentityAdmin, type PasswordTicketInput } from './identity-admin.js';
import { IdentityAdminError } from './identity-admin-error.js';
import { Auth0ManagementToken } from './auth0-management-token.js';
import { managementTimeout, managementUrl, readJson, refusalDetail } from './management-http.js';

/** How long a password-set ticket stays valid: long enough to reach the e-mail or tab later the same week. */
export const PASSWORD_TICKET_TTL_SECONDS = 7 * 24 * 60 * 60;

interface ManagementUser {
  user_id: string;
  email: string;
  email_verified?: unknown;
  identities?: { connection?: unknown }[];
}

function isManagementUser(value: unknown): value is ManagementUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['user_id'] === 'string' && typeof record['email'] === 'string';
}

/**
 * Users are created with a random password nobody knows, so the account is usable only after its owner sets
 * one through a password-set ticket. The suffix satisfies Auth0's stricter password policies.
 */
function unusablePassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

function accountOf(user: ManagementUser, created: boolean): IdentityAccount {
  return { subject: user.user_id, email: user.email, created, emailVerified: user.email_verified === true };
}

/** `IdentityAdmin` over the Auth0 Management API v2 (which the local identity service also speaks). */
export class Auth0IdentityAdmin extends IdentityAdmin {
  private readonly token: Auth0ManagementToken;

  constructor(private readonly config: IdentityAdminConfig) {
    super();
    this.token = new Auth0ManagementToken(config);
  }

  async ensureUser(input: { email: string; name: string | null }): Promise<IdentityAccount> {
    const email = input.email.trim().toLowerCase();
    const existing = await this.findByEmail(email);
    if (existing) return accountOf(existing, false);

    const response = await this.call('create a user', 'POST', 'api/v2/users', {
      email,
      name: input.name?.trim() || email,
      connection: this.config.connection,
      password: unusablePassword(),
      email_verified: false,
    });
    if (response.status === 409) {
      // Created concurrently (or exists only in a way users-by-email did not show yet): use that account.
      const raced = await this.findByEmail(email);
      if (raced) return accountOf(raced, false);
    }
    if (!response.ok) throw new IdentityAdminError('create a user', response.status, await refusalDetail(response));
    const created = await readJson(response, 'create a user');
    if (!isManagementUser(created)) throw new IdentityAdminError('create a user', response.status, 'the response carries no user_id');
    return accountOf(created, true);
  }

  async createPasswordTicket(input: PasswordTicketInput): Promise<string> {
    const operation = 'create a password ticket';
    const response = await this.call(operation, 'POST', 'api/v2/tickets/password-change', {
      user_id: input.subject,
      result_url: input.resultUrl,
      ttl_sec: input.ttlSeconds ?? PASSWORD_TICKET_TTL_SECONDS,
      mark_email_as_verified: input.markEmailVerified ?? true,
    });
    if (!response.ok) throw new IdentityAdminError(operation, response.status, await refusalDetail(response));
    const body = await readJson(response, operation);
    const ticket = body['ticket'];
    if (typeof ticket !== 'string') throw new IdentityAdminError(operation, response.status, 'the response carries no ticket');
    return ticket;
  }

  async revokeRefreshTokens(input: { subject: string }): Promise<void> {
    const operation = 'revoke refresh tokens';
    const response = await this.call(operation, 'DELETE', `api/v2/users/${encodeURIComponent(input.subject)}/refresh-tokens`);
    if (!response.ok) throw new IdentityAdminError(operation, response.status, await refusalDetail(response));
  }

  private async findByEmail(email: string): Promise<ManagementUser | null> {
    const operation = 'look up a user by e-mail';
    const response = await this.call(operation, 'GET', `api/v2/users-by-email?email=${encodeURIComponent(email)}`);
    if (!response.ok) throw new IdentityAdminError(operation, response.status, await refusalDetail(response));
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new IdentityAdminError(operation, response.status, 'the response is not JSON');
    }
    if (!Array.isArray(body)) throw new IdentityAdminError(operation, response.status, 'the response is not a list');
    const users = body.filter(isManagementUser);
    const inConnection = users.find((user) =>
      user.identities?.some((identity) => identity.connection === this.config.connection),
    );
    return inConnection ?? users[0] ?? null;
  }

  /** One Management API request; a 401 (token revoked or keys rotated) is retried once with a fresh token. */
  private async call(operation: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Response> {
    const send = async (): Promise<Response> => {
      const token = await this.token.get();
      try {
        return await fetch(managementUrl(this.config.baseUrl, path), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: managementTimeout(this.config),
        });
      } catch (error) {
        throw new IdentityAdminError(operation, null, error instanceof Error ? error.message : String(error));
      }
    };
    const response = await send();
    if (response.status !== 401) return response;
    this.token.forget();
    return send();
  }
}
