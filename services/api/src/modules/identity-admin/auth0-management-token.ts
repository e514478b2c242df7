import type { IdentityAdminConfig } from '../../config/api-config.js';
import { IdentityAdminError } from './identity-admin-error.js';
import { managementTimeout, managementUrl, readJson, refusalDetail } from './management-http.js';

/** Renew a little before the provider's expiry so a token never expires in flight. */
const EXPIRY_MARGIN_MS = 30_000;

interface CachedToken {
  value: string;
  expiresAt: number;
}

/** Client-credentials token for the Management API, fetched once and reused until shortly before it expires. */
export class Auth0ManagementToken {
  private cached: CachedToken | null = null;
  private pending: Promise<CachedToken> | null = null;

  constructor(
    private readonly config: IdentityAdminConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    if (this.cached && this.cached.expiresAt > this.now()) return this.cached.value;
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = null;
    });
    this.cached = await this.pending;
    return this.cached.value;
  }

  /** After a 401 the provider no longer accepts the cached token (revoked or rotated keys). */
  forget(): void {
    this.cached = null;
  }

  private async fetchToken(): Promise<CachedToken> {
    const operation = 'issue a management token';
    let response: Response;
    try {
      response = await fetch(managementUrl(this.config.baseUrl, 'oauth/token'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        signal: managementTimeout(this.config),
        body: JSON.stringify({
          grant_type: 'client_credentials',
          client_id: this.config.clientId,
          client_secret: this.config.clientSecret,
          audience: managementUrl(this.config.baseUrl, 'api/v2/'),
        }),
      });
    } catch (error) {
      throw new IdentityAdminError(operation, null, error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new IdentityAdminError(operation, response.status, await refusalDetail(response));
    const body = await readJson(response, operation);
    const accessToken = body['access_token'];
    const expiresIn = body['expires_in'];
    if (typeof accessToken !== 'string' || typeof expiresIn !== 'number') {
      throw new IdentityAdminError(operation, response.status, 'the response carries no access_token/expires_in');
    }
    return { value: accessToken, expiresAt: this.now() + Math.max(0, expiresIn * 1000 - EXPIRY_MARGIN_MS) };
  }
}
