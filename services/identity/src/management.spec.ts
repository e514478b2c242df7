import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  LOCAL_AUTH_DEFAULTS,
  LOCAL_IDENTITY_ADMIN_DEFAULTS,
  LOCAL_IDENTITY_ADMIN_SECRET_FILE,
  TOKEN_CLAIMS,
} from '@fsp/contracts';
import { PublishedSecretRefusedError } from './config.js';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { MANAGEMENT_ERRORS } from './http/management-routes.js';
import { PASSWORD_TICKET_ERRORS } from './http/password-ticket-routes.js';
import { startIdentityServer, type RunningIdentityServer } from './server.js';
import { TestBrowser } from './testing/browser.js';
import { postToken, SHELL_ORIGIN, signIn, startAuthorize, submitInteraction, exchangeCode } from './testing/authorize-flow.js';
import { FAST_HASH_COST } from './testing/fast-hash-cost.js';

const owner = DEMO_USERS.find((user) => user.role === 'owner') as (typeof DEMO_USERS)[number];
const RESULT_URL = `${SHELL_ORIGIN}/login?email=new.owner%40example.test`;
let dataDir: string;
let server: RunningIdentityServer;
/** The identity service's clock for tickets; tests move it forward instead of waiting. */
let now = Date.now();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-management-spec-'));
  server = await startIdentityServer({
    env: {},
    config: { port: 0, dataDir, allowedOrigins: [SHELL_ORIGIN], seedDemo: true, passwordHashCost: FAST_HASH_COST },
    log: () => undefined,
    clock: () => new Date(now),
  });
}, 30_000);

afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

function managementAudience(): string {
  return `${server.issuer}api/v2/`;
}

async function managementToken(): Promise<string> {
  const response = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: server.managementClient.clientId,
      client_secret: server.managementClient.clientSecret,
      audience: managementAudience(),
    }),
  });
  if (response.status !== 200) throw new Error(`client credentials answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function management(method: 'GET' | 'POST' | 'DELETE', pathAndQuery: string, body?: unknown, token?: string): Promise<Response> {
  return fetch(`${server.url}/api/v2/${pathAndQuery}`, {
    method,
    headers: { authorization: `Bearer ${token ?? (await managementToken())}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface CreatedUser {
  user_id: string;
  email: string;
  name: string;
  email_verified: boolean;
}

async function createUser(email: string, name = 'New Owner', emailVerified = false): Promise<CreatedUser> {
  const response = await management('POST', 'users', {
    email,
    name,
    connection: server.managementClient.connection,
    password: 'a-random-unknown-password',
    email_verified: emailVerified,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedUser;
}

async function ticketFor(userId: string, resultUrl = RESULT_URL, ttlSec = 3600): Promise<string> {
  const response = await management('POST', 'tickets/password-change', {
    user_id: userId,
    result_url: resultUrl,
    ttl_sec: ttlSec,
    mark_email_as_verified: true,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { ticket: string }).ticket;
}

/** Opens the ticket page and submits it as a browser would; returns the answer to the submission. */
async function setPassword(ticketUrl: string, password: string, confirm = password): Promise<Response> {
  const browser = new TestBrowser();
  const page = await browser.get(ticketUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const secret = /name="ticket" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return browser.postForm(`${server.url}/lo/reset`, { ticket: secret, password, confirm_password: confirm });
}

describe('client credentials for the Management API', () => {
  it('issues an RS256 JWT for the management audience to the machine client, as JSON or form', async () => {
    const token = await managementToken();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: server.issuer, aud: managementAudience(), client_id: server.managementClient.clientId });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(24 * 60 * 60);

    const form = await postToken(server.url, {
      grant_type: 'client_credentials',
      client_id: server.managementClient.clientId,
      client_secret: server.managementClient.clientSecret,
      audience: managementAudience(),
    });
    expect(form.status).toBe(200);
    expect(await form.json()).toMatchObject({ token_type: 'Bearer', expires_in: 86400, access_token: expect.any(String) });
  });

  it('generates a random secret in the data directory and refuses the secret published in the source', async () => {
    expect(server.managementClient.clientSecret).not.toBe(LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret);
    expect(server.managementClient.clientSecret.length).toBeGreaterThanOrEqual(40);
    const stored = JSON.parse(await readFile(path.join(dataDir, LOCAL_IDENTITY_ADMIN_SECRET_FILE), 'utf8')) as string;
    expect(stored).toBe(server.managementClient.clientSecret);

    const published = await postToken(server.url, {
      grant_type: 'client_credentials',
      client_id: LOCAL_IDENTITY_ADMIN_DEFAULTS.clientId,
      client_secret: LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret,
      audience: managementAudience(),
    });
    expect(published.status).toBe(401);
    expect(await published.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses to start with the published secret configured', async () => {
    await expect(
      startIdentityServer({ env: { IDENTITY_ADMIN_CLIENT_SECRET: LOCAL_IDENTITY_ADMIN_DEFAULTS.clientSecret }, config: { port: 0, dataDir }, log: () => undefined }),
    ).rejects.toBeInstanceOf(PublishedSecretRefusedError);
  });

  it('refuses a wrong secret, the browser client, and the API audience for the machine client', async () => {
    const wrongSecret = await postToken(server.url, {
      grant_type: 'client_credentials',
      client_id: server.managementClient.clientId,
      client_secret: 'wrong',
      audience: managementAudience(),
    });
    expect(wrongSecret.status).toBe(401);
    expect(await wrongSecret.json()).toMatchObject({ error: 'invalid_client' });

    const browserClient = await postToken(server.url, { grant_type: 'client_credentials', client_id: LOCAL_AUTH_DEFAULTS.clientId, audience: managementAudience() });
    expect(browserClient.status).toBe(400);
    expect(await browserClient.json()).toMatchObject({ error: 'invalid_request', error_description: 'requested grant type is not allowed for this client' });

    const apiAudience = await postToken(server.url, {
      grant_type: 'client_credentials',
      client_id: server.managementClient.clientId,
      client_secret: server.managementClient.clientSecret,
      audience: LOCAL_AUTH_DEFAULTS.audience,
    });
    expect(apiAudience.status).toBe(400);
    expect(await apiAudience.json()).toMatchObject({ error: 'invalid_target' });
  });

  it('answers management routes only with a management token', async () => {
    const missing = await fetch(`${server.url}/api/v2/users-by-email?email=${owner.email}`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MANAGEMENT_ERRORS.missingToken });

    const userToken = (await signIn(server.url, owner.email, DEMO_PASSWORD)).access_token;
    const withUserToken = await management('GET', `users-by-email?email=${owner.email}`, undefined, userToken);
    expect(withUserToken.status).toBe(401);
    expect(await withUserToken.json()).toMatchObject({ message: MANAGEMENT_ERRORS.invalidToken });

    const unknownRoute = await management('GET', 'users');
    expect(unknownRoute.status).toBe(404);
  });
});

describe('users', () => {
  it('finds a user by e-mail regardless of case, with the sub of its access tokens as user_id', async () => {
    const response = await management('GET', `users-by-email?email=${encodeURIComponent(owner.email.toUpperCase())}`);
    expect(response.status).toBe(200);
    const users = (await response.json()) as Array<Record<string, unknown>>;
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ email: owner.email, name: owner.name, identities: [{ connection: server.managementClient.connection }] });
    const tokens = await signIn(server.url, owner.email, DEMO_PASSWORD);
    expect(users[0]['user_id']).toBe(decodeJwt(tokens.access_token).sub);

    const none = await management('GET', 'users-by-email?email=nobody%40example.test');
    expect(await none.json()).toEqual([]);
    const noQuery = await management('GET', 'users-by-email');
    expect(noQuery.status).toBe(400);
  });

  it('creates a user, answers 409 when it exists, and refuses another connection or a weak password', async () => {
    const created = await createUser('Created.User@Example.test', 'Created User');
    expect(created).toMatchObject({ email: 'created.user@example.test', name: 'Created User', user_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const duplicate = await management('POST', 'users', {
      email: 'created.user@example.test',
      connection: server.managementClient.connection,
      password: 'another-password',
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: MANAGEMENT_ERRORS.userExists });

    const otherConnection = await management('POST', 'users', { email: 'x@example.test', connection: 'google-oauth2', password: 'long-enough' });
    expect(otherConnection.status).toBe(400);
    expect(await otherConnection.json()).toMatchObject({ message: MANAGEMENT_ERRORS.unknownConnection });

    const weak = await management('POST', 'users', { email: 'x@example.test', connection: server.managementClient.connection, password: 'short' });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({ message: MANAGEMENT_ERRORS.weakPassword });
  });
});

describe('verified e-mails', () => {
  async function accessTokenClaims(email: string, password: string) {
    const tokens = await signIn(server.url, email, password);
    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', server.url));
    return (await jwtVerify(tokens.access_token, jwks, { issuer: server.issuer, audience: LOCAL_AUTH_DEFAULTS.audience })).payload;
  }

  it('honours email_verified on create, describes it like Auth0 and puts it in the access token', async () => {
    const verified = await createUser('verified.user@example.test', 'Verified User', true);
    expect(verified.email_verified).toBe(true);
    const [described] = (await (await management('GET', 'users-by-email?email=verified.user%40example.test')).json()) as CreatedUser[];
    expect(described.email_verified).toBe(true);
    await setPassword(await ticketFor(verified.user_id), 'verified-password');
    expect((await accessTokenClaims('verified.user@example.test', 'verified-password'))[TOKEN_CLAIMS.emailVerified]).toBe(true);

    const unverified = await createUser('unverified.user@example.test', 'Unverified User', false);
    expect(unverified.email_verified).toBe(false);
  });

  it('seeds the demo accounts verified', async () => {
    const [described] = (await (await management('GET', `users-by-email?email=${encodeURIComponent(owner.email)}`)).json()) as CreatedUser[];
    expect(described.email_verified).toBe(true);
    expect((await accessTokenClaims(owner.email, DEMO_PASSWORD))[TOKEN_CLAIMS.emailVerified]).toBe(true);
  });

  it('leaves accounts registered on the sign-up page unverified', async () => {
    const start = await startAuthorize(server.url, { screen_hint: 'signup' });
    const created = await submitInteraction(server.url, start, 'signup', { email: 'self.registered@example.test', password: 'long-enough', name: '' });
    if (!('code' in created)) throw new Error('sign-up refused');
    const tokens = await exchangeCode(server.url, created.code, start.verifier);
    expect(decodeJwt(tokens.access_token)[TOKEN_CLAIMS.emailVerified]).toBe(false);
    expect(decodeJwt(tokens.id_token ?? '')['email_verified']).toBe(false);
    const [described] = (await (await management('GET', 'users-by-email?email=self.registered%40example.test')).json()) as CreatedUser[];
    expect(described.email_verified).toBe(false);
  });
});

describe('password-change tickets', () => {
  it('shows "Set your password", sets it once, redirects to result_url, and the user then signs in with the same sub', async () => {
    const user = await createUser('ticket.user@example.test');
    const ticket = await ticketFor(user.user_id);
    expect(ticket).toMatch(new RegExp(`^${server.url}/lo/reset\\?ticket=`));

    const page = await fetch(ticket);
    const html = await page.text();
    expect(html).toContain('<h1>Set your password</h1>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('<label for="confirm-password">Confirm password</label>');
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(html).toContain('ticket.user@example.test');

    const mismatch = await setPassword(ticket, 'new-password-1', 'new-password-2');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(PASSWORD_TICKET_ERRORS.mismatch);
    const tooShort = await setPassword(ticket, 'short');
    expect(await tooShort.text()).toContain(PASSWORD_TICKET_ERRORS.tooShort);

    const done = await setPassword(ticket, 'new-password-1');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe(RESULT_URL);

    const tokens = await signIn(server.url, 'ticket.user@example.test', 'new-password-1');
    expect(decodeJwt(tokens.access_token).sub).toBe(user.user_id);
    const [described] = (await (await management('GET', 'users-by-email?email=ticket.user%40example.test')).json()) as Array<Record<string, unknown>>;
    expect(described['email_verified']).toBe(true);

    const again = await fetch(ticket);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(PASSWORD_TICKET_ERRORS.invalidTicket);
    const resubmitted = await new TestBrowser().postForm(`${server.url}/lo/reset`, {
      ticket: new URL(ticket).searchParams.get('ticket') ?? '',
      password: 'third-password',
      confirm_password: 'third-password',
    });
    expect(resubmitted.status).toBe(400);
    await expect(signIn(server.url, 'ticket.user@example.test', 'third-password')).rejects.toThrow('sign-in failed');
  });

  it('ends every session of the account: a refresh token issued before the reset is refused after it', async () => {
    const user = await createUser('reset.user@example.test');
    await setPassword(await ticketFor(user.user_id), 'first-password');
    const before = await signIn(server.url, 'reset.user@example.test', 'first-password');
    const refresh = (token: string) =>
      postToken(server.url, { grant_type: 'refresh_token', client_id: LOCAL_AUTH_DEFAULTS.clientId, refresh_token: token });
    const stillValid = await refresh(before.refresh_token ?? '');
    expect(stillValid.status).toBe(200);
    const { refresh_token: rotated } = (await stillValid.json()) as { refresh_token: string };

    expect((await setPassword(await ticketFor(user.user_id), 'second-password')).status).toBe(302);
    const afterReset = await refresh(rotated);
    expect(afterReset.status).toBe(400);
    expect(await afterReset.json()).toMatchObject({ error: 'invalid_grant' });

    // Other accounts keep their sessions.
    const other = await signIn(server.url, owner.email, DEMO_PASSWORD);
    await setPassword(await ticketFor(user.user_id), 'third-password');
    expect((await refresh(other.refresh_token ?? '')).status).toBe(200);
  });

  it('expires tickets', async () => {
    const user = await createUser('expiring.user@example.test');
    const ticket = await ticketFor(user.user_id, RESULT_URL, 60);
    expect((await fetch(ticket)).status).toBe(200);
    now += 61_000;
    const page = await fetch(ticket);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(PASSWORD_TICKET_ERRORS.invalidTicket);
  });

  it('refuses an unknown user and a result_url outside the allowed origins', async () => {
    const unknown = await management('POST', 'tickets/password-change', { user_id: '00000000-0000-4000-8000-000000000000', result_url: RESULT_URL });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: MANAGEMENT_ERRORS.userNotFound });

    const user = await createUser('redirect.user@example.test');
    const foreign = await management('POST', 'tickets/password-change', { user_id: user.user_id, result_url: 'https://evil.example/' });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: MANAGEMENT_ERRORS.invalidResultUrl });
  });
});

describe('changing a password that is already set', () => {
  it('sets the new password through a ticket: the old one no longer signs in, the new one does', async () => {
    const user = await createUser('changing.user@example.test');
    await setPassword(await ticketFor(user.user_id), 'old-password-1');
    expect(decodeJwt((await signIn(server.url, 'changing.user@example.test', 'old-password-1')).access_token).sub).toBe(user.user_id);

    const changed = await setPassword(await ticketFor(user.user_id, `${SHELL_ORIGIN}/app/settings`), 'new-password-2');
    expect(changed.status).toBe(302);
    expect(changed.headers.get('location')).toBe(`${SHELL_ORIGIN}/app/settings`);

    await expect(signIn(server.url, 'changing.user@example.test', 'old-password-1')).rejects.toThrow('sign-in failed');
    expect(decodeJwt((await signIn(server.url, 'changing.user@example.test', 'new-password-2')).access_token).sub).toBe(user.user_id);
  });
});

describe('revoking refresh tokens (DELETE /api/v2/users/{id}/refresh-tokens)', () => {
  const refresh = (token: string | undefined) =>
    postToken(server.url, { grant_type: 'refresh_token', client_id: LOCAL_AUTH_DEFAULTS.clientId, refresh_token: token ?? '' });

  it('answers 202 and refuses every refresh token of the account afterwards; other accounts and new sign-ins are unaffected', async () => {
    const user = await createUser('revoked.user@example.test');
    await setPassword(await ticketFor(user.user_id), 'revoked-password');
    const laptop = await signIn(server.url, 'revoked.user@example.test', 'revoked-password');
    const phone = await signIn(server.url, 'revoked.user@example.test', 'revoked-password');
    const rotated = await refresh(phone.refresh_token);
    expect(rotated.status).toBe(200);
    const phoneToken = ((await rotated.json()) as { refresh_token: string }).refresh_token;
    const bystander = await signIn(server.url, owner.email, DEMO_PASSWORD);

    const revoked = await management('DELETE', `users/${encodeURIComponent(user.user_id)}/refresh-tokens`);
    expect(revoked.status).toBe(202);
    expect(await revoked.text()).toBe('');

    for (const token of [laptop.refresh_token, phoneToken]) {
      const answer = await refresh(token);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect((await refresh(bystander.refresh_token)).status).toBe(200);

    // Signing in still works (the API decides whether an inactive user may do anything), with a new refresh token.
    const again = await signIn(server.url, 'revoked.user@example.test', 'revoked-password');
    expect(decodeJwt(again.access_token).sub).toBe(user.user_id);
    expect((await refresh(again.refresh_token)).status).toBe(200);

    // Revoking again, with nothing left to revoke but the new sign-in's token, is accepted too.
    expect((await management('DELETE', `users/${user.user_id}/refresh-tokens`)).status).toBe(202);
  });

  it('answers 404 for an unknown user and 401 without a management token', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'auth0|not-here', '%E0%A4%A']) {
      const unknown = await management('DELETE', `users/${userId}/refresh-tokens`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ statusCode: 404, message: MANAGEMENT_ERRORS.userNotFound });
    }
    const anonymous = await fetch(`${server.url}/api/v2/users/00000000-0000-4000-8000-000000000000/refresh-tokens`, { method: 'DELETE' });
    expect(anonymous.status).toBe(401);
    const userToken = (await signIn(server.url, owner.email, DEMO_PASSWORD)).access_token;
    const withUserToken = await management('DELETE', `users/${decodeJwt(userToken).sub}/refresh-tokens`, undefined, userToken);
    expect(withUserToken.status).toBe(401);
  });
});
