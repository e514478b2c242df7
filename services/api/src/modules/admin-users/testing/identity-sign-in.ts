import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { createHash, randomBytes } from 'node:crypto';

/**
 * The browser's side of the local identity service, for suites that check what the API did there: redeem a
 * password-set ticket, sign in as the web app does (authorization code with PKCE, cookies kept) and refresh.
 */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      const value = pair.slice(separator + 1).trim();
      if (value) this.cookies.set(pair.slice(0, separator).trim(), value);
      else this.cookies.delete(pair.slice(0, separator).trim());
    }
    return response;
  }

  /** Follows redirects while they stay on `origin`; answers the first address elsewhere. */
  async follow(response: Response, origin: string): Promise<URL> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (!location) throw new Error(`Expected a redirect, got ${current.status}: ${(await current.text()).slice(0, 200)}`);
      const next = new URL(location, current.url || origin);
      if (next.origin !== origin) return next;
      current = await this.fetch(next.href);
    }
    throw new Error('Too many redirects');
  }
}

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() };
}

/** Sets the account's password through the ticket link of a set-password e-mail; answers the page's response. */
export function redeemPasswordTicket(ticketUrl: string, password: string): Promise<Response> {
  const ticket = new URL(ticketUrl).searchParams.get('ticket') ?? '';
  return fetch(new URL('/lo/reset', ticketUrl), { ...form({ ticket, password, confirm_password: password }), redirect: 'manual' });
}

export interface IdentityTokens {
  access_token: string;
  refresh_token: string;
}

export async function signInAtIdentity(identityUrl: string, appOrigin: string, email: string, password: string): Promise<IdentityTokens> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL('/authorize', identityUrl);
  authorize.search = new URLSearchParams({
    client_id: LOCAL_AUTH_DEFAULTS.clientId,
    redirect_uri: appOrigin,
    audience: LOCAL_AUTH_DEFAULTS.audience,
    scope: 'openid profile email offline_access',
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce: `nonce-${state}`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const origin = new URL(identityUrl).origin;
  const start = await jar.fetch(authorize.href);
  const page = new URL(start.headers.get('location') ?? '', identityUrl);
  const uid = page.pathname.split('/')[2];
  const callback = await jar.follow(await jar.fetch(new URL(`/interaction/${uid}/login`, identityUrl).href, form({ email, password })), origin);
  const code = callback.searchParams.get('code');
  if (callback.origin !== appOrigin || !code) throw new Error(`Sign-in of ${email} ended at ${callback.href}`);
  const tokens = await tokenRequest(identityUrl, appOrigin, {
    grant_type: 'authorization_code',
    client_id: LOCAL_AUTH_DEFAULTS.clientId,
    code,
    code_verifier: verifier,
    redirect_uri: appOrigin,
  });
  if (tokens.status !== 200) throw new Error(`Token exchange answered ${tokens.status}: ${await tokens.text()}`);
  return (await tokens.json()) as IdentityTokens;
}

/** The refresh the web app makes; 200 with new tokens, or 400 invalid_grant once the tokens are revoked. */
export function refreshAtIdentity(identityUrl: string, appOrigin: string, refreshToken: string): Promise<Response> {
  return tokenRequest(identityUrl, appOrigin, { grant_type: 'refresh_token', client_id: LOCAL_AUTH_DEFAULTS.clientId, refresh_token: refreshToken });
}

function tokenRequest(identityUrl: string, appOrigin: string, fields: Record<string, string>): Promise<Response> {
  return fetch(new URL('/oauth/token', identityUrl), { ...form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: appOrigin } });
}
