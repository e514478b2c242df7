import { DEMO_PASSWORD, LOCAL_AUTH_DEFAULTS } from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { postToken, signIn } from '@fsp/identity/testing';
import type { IdentityAdminConfig } from '../../config/api-config.js';
import { Auth0IdentityAdmin, PASSWORD_TICKET_TTL_SECONDS } from './auth0-identity-admin.js';
import { Auth0ManagementToken } from './auth0-management-token.js';
import { IdentityAdminError } from './identity-admin-error.js';
import { identityStorage, TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../testing/identity-for-tests.js';

const APP_ORIGIN = 'http://localhost:4200';

/** The adapter against the real local identity service, which speaks the same Management API subset as Auth0. */
describe('Auth0IdentityAdmin against the local identity service', () => {
  let storage: IdentityStorage;
  let identity: RunningIdentityServer;
  let config: IdentityAdminConfig;
  /** The identity service's clock for tickets; moved forward instead of waiting. */
  let identityNow = Date.now();

  beforeAll(async () => {
    // Not a suite per database: the identity service runs on PGlite here, as it does in development.
    storage = await identityStorage('pglite', 'api-identity-admin-');
    identity = await startIdentityServer({
      env: {},
      config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: [APP_ORIGIN], seedDemo: true },
      log: () => undefined,
      clock: () => new Date(identityNow),
    });
    config = { baseUrl: identity.issuer, ...identity.managementClient };
  });

  afterAll(async () => {
    await identity?.close();
    await storage?.remove();
  });

  it('creates an account once and finds it afterwards, whatever the e-mail case', async () => {
    const admin = new Auth0IdentityAdmin(config);
    const created = await admin.ensureUser({ email: 'New.Owner@Example.test', name: 'New Owner' });
    // Unverified until its owner redeems the password ticket, which marks the e-mail verified.
    expect(created).toEqual({ subject: expect.stringMatching(/^[0-9a-f-]{36}$/), email: 'new.owner@example.test', created: true, emailVerified: false });

    const again = await admin.ensureUser({ email: 'new.owner@example.test', name: null });
    expect(again).toEqual({ subject: created.subject, email: 'new.owner@example.test', created: false, emailVerified: false });

    const seeded = await admin.ensureUser({ email: 'owner@demo.test', name: 'Olivia Owner' });
    expect(seeded.created).toBe(false);
  });

  it('asks for a password-set ticket that opens the "Set your password" page and returns to the result url', async () => {
    const admin = new Auth0IdentityAdmin(config);
    const account = await admin.ensureUser({ email: 'ticket.owner@example.test', name: null });
    const resultUrl = `${APP_ORIGIN}/login?email=ticket.owner%40example.test`;
    const ticket = await admin.createPasswordTicket({ subject: account.subject, resultUrl });
    expect(ticket.startsWith(`${identity.url}/lo/reset?ticket=`)).toBe(true);

    const page = await fetch(ticket);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Set your password');
    const secret = new URL(ticket).searchParams.get('ticket') ?? '';
    const submitted = await fetch(`${identity.url}/lo/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: secret, password: 'chosen-password', confirm_password: 'chosen-password' }).toString(),
    });
    expect(submitted.status).toBe(302);
    expect(submitted.headers.get('location')).toBe(resultUrl);
  });

  it('asks for a ticket that leaves the e-mail unverified and expires when told to (a password change handed to a signed-in user)', async () => {
    const admin = new Auth0IdentityAdmin(config);
    const account = await admin.ensureUser({ email: 'changing.owner@example.test', name: null });
    const resultUrl = `${APP_ORIGIN}/app/settings`;
    const ticket = await admin.createPasswordTicket({ subject: account.subject, resultUrl, markEmailVerified: false, ttlSeconds: 600 });
    const submitted = await fetch(`${identity.url}/lo/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: new URL(ticket).searchParams.get('ticket') ?? '', password: 'changed-password', confirm_password: 'changed-password' }).toString(),
    });
    expect(submitted.headers.get('location')).toBe(resultUrl);
    expect(await admin.ensureUser({ email: 'changing.owner@example.test', name: null })).toMatchObject({ emailVerified: false });

    const shortLived = await admin.createPasswordTicket({ subject: account.subject, resultUrl, markEmailVerified: false, ttlSeconds: 600 });
    expect((await fetch(shortLived)).status).toBe(200);
    identityNow += 601_000;
    expect((await fetch(shortLived)).status).toBe(400);
    // The default lifetime is a week.
    const weekLong = await admin.createPasswordTicket({ subject: account.subject, resultUrl });
    identityNow += PASSWORD_TICKET_TTL_SECONDS * 1000 - 60_000;
    expect((await fetch(weekLong)).status).toBe(200);
  });

  it("revokes the account's refresh tokens: a refresh then fails with invalid_grant, other accounts keep theirs", async () => {
    const admin = new Auth0IdentityAdmin(config);
    const account = await admin.ensureUser({ email: 'revoked.crew@example.test', name: 'Rae Revoked' });
    const ticket = new URL(await admin.createPasswordTicket({ subject: account.subject, resultUrl: `${APP_ORIGIN}/login` }));
    const set = await fetch(`${identity.url}/lo/reset`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ticket: ticket.searchParams.get('ticket') ?? '', password: 'revoked-password', confirm_password: 'revoked-password' }).toString(),
    });
    expect(set.status).toBe(302);
    const refresh = (token: string | undefined) =>
      postToken(identity.url, { grant_type: 'refresh_token', client_id: LOCAL_AUTH_DEFAULTS.clientId, refresh_token: token ?? '' });
    const revokedSession = await signIn(identity.url, 'revoked.crew@example.test', 'revoked-password');
    const bystander = await signIn(identity.url, 'owner@demo.test', DEMO_PASSWORD);

    await admin.revokeRefreshTokens({ subject: account.subject });

    const refused = await refresh(revokedSession.refresh_token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(bystander.refresh_token)).status).toBe(200);

    const unknown = await admin.revokeRefreshTokens({ subject: '00000000-0000-4000-8000-000000000000' }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(IdentityAdminError);
    expect(unknown).toMatchObject({ operation: 'revoke refresh tokens', providerStatus: 404 });
    expect((unknown as IdentityAdminError).message).toBe('The identity provider could not revoke refresh tokens. Please try again.');
  });

  it('reuses the management token until it is about to expire', async () => {
    let now = Date.now();
    const token = new Auth0ManagementToken(config, () => now);
    const first = await token.get();
    expect(await token.get()).toBe(first);
    now += 23 * 60 * 60 * 1000;
    expect(await token.get()).toBe(first);
    // Tokens last 24 hours; 30 seconds before that a new one is fetched.
    now += 60 * 60 * 1000 - 29_000;
    const renewed = await token.get();
    expect(renewed).not.toBe(first);
    expect(await token.get()).toBe(renewed);
  });

  it('reports refusals and an unreachable provider as IdentityAdminError with the reason', async () => {
    const wrongSecret = new Auth0IdentityAdmin({ ...config, clientSecret: 'wrong' });
    const refused = await wrongSecret.ensureUser({ email: 'x@example.test', name: null }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IdentityAdminError);
    expect(refused).toMatchObject({ operation: 'issue a management token', providerStatus: 401 });

    const admin = new Auth0IdentityAdmin(config);
    const account = await admin.ensureUser({ email: 'redirect.owner@example.test', name: null });
    const foreign = await admin.createPasswordTicket({ subject: account.subject, resultUrl: 'https://evil.example/' }).catch((error: unknown) => error);
    expect(foreign).toBeInstanceOf(IdentityAdminError);
    expect((foreign as IdentityAdminError).detail).toContain('result_url must be an address on one of the allowed origins');
    expect((foreign as IdentityAdminError).message).toBe('The identity provider could not create a password ticket. Please try again.');
    expect(foreign).toMatchObject({ providerStatus: 400 });

    const otherConnection = new Auth0IdentityAdmin({ ...config, connection: 'google-oauth2' });
    const badConnection = await otherConnection.ensureUser({ email: 'y@example.test', name: null }).catch((error: unknown) => error);
    expect(badConnection).toMatchObject({ operation: 'create a user', providerStatus: 400 });

    const unreachable = new Auth0IdentityAdmin({ ...config, baseUrl: 'http://127.0.0.1:9/' });
    const down = await unreachable.ensureUser({ email: 'z@example.test', name: null }).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(IdentityAdminError);
    expect(down).toMatchObject({ providerStatus: null });
  });
});
