import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { rm } from 'node:fs/promises';
import type { IdentityAdminConfig } from '../../config/api-config.js';
import { Auth0IdentityAdmin } from './auth0-identity-admin.js';
import { Auth0ManagementToken } from './auth0-management-token.js';
import { IdentityAdminError } from './identity-admin-error.js';
import { identityDataDir, TEST_PASSWORD_HASH_COST } from '../../testing/identity-for-tests.js';

const APP_ORIGIN = 'http://localhost:4200';

/** The adapter against the real local identity service, which speaks the same Management API subset as Auth0. */
describe('Auth0IdentityAdmin against the local identity service', () => {
  let dataDir: string;
  let identity: RunningIdentityServer;
  let config: IdentityAdminConfig;

  beforeAll(async () => {
    dataDir = await identityDataDir('api-identity-admin-');
    identity = await startIdentityServer({
      env: {},
      config: { port: 0, dataDir, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: [APP_ORIGIN], seedDemo: true },
      log: () => undefined,
    });
    config = { baseUrl: identity.issuer, ...identity.managementClient };
  }, 30_000);

  afterAll(async () => {
    await identity?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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
