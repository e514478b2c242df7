import { LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { pkcePair, TestBrowser } from './browser.js';

export const SHELL_ORIGIN = 'http://localhost:4200';
export const AUTH0_CLIENT_HEADER = Buffer.from(JSON.stringify({ name: 'auth0-react', version: '2.27.0' })).toString('base64');

export interface AuthorizeStart {
  browser: TestBrowser;
  verifier: string;
  state: string;
  /** The sign-in page the provider sent the browser to. */
  page: Response;
  pageUrl: string;
}

/** What auth0-spa-js sends to /authorize, plus any extra authorization params. */
export async function startAuthorize(baseUrl: string, extra: Record<string, string> = {}): Promise<AuthorizeStart> {
  const browser = new TestBrowser();
  const { verifier, challenge } = pkcePair();
  const state = `state-${Math.random().toString(36).slice(2)}`;
  const query = new URLSearchParams({
    client_id: LOCAL_AUTH_DEFAULTS.clientId,
    redirect_uri: SHELL_ORIGIN,
    audience: LOCAL_AUTH_DEFAULTS.audience,
    scope: 'openid profile email offline_access',
    response_type: 'code',
    response_mode: 'query',
    state,
    nonce: `nonce-${state}`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    auth0Client: AUTH0_CLIENT_HEADER,
    ...extra,
  });
  const first = await browser.get(`${baseUrl}/authorize?${query}`);
  if (first.status !== 303) throw new Error(`/authorize answered ${first.status}: ${await first.text()}`);
  const pageUrl = new URL(first.headers.get('location') ?? '', baseUrl).href;
  const page = await browser.get(pageUrl);
  return { browser, verifier, state, page, pageUrl };
}

/** Posts a sign-in or sign-up form and follows the redirects back to the app; returns the code or the page shown instead. */
export async function submitInteraction(
  baseUrl: string,
  start: AuthorizeStart,
  action: 'login' | 'signup',
  fields: Record<string, string>,
): Promise<{ code: string; callback: URL } | { page: Response }> {
  const uid = new URL(start.pageUrl).pathname.split('/')[2];
  const response = await start.browser.postForm(`${baseUrl}/interaction/${uid}/${action}`, fields);
  const end = await start.browser.follow(response, baseUrl);
  if (!(end instanceof URL)) return { page: end };
  if (end.origin !== SHELL_ORIGIN) throw new Error(`Redirected to ${end.href}`);
  if (end.searchParams.get('state') !== start.state) throw new Error('state mismatch');
  const code = end.searchParams.get('code');
  if (!code) throw new Error(`No code in ${end.href}`);
  return { code, callback: end };
}

export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export async function postToken(baseUrl: string, fields: Record<string, string>, origin = SHELL_ORIGIN): Promise<Response> {
  return fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'auth0-client': AUTH0_CLIENT_HEADER },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function exchangeCode(baseUrl: string, code: string, verifier: string): Promise<TokenResponse> {
  const response = await postToken(baseUrl, {
    grant_type: 'authorization_code',
    client_id: LOCAL_AUTH_DEFAULTS.clientId,
    code,
    code_verifier: verifier,
    redirect_uri: SHELL_ORIGIN,
  });
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<TokenResponse> {
  const start = await startAuthorize(baseUrl);
  const result = await submitInteraction(baseUrl, start, 'login', { email, password });
  if (!('code' in result)) throw new Error(`sign-in failed with ${result.page.status}`);
  return exchangeCode(baseUrl, result.code, start.verifier);
}
