import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS, LOCAL_AUTH_DEFAULTS, SIGNUP_INTENT_CLAIM, TOKEN_CLAIMS } from '@fsp/contracts';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { SIGNIN_ERRORS, SIGNUP_ERRORS } from './accounts/signup-validation.js';
import { startIdentityServer, type RunningIdentityServer } from './server.js';
import {
  AUTH0_CLIENT_HEADER,
  exchangeCode,
  postToken,
  SHELL_ORIGIN,
  signIn,
  startAuthorize,
  submitInteraction,
} from './testing/authorize-flow.js';
import { FAST_HASH_COST } from './testing/fast-hash-cost.js';

const owner = DEMO_USERS.find((user) => user.role === 'owner') as (typeof DEMO_USERS)[number];
let dataDir: string;
let server: RunningIdentityServer;

function start(port = 0): Promise<RunningIdentityServer> {
  return startIdentityServer({
    env: {},
    config: { port, dataDir, allowedOrigins: [SHELL_ORIGIN], seedDemo: true, passwordHashCost: FAST_HASH_COST },
    log: () => undefined,
  });
}

async function verifyAccessToken(token: string, running: RunningIdentityServer) {
  const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', running.url));
  return jwtVerify(token, jwks, { issuer: running.issuer, audience: LOCAL_AUTH_DEFAULTS.audience, algorithms: ['RS256'] });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-spec-'));
  server = await start();
}, 30_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('discovery and health', () => {
  it('listens on the loopback interface by default', () => {
    // The real bound address; HOST=0.0.0.0 (main.spec.ts) opens it to other machines.
    expect(server.address).toBe('127.0.0.1');
  });

  it('answers /health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('publishes Auth0-compatible endpoints under an issuer with a trailing slash', async () => {
    const discovery = (await (await fetch(`${server.url}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(server.issuer).toBe(`${server.url}/`);
    expect(discovery['issuer']).toBe(server.issuer);
    expect(discovery['authorization_endpoint']).toBe(`${server.url}/authorize`);
    expect(discovery['token_endpoint']).toBe(`${server.url}/oauth/token`);
    expect(discovery['jwks_uri']).toBe(`${server.url}/.well-known/jwks.json`);
    expect(discovery['userinfo_endpoint']).toBe(`${server.url}/userinfo`);
  });
});

describe('authorization code + PKCE as auth0-spa-js does it', () => {
  it('signs a demo user in and issues an RS256 access token for the API audience with e-mail and name', async () => {
    const start = await startAuthorize(server.url, { login_hint: owner.email });
    expect(start.page.status).toBe(200);
    const html = await start.page.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<button type="submit">Continue<\/button>/);
    expect(html).toContain(`value="${owner.email}"`);

    const result = await submitInteraction(server.url, start, 'login', { email: owner.email, password: DEMO_PASSWORD });
    if (!('code' in result)) throw new Error(`sign-in refused: ${await result.page.text()}`);
    expect(`${result.callback.origin}${result.callback.pathname}`).toBe(`${SHELL_ORIGIN}/`);

    const tokens = await exchangeCode(server.url, result.code, start.verifier);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.refresh_token).toEqual(expect.any(String));

    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token, server);
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload[TOKEN_CLAIMS.email]).toBe(owner.email);
    expect(payload[TOKEN_CLAIMS.name]).toBe(owner.name);
    expect(payload[TOKEN_CLAIMS.emailVerified]).toBe(true);
    expect(payload[SIGNUP_INTENT_CLAIM]).toBeUndefined();
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);

    const idToken = decodeJwt(tokens.id_token ?? '');
    expect(idToken).toMatchObject({ iss: server.issuer, aud: LOCAL_AUTH_DEFAULTS.clientId, sub: payload.sub, email: owner.email, name: owner.name });
    expect(idToken['nonce']).toBe(`nonce-${start.state}`);

    // The same account signs in again with the same subject.
    const again = await signIn(server.url, owner.email.toUpperCase(), DEMO_PASSWORD);
    expect(decodeJwt(again.access_token).sub).toBe(payload.sub);
  });

  it('answers the token endpoint CORS preflight for an allowed origin and refuses other origins', async () => {
    const preflight = await fetch(`${server.url}/oauth/token`, {
      method: 'OPTIONS',
      headers: { origin: SHELL_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'auth0-client,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('auth0-client');

    const start = await startAuthorize(server.url);
    const result = await submitInteraction(server.url, start, 'login', { email: owner.email, password: DEMO_PASSWORD });
    if (!('code' in result)) throw new Error('sign-in refused');
    const foreign = await postToken(
      server.url,
      { grant_type: 'authorization_code', client_id: LOCAL_AUTH_DEFAULTS.clientId, code: result.code, code_verifier: start.verifier, redirect_uri: SHELL_ORIGIN },
      'https://evil.example',
    );
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const allowed = await exchangeCode(server.url, result.code, start.verifier);
    expect(allowed.access_token).toEqual(expect.any(String));
  });

  it('refuses a redirect_uri outside the allowed origins', async () => {
    const response = await fetch(
      `${server.url}/authorize?${new URLSearchParams({ client_id: LOCAL_AUTH_DEFAULTS.clientId, redirect_uri: 'https://evil.example', response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });

  it('answers an unknown audience with invalid_target at the redirect_uri', async () => {
    const response = await fetch(
      `${server.url}/authorize?${new URLSearchParams({ client_id: LOCAL_AUTH_DEFAULTS.clientId, redirect_uri: SHELL_ORIGIN, response_type: 'code', response_mode: 'query', scope: 'openid', audience: 'https://other.example', state: 's', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe(SHELL_ORIGIN);
    expect(location.searchParams.get('error')).toBe('invalid_target');
  });

  it('shows a clear error and keeps the e-mail on a wrong password', async () => {
    const start = await startAuthorize(server.url);
    const result = await submitInteraction(server.url, start, 'login', { email: owner.email, password: 'wrong-password' });
    if ('code' in result) throw new Error('wrong password accepted');
    expect(result.page.status).toBe(401);
    const html = await result.page.text();
    expect(html).toContain(SIGNIN_ERRORS.wrongCredentials);
    expect(html).toContain('role="alert"');
    expect(html).toContain(`value="${owner.email}"`);

    // The same page still accepts the right password afterwards.
    const retry = await submitInteraction(server.url, start, 'login', { email: owner.email, password: DEMO_PASSWORD });
    expect('code' in retry).toBe(true);
  });

  it('refreshes tokens with the audience and rotates the refresh token', async () => {
    const tokens = await signIn(server.url, owner.email, DEMO_PASSWORD);
    const refreshed = await postToken(server.url, {
      grant_type: 'refresh_token',
      client_id: LOCAL_AUTH_DEFAULTS.clientId,
      refresh_token: tokens.refresh_token ?? '',
      redirect_uri: SHELL_ORIGIN,
      audience: LOCAL_AUTH_DEFAULTS.audience,
      scope: 'openid profile email offline_access',
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get('access-control-allow-origin')).toBe(SHELL_ORIGIN);
    const body = (await refreshed.json()) as { access_token: string; refresh_token: string; id_token: string };
    expect(body.refresh_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(body.id_token)).toMatchObject({ email: owner.email, name: owner.name });
    const { payload } = await verifyAccessToken(body.access_token, server);
    expect(payload[TOKEN_CLAIMS.email]).toBe(owner.email);

    const reused = await postToken(server.url, {
      grant_type: 'refresh_token',
      client_id: LOCAL_AUTH_DEFAULTS.clientId,
      refresh_token: tokens.refresh_token ?? '',
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('sign-up', () => {
  it('shows the sign-up form for screen_hint=signup, creates the account with its intent and refuses a duplicate', async () => {
    const email = `new.owner.${Date.now()}@example.com`;
    const start = await startAuthorize(server.url, { screen_hint: 'signup', intent: 'trial', enforce: 'true', login_hint: email });
    const html = await start.page.text();
    expect(html).toContain('Create your account');
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="password">Password<\/label>/);
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain('?mode=login');

    const short = await submitInteraction(server.url, start, 'signup', { email, password: 'short', name: 'Nia New' });
    if ('code' in short) throw new Error('short password accepted');
    expect(short.page.status).toBe(400);
    expect(await short.page.text()).toContain(SIGNUP_ERRORS.passwordTooShort);

    const invalid = await submitInteraction(server.url, start, 'signup', { email: 'not-an-email', password: 'long-enough', name: '' });
    if ('code' in invalid) throw new Error('invalid e-mail accepted');
    expect(await invalid.page.text()).toContain(SIGNUP_ERRORS.invalidEmail);

    const created = await submitInteraction(server.url, start, 'signup', { email, password: 'long-enough', name: 'Nia New' });
    if (!('code' in created)) throw new Error(`sign-up refused: ${await created.page.text()}`);
    const tokens = await exchangeCode(server.url, created.code, start.verifier);
    const { payload } = await verifyAccessToken(tokens.access_token, server);
    expect(payload[TOKEN_CLAIMS.email]).toBe(email);
    expect(payload[TOKEN_CLAIMS.name]).toBe('Nia New');
    expect(payload[SIGNUP_INTENT_CLAIM]).toBe('trial');

    const second = await startAuthorize(server.url, { screen_hint: 'signup' });
    const duplicate = await submitInteraction(server.url, second, 'signup', { email: email.toUpperCase(), password: 'another-one', name: '' });
    if ('code' in duplicate) throw new Error('duplicate e-mail accepted');
    expect(duplicate.page.status).toBe(409);
    expect(await duplicate.page.text()).toContain(SIGNUP_ERRORS.duplicateEmail);

    // The new account signs in with its password.
    const signedIn = await signIn(server.url, email, 'long-enough');
    expect(decodeJwt(signedIn.access_token).sub).toBe(payload.sub);
  });

  it('switches between sign-in and sign-up with a link', async () => {
    const start = await startAuthorize(server.url);
    expect(await start.page.text()).toContain('?mode=signup');
    const signup = await start.browser.get(`${start.pageUrl}?mode=signup`);
    expect(await signup.text()).toContain('Create your account');
  });

  it('signs up without a name and leaves the name claim out', async () => {
    const email = `nameless.${Date.now()}@example.com`;
    const start = await startAuthorize(server.url, { screen_hint: 'signup' });
    const created = await submitInteraction(server.url, start, 'signup', { email, password: 'long-enough', name: '' });
    if (!('code' in created)) throw new Error('sign-up refused');
    const tokens = await exchangeCode(server.url, created.code, start.verifier);
    const { payload } = await verifyAccessToken(tokens.access_token, server);
    expect(payload[TOKEN_CLAIMS.email]).toBe(email);
    expect(payload).not.toHaveProperty([TOKEN_CLAIMS.name]);
  });
});

describe('/v2/logout', () => {
  it('ends the session and redirects to an allowed returnTo', async () => {
    const start = await startAuthorize(server.url);
    const result = await submitInteraction(server.url, start, 'login', { email: owner.email, password: DEMO_PASSWORD });
    if (!('code' in result)) throw new Error('sign-in refused');
    const tokens = await exchangeCode(server.url, result.code, start.verifier);
    expect(start.browser.hasCookie('_session')).toBe(true);

    // With a session, /authorize goes straight back to the app.
    const silent = await start.browser.follow(
      await start.browser.get(`${server.url}/authorize?${new URLSearchParams({ client_id: LOCAL_AUTH_DEFAULTS.clientId, redirect_uri: SHELL_ORIGIN, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`),
      server.url,
    );
    expect(silent).toBeInstanceOf(URL);

    const logout = await start.browser.get(`${server.url}/v2/logout?${new URLSearchParams({ client_id: LOCAL_AUTH_DEFAULTS.clientId, returnTo: `${SHELL_ORIGIN}/` })}`);
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe(`${SHELL_ORIGIN}/`);
    expect(start.browser.hasCookie('_session')).toBe(false);

    const afterwards = await start.browser.get(`${server.url}/authorize?${new URLSearchParams({ client_id: LOCAL_AUTH_DEFAULTS.clientId, redirect_uri: SHELL_ORIGIN, response_type: 'code', scope: 'openid', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256' })}`);
    expect(afterwards.headers.get('location')).toMatch(/^\/interaction\//);

    const refresh = await postToken(server.url, { grant_type: 'refresh_token', client_id: LOCAL_AUTH_DEFAULTS.clientId, refresh_token: tokens.refresh_token ?? '' });
    expect(refresh.status).toBe(400);
  });

  it('refuses a foreign returnTo and shows a signed-out page instead', async () => {
    const response = await fetch(`${server.url}/v2/logout?client_id=${LOCAL_AUTH_DEFAULTS.clientId}&returnTo=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('You are signed out');
  });
});

describe('restart on the same data directory', () => {
  it('keeps the signing key, the management secret, accounts and refresh tokens', async () => {
    const tokens = await signIn(server.url, owner.email, DEMO_PASSWORD);
    const before = await verifyAccessToken(tokens.access_token, server);
    const port = server.config.port;
    const managementSecret = server.managementClient.clientSecret;
    await server.close();

    server = await start(port);
    const afterRestart = await verifyAccessToken(tokens.access_token, server);
    expect(afterRestart.protectedHeader.kid).toBe(before.protectedHeader.kid);
    expect(server.managementClient.clientSecret).toBe(managementSecret);

    const refreshed = await postToken(server.url, {
      grant_type: 'refresh_token',
      client_id: LOCAL_AUTH_DEFAULTS.clientId,
      refresh_token: tokens.refresh_token ?? '',
      audience: LOCAL_AUTH_DEFAULTS.audience,
    });
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as { access_token: string };
    const { payload } = await verifyAccessToken(access_token, server);
    expect(payload.sub).toBe(before.payload.sub);
    expect(payload[TOKEN_CLAIMS.name]).toBe(owner.name);
  }, 30_000);
});

it('uses the Auth0 client header constant like auth0-spa-js', () => {
  expect(JSON.parse(Buffer.from(AUTH0_CLIENT_HEADER, 'base64').toString())).toHaveProperty('name');
});
