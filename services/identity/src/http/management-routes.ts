import type { IncomingMessage, ServerResponse } from 'node:http';
import { DuplicateEmailError, type CredentialStore } from '../accounts/credential-store.js';
import { DEFAULT_TICKET_TTL_SECONDS, type PasswordTicketStore } from '../accounts/password-tickets.js';
import { isValidEmail, normalizeEmail, PASSWORD_MIN_LENGTH } from '../accounts/signup-validation.js';
import type { IdentityConfig } from '../config.js';
import { FormTooLargeError } from './form-body.js';
import { InvalidJsonError, readJsonObject } from './json-body.js';
import { isAllowedReturnTo } from './logout-route.js';
import { managementUser, sendManagementError } from './management-responses.js';
import { passwordTicketUrl } from './password-ticket-routes.js';
import { sendJson } from './responses.js';

export const MANAGEMENT_PREFIX = '/api/v2/';

/** Auth0's longest password-change ticket lifetime (30 days). */
const MAX_TICKET_TTL_SECONDS = 30 * 24 * 60 * 60;

export const MANAGEMENT_ERRORS = {
  missingToken: 'Missing authentication',
  invalidToken: 'Invalid token',
  notFound: 'Not Found',
  missingEmailQuery: "Query validation error: 'Missing required property: email'",
  invalidEmail: 'Payload validation error: the email is not a valid e-mail address.',
  unknownConnection: 'The connection does not exist.',
  weakPassword: 'PasswordStrengthError: Password is too weak',
  userExists: 'The user already exists.',
  missingUserId: "Payload validation error: 'Missing required property: user_id'",
  userNotFound: 'The user does not exist.',
  invalidResultUrl: 'Payload validation error: result_url must be an address on one of the allowed origins.',
  invalidTtl: `Payload validation error: ttl_sec must be an integer from 0 to ${MAX_TICKET_TTL_SECONDS}.`,
} as const;

/** `/users/{id}/refresh-tokens`, relative to the Management API prefix. */
const REFRESH_TOKENS_PATH = /^\/users\/([^/]+)\/refresh-tokens$/;

/**
 * The subset of Auth0's Management API v2 the API uses to provision accounts: look up and create users, issue
 * password-set tickets and revoke a user's refresh tokens. Callers authenticate with a client-credentials token for
 * the management audience.
 */
export class ManagementRoutes {
  constructor(
    private readonly config: IdentityConfig,
    private readonly accounts: CredentialStore,
    private readonly tickets: PasswordTicketStore,
    private readonly verifyToken: (token: string) => Promise<boolean>,
    private readonly revokeRefreshTokensOf: (accountId: string) => Promise<void>,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const authorization = req.headers.authorization ?? '';
    const token = /^Bearer (.+)$/i.exec(authorization)?.[1];
    if (!token) return sendManagementError(res, 401, MANAGEMENT_ERRORS.missingToken);
    if (!(await this.verifyToken(token))) return sendManagementError(res, 401, MANAGEMENT_ERRORS.invalidToken);

    const method = req.method ?? 'GET';
    const path = url.pathname.slice(MANAGEMENT_PREFIX.length - 1);
    const route = `${method} ${path}`;
    try {
      const refreshTokensOf = REFRESH_TOKENS_PATH.exec(path)?.[1];
      if (refreshTokensOf !== undefined && method === 'DELETE') return await this.revokeRefreshTokens(res, refreshTokensOf);
      switch (route) {
        case 'GET /users-by-email':
          return await this.usersByEmail(res, url);
        case 'POST /users':
          return await this.createUser(res, await readJsonObject(req));
        case 'POST /tickets/password-change':
          return await this.createPasswordTicket(res, await readJsonObject(req));
        default:
          return sendManagementError(res, 404, MANAGEMENT_ERRORS.notFound);
      }
    } catch (error) {
      if (error instanceof InvalidJsonError) return sendManagementError(res, 400, error.message);
      if (error instanceof FormTooLargeError) return sendManagementError(res, 413, error.message);
      throw error;
    }
  }

  private async usersByEmail(res: ServerResponse, url: URL): Promise<void> {
    const email = url.searchParams.get('email');
    if (!email) return sendManagementError(res, 400, MANAGEMENT_ERRORS.missingEmailQuery);
    const account = await this.accounts.findByEmail(email);
    sendJson(res, 200, account ? [managementUser(account, this.config.management.connection)] : []);
  }

  private async createUser(res: ServerResponse, body: Record<string, unknown>): Promise<void> {
    const { email, name, connection, password, email_verified: emailVerified } = body;
    if (connection !== this.config.management.connection) return sendManagementError(res, 400, MANAGEMENT_ERRORS.unknownConnection);
    if (typeof email !== 'string' || !isValidEmail(normalizeEmail(email))) {
      return sendManagementError(res, 400, MANAGEMENT_ERRORS.invalidEmail);
    }
    if (typeof password !== 'string' || password.length < PASSWORD_MIN_LENGTH) {
      return sendManagementError(res, 400, MANAGEMENT_ERRORS.weakPassword, 'invalid_password');
    }
    try {
      const account = await this.accounts.create({
        email,
        password,
        name: typeof name === 'string' ? name : null,
        emailVerified: emailVerified === true,
      });
      sendJson(res, 201, managementUser(account, this.config.management.connection));
    } catch (error) {
      if (error instanceof DuplicateEmailError) return sendManagementError(res, 409, MANAGEMENT_ERRORS.userExists, 'auth0_idp_error');
      throw error;
    }
  }

  /** Auth0 answers 202 "Refresh token deletion request accepted."; here the tokens are gone before the answer. */
  private async revokeRefreshTokens(res: ServerResponse, encodedUserId: string): Promise<void> {
    let userId: string;
    try {
      userId = decodeURIComponent(encodedUserId);
    } catch {
      return sendManagementError(res, 404, MANAGEMENT_ERRORS.userNotFound, 'inexistent_user');
    }
    const account = await this.accounts.findById(userId);
    if (!account) return sendManagementError(res, 404, MANAGEMENT_ERRORS.userNotFound, 'inexistent_user');
    await this.revokeRefreshTokensOf(account.id);
    res.writeHead(202, { 'Cache-Control': 'no-store', 'Content-Length': 0 });
    res.end();
  }

  private async createPasswordTicket(res: ServerResponse, body: Record<string, unknown>): Promise<void> {
    const { user_id: userId, result_url: resultUrl, ttl_sec: ttl = 0, mark_email_as_verified: markVerified } = body;
    if (typeof userId !== 'string' || !userId) return sendManagementError(res, 400, MANAGEMENT_ERRORS.missingUserId);
    const account = await this.accounts.findById(userId);
    if (!account) return sendManagementError(res, 404, MANAGEMENT_ERRORS.userNotFound, 'inexistent_user');
    // The link must not become an open redirect: the same origins the sign-in flow may return to.
    if (typeof resultUrl !== 'string' || !isAllowedReturnTo(resultUrl, this.config.allowedOrigins)) {
      return sendManagementError(res, 400, MANAGEMENT_ERRORS.invalidResultUrl);
    }
    if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl < 0 || ttl > MAX_TICKET_TTL_SECONDS) {
      return sendManagementError(res, 400, MANAGEMENT_ERRORS.invalidTtl);
    }
    const secret = await this.tickets.create({
      accountId: account.id,
      resultUrl,
      ttlSeconds: ttl || DEFAULT_TICKET_TTL_SECONDS,
      markEmailVerified: markVerified === true,
    });
    sendJson(res, 201, { ticket: passwordTicketUrl(this.config.issuer, secret) });
  }
}
