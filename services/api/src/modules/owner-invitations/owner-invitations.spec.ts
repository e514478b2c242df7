import {
  API_ERRORS,
  OWNER_INVITE_MESSAGES,
  type OwnerAcceptResponse,
  type OwnerInvitation,
  type OwnerInvite,
  type UserProfile,
} from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { createServer, type Server } from 'node:http';
import { INVITE_TTL_TOO_LARGE, MAX_INVITE_TTL_HOURS } from '../../common/invites/invite-code.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases, type TestDatabaseKind } from '../../testing/test-databases.js';
import { identityStorage, TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../testing/identity-for-tests.js';

const APP_ORIGIN = 'http://localhost:4200';
const HOUR_MS = 3_600_000;
/** These suites call the public endpoints more often than the per-minute limit allows one client. */
const publicRateLimit = { limit: 10_000, windowMs: 60_000 };

interface OrganizationRow {
  id: string;
  name: string;
  industry: string | null;
  website: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  owner_user_id: string | null;
  stripe_account_id: string | null;
}

async function startIdentity(database: TestDatabaseKind): Promise<{ identity: RunningIdentityServer; storage: IdentityStorage }> {
  const storage = await identityStorage(database, 'api-owner-invitations-');
  const identity = await startIdentityServer({
    env: {},
    databaseSchema: storage.databaseSchema,
    config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: [APP_ORIGIN], seedDemo: true },
    log: () => undefined,
  });
  return { identity, storage };
}

function organizationsNamed(t: TestApi, name: string): Promise<OrganizationRow[]> {
  return t.dataSource.query(`SELECT * FROM organizations WHERE lower(name) = lower($1)`, [name]) as Promise<OrganizationRow[]>;
}

describe.each(testDatabases())('Owner invitations on %s', (database) => {
  let storage: IdentityStorage;
  let identity: RunningIdentityServer;
  let t: TestApi;
  let adminToken: string;

  beforeAll(async () => {
    ({ identity, storage } = await startIdentity(database));
    t = await startTestApi(database, {
      config: { appBaseUrl: APP_ORIGIN, publicRateLimit, identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient } },
    });
    adminToken = await t.tokenFor('admin@demo.test');
  });

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    await storage?.remove();
  });

  const createInvite = (body: Record<string, unknown>, token = adminToken) =>
    t.request<OwnerInvitation>('POST', '/api/admin/owner-invitations', { token, body });
  const view = (code: string) => t.request<OwnerInvite>('GET', `/api/public/owner-onboard/${code}`);
  const accept = (code: string, body: Record<string, unknown> = {}) =>
    t.request<OwnerAcceptResponse>('POST', `/api/public/owner-onboard/${code}/accept`, { body });

  async function invite(body: Record<string, unknown>): Promise<OwnerInvitation> {
    const response = await createInvite(body);
    if (response.status !== 201) throw new Error(`invite answered ${response.status}: ${JSON.stringify(response.body)}`);
    return response.body;
  }

  describe('admin only', () => {
    it.each(['owner@demo.test', 'manager@demo.test', 'crew@demo.test'])('refuses %s with 403', async (email) => {
      const token = await t.tokenFor(email);
      const created = await createInvite({ owner_email: 'x@example.test', org_name: 'Refused Co' }, token);
      expect(created).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
      const recent = await t.request('GET', '/api/admin/owner-invitations/recent', { token });
      expect(recent).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
    });

    it('refuses a request without a token', async () => {
      const response = await t.request('GET', '/api/admin/owner-invitations/recent');
      expect(response.status).toBe(401);
    });
  });

  describe('POST /api/admin/owner-invitations', () => {
    it('requires the owner e-mail and organization name with clear messages', async () => {
      expect(await createInvite({ org_name: 'Acme' })).toMatchObject({ status: 400, body: { error: OWNER_INVITE_MESSAGES.emailRequired } });
      expect(await createInvite({ owner_email: '  ', org_name: 'Acme' })).toMatchObject({ status: 400, body: { error: OWNER_INVITE_MESSAGES.emailRequired } });
      expect(await createInvite({ owner_email: 'not-an-email', org_name: 'Acme' })).toMatchObject({
        status: 400,
        body: { error: OWNER_INVITE_MESSAGES.emailInvalid },
      });
      expect(await createInvite({ owner_email: 'a@example.test' })).toMatchObject({ status: 400, body: { error: OWNER_INVITE_MESSAGES.orgNameRequired } });
      expect(await createInvite({ owner_email: 'a@example.test', org_name: ' ' })).toMatchObject({
        status: 400,
        body: { error: OWNER_INVITE_MESSAGES.orgNameRequired },
      });
      expect(await createInvite({ owner_email: 'a@example.test', org_name: 'Acme', industry: 'Plumbing' })).toMatchObject({
        status: 400,
        body: { error: OWNER_INVITE_MESSAGES.industryInvalid },
      });
      expect(await createInvite({ owner_email: 'a@example.test', org_name: 'Acme', role: 'owner' })).toMatchObject({ status: 400 });
    });

    it('takes a TTL of at least 1 hour and defaults it to 120', async () => {
      for (const ttl of [0, -5, 1.5, 'soon']) {
        expect(await createInvite({ owner_email: 'ttl@example.test', org_name: 'TTL Co', ttl_hours: ttl })).toMatchObject({
          status: 400,
          body: { error: OWNER_INVITE_MESSAGES.ttlTooSmall },
        });
      }
      const before = Date.now();
      const byDefault = await invite({ owner_email: 'ttl@example.test', org_name: 'TTL Co' });
      const expiresIn = new Date(byDefault.expires_at).getTime() - before;
      expect(expiresIn).toBeGreaterThanOrEqual(120 * HOUR_MS - 1000);
      expect(expiresIn).toBeLessThan(120 * HOUR_MS + 10_000);
      const oneHour = await invite({ owner_email: 'ttl@example.test', org_name: 'TTL Co', ttl_hours: '1' });
      expect(new Date(oneHour.expires_at).getTime() - before).toBeLessThan(HOUR_MS + 10_000);
    });

    it('refuses a TTL over a year with 400 rather than an expiry no date can hold', async () => {
      for (const ttl of [MAX_INVITE_TTL_HOURS + 1, Number.MAX_SAFE_INTEGER]) {
        expect(await createInvite({ owner_email: 'ttl@example.test', org_name: 'TTL Co', ttl_hours: ttl })).toMatchObject({
          status: 400,
          body: { error: INVITE_TTL_TOO_LARGE },
        });
      }
      const yearLong = await invite({ owner_email: 'ttl@example.test', org_name: 'TTL Co', ttl_hours: MAX_INVITE_TTL_HOURS });
      expect(new Date(yearLong.expires_at).getTime() - Date.now()).toBeGreaterThan((MAX_INVITE_TTL_HOURS - 1) * HOUR_MS);
    });

    it('answers the invitation with its code and onboarding link, and lists it first among the recent ones', async () => {
      const created = await createInvite({
        owner_email: ' Fresh.Owner@Example.test ',
        owner_name: 'Frida Fresh',
        org_name: 'Fresh Cuts',
        industry: 'Lawncare',
        website: 'freshcuts.example',
        phone_number: '555-0100',
        ttl_hours: 48,
      });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        code: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
        created_at: expect.any(String),
        organization_name: 'Fresh Cuts',
        email: 'fresh.owner@example.test',
        owner_name: 'Frida Fresh',
        industry: 'Lawncare',
        status: 'pending',
        expires_at: expect.any(String),
        link: `${APP_ORIGIN}/admin/owner-onboard/${created.body.code}`,
      });

      const later = await invite({ owner_email: 'later@example.test', org_name: 'Later Co' });
      const recent = await t.request<OwnerInvitation[]>('GET', '/api/admin/owner-invitations/recent', { token: adminToken });
      expect(recent.status).toBe(200);
      const codes = recent.body.map((row) => row.code);
      expect(codes.indexOf(later.code)).toBeLessThan(codes.indexOf(created.body.code));
      expect(codes[0]).toBe(later.code);
      expect(recent.body.find((row) => row.code === created.body.code)).toEqual(created.body);
    });

    it('refuses to invite a second owner for an organization that has one, and an admin', async () => {
      const response = await createInvite({ owner_email: 'usurper@example.test', org_name: 'green acres lawn care' });
      expect(response).toMatchObject({ status: 409, body: { error: OWNER_INVITE_MESSAGES.oneOwnerPerOrganization } });
      const admin = await createInvite({ owner_email: 'admin@demo.test', org_name: 'Admin Co' });
      expect(admin).toMatchObject({ status: 409, body: { error: OWNER_INVITE_MESSAGES.adminAccount } });
    });
  });

  describe('GET /api/public/owner-onboard/{code}', () => {
    it('shows the invitation with its prefill, without a token', async () => {
      const created = await invite({ owner_email: 'view@example.test', org_name: 'View Co', website: 'view.example', phone_number: '555-0101' });
      const response = await view(created.code);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        invited_email: 'view@example.test',
        status: 'pending',
        expires_at: created.expires_at,
        prefill: { org_name: 'View Co', website: 'https://view.example', phone_number: '555-0101', street: null, city: null, state: null, zip: null },
      });
    });

    it('answers an unknown code with 404 "Invite not found"', async () => {
      expect(await view('no-such-code')).toMatchObject({ status: 404, body: { error: OWNER_INVITE_MESSAGES.inviteNotFound } });
      expect(await accept('no-such-code')).toMatchObject({ status: 404, body: { error: OWNER_INVITE_MESSAGES.inviteNotFound } });
    });
  });

  describe('POST /api/public/owner-onboard/{code}/accept', () => {
    it('creates the organization, makes the invited e-mail its owner, and returns the ticket, onboarding and login addresses', async () => {
      const created = await invite({ owner_email: 'new.owner@example.test', owner_name: 'Nora New', org_name: 'Nora Lawns', industry: 'Lawncare' });
      const response = await accept(created.code, {
        name: 'Nora Lawns LLC',
        website: 'https://nora.example',
        phone_number: '555-0102',
        street: '1 Main St',
        city: 'Raleigh',
        state: 'nc',
        zip: '27601',
      });
      expect(response.status).toBe(200);
      const loginUrl = `${APP_ORIGIN}/login?email=new.owner%40example.test`;
      expect(response.body).toEqual({
        auth0_ticket_url: expect.stringMatching(new RegExp(`^${identity.url}/lo/reset\\?ticket=`)),
        stripe_onboarding_url: expect.stringMatching(new RegExp(`^${APP_ORIGIN}/`)),
        login_url: loginUrl,
      });

      const [organization] = await organizationsNamed(t, 'Nora Lawns LLC');
      expect(organization).toMatchObject({
        industry: 'Lawncare',
        website: 'https://nora.example',
        phone_number: '555-0102',
        street: '1 Main St',
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
        stripe_account_id: expect.any(String),
      });
      const ownerId = await t.userIdOf('new.owner@example.test');
      expect(organization?.owner_user_id).toBe(ownerId);

      // Bound by the identity account the API provisioned, not by the e-mail alone.
      const [provisioned] = (await t.dataSource.query(`SELECT provisioned_subject FROM users WHERE id = $1`, [ownerId])) as Array<{
        provisioned_subject: string;
      }>;
      expect(provisioned?.provisioned_subject).toEqual(expect.any(String));
      const ownersToken = await t.tokenFor('new.owner@example.test', { subject: provisioned?.provisioned_subject });
      const me = await t.request<UserProfile>('GET', '/api/users/me', { token: ownersToken });
      expect(me.body).toMatchObject({ role: 'owner', email: 'new.owner@example.test', name: 'Nora New' });
      const [user] = (await t.dataSource.query(`SELECT organization_id FROM users WHERE id = $1`, [ownerId])) as Array<{ organization_id: string }>;
      expect(user?.organization_id).toBe(organization?.id);

      // The ticket sets the password at the identity service, then continues to the login address.
      const ticketPage = await fetch(response.body.auth0_ticket_url ?? '');
      expect(await ticketPage.text()).toContain('Set your password');
      const secret = new URL(response.body.auth0_ticket_url ?? '').searchParams.get('ticket') ?? '';
      const submitted = await fetch(`${identity.url}/lo/reset`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ticket: secret, password: 'nora-password', confirm_password: 'nora-password' }).toString(),
      });
      expect(submitted.headers.get('location')).toBe(loginUrl);

      expect((await view(created.code)).body.status).toBe('accepted');
      const recent = await t.request<OwnerInvitation[]>('GET', '/api/admin/owner-invitations/recent', { token: adminToken });
      expect(recent.body.find((row) => row.code === created.code)?.status).toBe('accepted');
    });

    it('cannot be accepted twice and never creates a second organization', async () => {
      const created = await invite({ owner_email: 'twice@example.test', org_name: 'Twice Co' });
      const [first, second] = await Promise.all([accept(created.code, { name: null }), accept(created.code, { name: null })]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      expect([first.body, second.body]).toContainEqual({ error: OWNER_INVITE_MESSAGES.used });
      expect(await accept(created.code)).toMatchObject({ status: 409, body: { error: OWNER_INVITE_MESSAGES.used } });
      expect(await organizationsNamed(t, 'Twice Co')).toHaveLength(1);
    });

    it('refuses an expired invitation', async () => {
      const created = await invite({ owner_email: 'late@example.test', org_name: 'Late Co', ttl_hours: 1 });
      await t.dataSource.query(`UPDATE owner_invitations SET expires_at = now() - interval '1 minute' WHERE code = $1`, [created.code]);
      expect((await view(created.code)).body.status).toBe('expired');
      expect(await accept(created.code)).toMatchObject({ status: 410, body: { error: OWNER_INVITE_MESSAGES.expired } });
      expect(await organizationsNamed(t, 'Late Co')).toHaveLength(0);
    });

    it('allows one owner per organization: a second invitation for the same new organization is refused', async () => {
      const first = await invite({ owner_email: 'first.twin@example.test', org_name: 'Twin Co' });
      const second = await invite({ owner_email: 'second.twin@example.test', org_name: 'Twin Co' });
      expect((await accept(first.code)).status).toBe(200);
      expect(await accept(second.code)).toMatchObject({ status: 409, body: { error: OWNER_INVITE_MESSAGES.oneOwnerPerOrganization } });
      expect(await organizationsNamed(t, 'Twin Co')).toHaveLength(1);
      expect((await view(second.code)).body.status).toBe('pending');
      const rows = (await t.dataSource.query(`SELECT 1 FROM users WHERE lower(email) = 'second.twin@example.test'`)) as unknown[];
      expect(rows).toHaveLength(0);
    });

    it('fills an existing organization without an owner instead of creating one', async () => {
      const [existing] = (await t.dataSource.query(
        `INSERT INTO organizations (name, street, city, state, zip) VALUES ('Ownerless Co', '9 Elm St', 'Durham', 'NC', '27701') RETURNING id`,
      )) as Array<{ id: string }>;
      const created = await invite({ owner_email: 'heir@example.test', org_name: 'Ownerless Co', phone_number: '555-0103' });
      const shown = await view(created.code);
      expect(shown.body.prefill).toEqual({
        org_name: 'Ownerless Co',
        website: null,
        phone_number: '555-0103',
        street: '9 Elm St',
        city: 'Durham',
        state: 'NC',
        zip: '27701',
      });
      const { org_name: name, ...rest } = shown.body.prefill;
      const response = await accept(created.code, { ...rest, name, street: '10 Elm St', website: '' });
      expect(response.status).toBe(200);
      const organizations = await organizationsNamed(t, 'Ownerless Co');
      expect(organizations).toHaveLength(1);
      expect(organizations[0]).toMatchObject({ id: existing?.id, street: '10 Elm St', phone_number: '555-0103', website: null });
      expect(organizations[0]?.owner_user_id).toBe(await t.userIdOf('heir@example.test'));
    });

    it('upper-cases the state and refuses one longer than 2 characters', async () => {
      const created = await invite({ owner_email: 'state@example.test', org_name: 'State Co' });
      expect(await accept(created.code, { state: 'NCX' })).toMatchObject({ status: 400, body: { error: 'State must be at most 2 characters.' } });
      expect(await accept(created.code, { state: 12 })).toMatchObject({ status: 400, body: { error: 'State must be text.' } });
      expect((await accept(created.code, { state: ' sc ' })).status).toBe(200);
      expect((await organizationsNamed(t, 'State Co'))[0]?.state).toBe('SC');
    });

    it('gives no password ticket to someone who already signs in to the app', async () => {
      // The manager's first request binds their sign-in, as it does in the app.
      await t.request('GET', '/api/users/me', { token: await t.tokenFor('manager@demo.test') });
      const created = await invite({ owner_email: 'manager@demo.test', org_name: 'Marcus Mowing' });
      const response = await accept(created.code);
      expect(response.status).toBe(200);
      expect(response.body.auth0_ticket_url).toBeUndefined();
      expect(response.body.login_url).toBe(`${APP_ORIGIN}/login?email=manager%40demo.test`);
      const me = await t.request<UserProfile>('GET', '/api/users/me', { token: await t.tokenFor('manager@demo.test') });
      expect(me.body.role).toBe('owner');
    });
  });
});

describe.each(testDatabases())('Owner invitation accept when providers fail, on %s', (database) => {
  let storage: IdentityStorage;
  let identity: RunningIdentityServer;
  let t: TestApi;
  let adminToken: string;
  let refusingStripe: Server;

  beforeAll(async () => {
    ({ identity, storage } = await startIdentity(database));
    // A payment provider that refuses every request, as Stripe does with a bad key.
    refusingStripe = createServer((_request, response) => {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
    });
    await new Promise<void>((resolve) => refusingStripe.listen(0, '127.0.0.1', resolve));
    const address = refusingStripe.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await startTestApi(database, {
      config: {
        appBaseUrl: APP_ORIGIN,
        publicRateLimit,
        identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient },
        payments: {
          stripeSecretKey: 'sk_test_refused',
          stripePublishableKey: 'pk_test_refused',
          stripeApi: { host: '127.0.0.1', port, protocol: 'http' },
          allowSandboxInProduction: false,
        },
      },
    });
    adminToken = await t.tokenFor('admin@demo.test');
  });

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    await new Promise((resolve) => refusingStripe?.close(resolve));
    await storage?.remove();
  });

  it('keeps the accept when payment onboarding fails, and leaves the invitation open when the identity provider is down', async () => {
    const first = await t.request<OwnerInvitation>('POST', '/api/admin/owner-invitations', {
      token: adminToken,
      body: { owner_email: 'unpaid@example.test', org_name: 'Unpaid Co' },
    });
    const accepted = await t.request<OwnerAcceptResponse>('POST', `/api/public/owner-onboard/${first.body.code}/accept`, { body: {} });
    expect(accepted.status).toBe(200);
    expect(accepted.body.stripe_onboarding_url).toBeUndefined();
    expect(accepted.body.auth0_ticket_url).toEqual(expect.any(String));
    expect(accepted.body.login_url).toBe(`${APP_ORIGIN}/login?email=unpaid%40example.test`);
    expect(await organizationsNamed(t, 'Unpaid Co')).toHaveLength(1);

    await identity.close();
    const second = await t.request<OwnerInvitation>('POST', '/api/admin/owner-invitations', {
      token: adminToken,
      body: { owner_email: 'unlucky@example.test', org_name: 'Unlucky Co' },
    });
    const failed = await t.request('POST', `/api/public/owner-onboard/${second.body.code}/accept`, { body: {} });
    expect(failed.status).toBe(502);
    expect(await organizationsNamed(t, 'Unlucky Co')).toHaveLength(0);
    const still = await t.request<OwnerInvite>('GET', `/api/public/owner-onboard/${second.body.code}`);
    expect(still.body.status).toBe('pending');
  });
});
