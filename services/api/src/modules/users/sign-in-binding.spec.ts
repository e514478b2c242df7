import {
  API_ERRORS,
  SIGNUP_INTENT_CLAIM,
  SIGNUP_INTENT_TRIAL,
  type OwnerInvitation,
  type UserProfile,
} from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf, seedCustomer } from '../customers/testing/seed-customer.js';
import { seedUser } from '../teams/testing/seed-crew.js';
import { identityStorage, TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../testing/identity-for-tests.js';

interface UserRow {
  id: string;
  role: string;
  organization_id: string | null;
  auth_subject: string | null;
  provisioned_subject: string | null;
  unverified_signup: boolean;
  status: string;
}

/**
 * Who a first sign-in becomes (issue 9 §1): an account the API provisioned binds only its own subject; an e-mail
 * binds an existing row only when the provider verified it; anyone else gets a row of their own.
 */
describe.each(testDatabases())('binding a first sign-in to a user row on %s', (database) => {
  let storage: IdentityStorage;
  let identity: RunningIdentityServer;
  let t: TestApi;
  let greenAcres: string;
  let ownerToken: string;
  let adminToken: string;

  beforeAll(async () => {
    storage = await identityStorage(database, 'api-sign-in-binding-');
    identity = await startIdentityServer({
      env: {},
      databaseSchema: storage.databaseSchema,
      config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: ['http://localhost:4200'], seedDemo: false },
      log: () => undefined,
    });
    t = await startTestApi(database, { config: { identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient } } });
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    ownerToken = await t.tokenFor('owner@demo.test');
    adminToken = await t.tokenFor('admin@demo.test');
  });

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    await storage?.remove();
  });

  async function rowsOf(email: string): Promise<UserRow[]> {
    return (await t.dataSource.query(
      `SELECT id, role, organization_id, auth_subject, provisioned_subject, unverified_signup, status
         FROM users WHERE lower(email) = lower($1) ORDER BY created_at, id`,
      [email],
    )) as UserRow[];
  }

  async function provisionedRow(email: string): Promise<UserRow> {
    const row = (await rowsOf(email)).find((candidate) => !candidate.unverified_signup);
    if (!row?.provisioned_subject) throw new Error(`${email} has no provisioned account`);
    return row;
  }

  const inviteCrew = (email: string) =>
    t.request('POST', '/api/owner/invitations', { token: ownerToken, body: { email, role: 'crew_member' } });
  const me = (token: string) => t.request<UserProfile>('GET', '/api/users/me', { token });
  const unverified = (subject: string, email: string) => t.tokens.sign({ subject, email, emailVerified: false });

  /** The intruder typed the e-mail at the sign-up page: their token carries it, unverified. */
  async function expectOwnRowOnly(subject: string, email: string, victimRowId: string): Promise<void> {
    const token = await unverified(subject, email);
    const response = await me(token);
    expect(response).toMatchObject({ status: 200, body: { role: 'user', organization_id: null, impersonating: false } });
    expect(response.body.id).not.toBe(victimRowId);
    expect(await t.request('GET', '/api/owner/customers', { token })).toMatchObject({ status: 403 });
  }

  it('gives a sign-up with a crew member’s unverified e-mail its own row; the invited account gets the crew row', async () => {
    const email = 'xavier.crew@example.com';
    const crewId = await seedUser(t.dataSource, greenAcres, { email, name: 'Xavier Crew' });
    await expectOwnRowOnly('signup|xavier-before-invite', email, crewId);

    expect(await inviteCrew(email)).toMatchObject({ status: 200, body: { invited: true } });
    const crew = await provisionedRow(email);
    expect(crew.id).toBe(crewId);
    await expectOwnRowOnly('signup|xavier-after-invite', email, crewId);

    // The provisioned account binds even before the provider reports the e-mail verified.
    const real = await me(await unverified(crew.provisioned_subject ?? '', email));
    expect(real.body).toMatchObject({ id: crewId, role: 'crew_member', organization_id: greenAcres });
    const rows = await rowsOf(email);
    expect(rows.filter((row) => row.unverified_signup).map((row) => row.organization_id)).toEqual([null, null]);
  });

  it('does the same for a lead converted with provisioning', async () => {
    const email = 'lena.lead@example.com';
    const leadId = await seedCustomer(t.dataSource, greenAcres, { name: 'Lena Lead', email });
    await expectOwnRowOnly('signup|lena-before', email, 'none yet');
    const converted = await t.request('POST', `/api/owner/customers/${leadId}/convert`, {
      token: ownerToken,
      body: { provision_auth0: true },
    });
    expect(converted).toMatchObject({ status: 200, body: { provisioned: true } });
    const customer = await provisionedRow(email);
    expect(customer.auth_subject).toBeNull();
    await expectOwnRowOnly('signup|lena-after', email, customer.id);

    const real = await me(await t.tokens.sign({ subject: customer.provisioned_subject ?? '', email }));
    expect(real.body).toMatchObject({ id: customer.id, role: 'user', organization_id: greenAcres });
  });

  it('does the same for an accepted owner invitation', async () => {
    const email = 'opal.owner@example.com';
    const invitation = await t.request<OwnerInvitation>('POST', '/api/admin/owner-invitations', {
      token: adminToken,
      body: { owner_email: email, org_name: 'Opal Lawns' },
    });
    expect(invitation.status).toBe(201);
    // Before the invitation is accepted there is no row to take; afterwards the owner row is not for the taking.
    await expectOwnRowOnly('signup|opal-before', email, 'none yet');
    expect((await t.request('POST', `/api/public/owner-onboard/${invitation.body.code}/accept`, { body: {} })).status).toBe(200);
    const owner = await provisionedRow(email);
    expect(owner).toMatchObject({ role: 'owner', auth_subject: null });
    await expectOwnRowOnly('signup|opal-after', email, owner.id);

    const real = await me(await t.tokens.sign({ subject: owner.provisioned_subject ?? '', email }));
    expect(real.body).toMatchObject({ id: owner.id, role: 'owner', organization_id: owner.organization_id });
  });

  it('binds an unclaimed row by e-mail when the token carries a verified e-mail (standard or namespaced claim)', async () => {
    const namespaced = 'vera.verified@example.com';
    const standard = 'stan.standard@example.com';
    const veraId = await seedUser(t.dataSource, greenAcres, { email: namespaced });
    const stanId = await seedUser(t.dataSource, greenAcres, { email: standard });
    expect((await me(await t.tokens.sign({ subject: 'verified|vera', email: 'VERA.verified@example.com' }))).body).toMatchObject({
      id: veraId,
      role: 'crew_member',
    });
    const stan = await t.tokens.sign({ subject: 'verified|stan', email: standard, standardClaims: true });
    expect((await me(stan)).body).toMatchObject({ id: stanId, role: 'crew_member' });
    expect((await rowsOf(namespaced))[0]?.auth_subject).toBe('verified|vera');
  });

  it('does not bind a row provisioned for another account, even with a verified e-mail', async () => {
    const email = 'pia.provisioned@example.com';
    await seedUser(t.dataSource, greenAcres, { email });
    expect((await inviteCrew(email)).status).toBe(200);
    const row = await provisionedRow(email);
    const response = await me(await t.tokens.sign({ subject: 'google-oauth2|pia', email }));
    expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.emailLinkedToAnotherSignIn } });
    expect((await rowsOf(email)).find((candidate) => candidate.id === row.id)?.auth_subject).toBeNull();
  });

  it('hands the waiting row to a placeholder’s subject once the provider has verified its e-mail', async () => {
    // Someone signed up with the e-mail first (unverified), then set the password through the crew invitation's
    // link, which verifies the e-mail at the provider: the same subject now carries a verified e-mail.
    const email = 'quinn.first@example.com';
    const crewId = await seedUser(t.dataSource, greenAcres, { email });
    const subject = 'signup|quinn';
    const placeholder = await me(await unverified(subject, email));
    expect(placeholder.body).toMatchObject({ role: 'user', organization_id: null });

    const verified = await me(await t.tokens.sign({ subject, email }));
    expect(verified.body).toMatchObject({ id: crewId, role: 'crew_member', organization_id: greenAcres });
    const rows = await rowsOf(email);
    expect(rows.find((row) => row.id === placeholder.body.id)).toMatchObject({ auth_subject: null, status: 'inactive' });
  });

  it('never hands one of two concurrent first sign-ins the other’s row', async () => {
    const email = 'twin.race@example.com';
    const crewId = await seedUser(t.dataSource, greenAcres, { email });
    const tokens = await Promise.all(['race|a', 'race|b'].map((subject) => t.tokens.sign({ subject, email })));
    const responses = await Promise.all(tokens.map((token) => me(token)));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 403]);
    expect(responses.find((response) => response.status === 200)?.body).toMatchObject({ id: crewId });
    expect(responses.find((response) => response.status === 403)?.body).toEqual({ error: API_ERRORS.emailLinkedToAnotherSignIn });

    const fresh = 'new.race@example.com';
    const freshTokens = await Promise.all(['fresh|a', 'fresh|b'].map((subject) => t.tokens.sign({ subject, email: fresh })));
    const freshResponses = await Promise.all(freshTokens.map((token) => me(token)));
    expect(freshResponses.map((response) => response.status).sort()).toEqual([200, 403]);
    const rows = await rowsOf(fresh);
    expect(rows).toHaveLength(1);
    expect(freshResponses.find((response) => response.status === 200)?.body.id).toBe(rows[0]?.id);
  });

  it('still makes a brand-new unverified trial sign-up the owner of its new organization', async () => {
    const email = 'tara.trial@example.com';
    const lead = await t.request('POST', '/api/public/leads', {
      body: { name: 'Tara Trial', email, company: 'Tara Turf', phone: '555-0100', source: 'trial', path: '/get-started' },
    });
    expect(lead.status).toBe(201);
    const token = await t.tokens.sign({ subject: 'signup|tara', email, emailVerified: false, claims: { [SIGNUP_INTENT_CLAIM]: SIGNUP_INTENT_TRIAL } });
    const response = await me(token);
    expect(response.body).toMatchObject({ role: 'owner', organization_id: expect.any(String) });
  });
});
