import { API_ERRORS, type ConvertCustomerResponse, type UserProfile } from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { Auth0IdentityAdmin } from '../identity-admin/auth0-identity-admin.js';
import { organizationIdOf, seedCustomer } from './testing/seed-customer.js';
import { identityStorage, TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../testing/identity-for-tests.js';

/** Convert with provision_auth0 against the real local identity service's Management API. */
describe.each(testDatabases())('Converting a lead with provisioning on %s', (database) => {
  let storage: IdentityStorage;
  let identity: RunningIdentityServer;
  let t: TestApi;
  let greenAcres: string;
  let ownerToken: string;

  beforeAll(async () => {
    storage = await identityStorage(database, 'api-convert-identity-');
    identity = await startIdentityServer({
      env: {},
      databaseSchema: storage.databaseSchema,
      config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: ['http://localhost:4200'], seedDemo: true },
      log: () => undefined,
    });
    t = await startTestApi(database, {
      config: { identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient } },
    });
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    ownerToken = await t.tokenFor('owner@demo.test');
  });

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    await storage?.remove();
  });

  const convert = (id: string) =>
    t.request<ConvertCustomerResponse>('POST', `/api/owner/customers/${id}/convert`, {
      token: ownerToken,
      body: { provision_auth0: true },
    });

  async function userRow(
    email: string,
  ): Promise<{ id: string; auth_subject: string | null; provisioned_subject: string | null; organization_id: string | null } | undefined> {
    const rows = (await t.dataSource.query(
      `SELECT id, auth_subject, provisioned_subject, organization_id FROM users WHERE lower(email) = lower($1)`,
      [email],
    )) as Array<{ id: string; auth_subject: string | null; provisioned_subject: string | null; organization_id: string | null }>;
    return rows[0];
  }

  it('creates the account at the identity provider and binds the user to it, so its sign-in lands there', async () => {
    const id = await seedCustomer(t.dataSource, greenAcres, { name: 'Paula Provisioned', email: 'paula.provisioned@example.com' });
    const response = await convert(id);
    expect(response).toMatchObject({ status: 200, body: { ok: true, provisioned: true, customer: { status: 'active' } } });

    const user = await userRow('paula.provisioned@example.com');
    expect(user).toMatchObject({ auth_subject: null, provisioned_subject: expect.any(String) });
    expect(response.body.customer.user_id).toBe(user?.id);

    // The provider now knows the account under the same subject.
    const account = await new Auth0IdentityAdmin({ baseUrl: identity.issuer, ...identity.managementClient }).ensureUser({
      email: 'paula.provisioned@example.com',
      name: null,
    });
    expect(account).toMatchObject({ created: false, subject: user?.provisioned_subject });

    const token = await t.tokenFor('paula.provisioned@example.com', { subject: account.subject });
    const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(me.body).toMatchObject({ id: user?.id, role: 'user', organization_id: greenAcres });
  });

  it('binds an existing provider account instead of creating a second one', async () => {
    const existing = await new Auth0IdentityAdmin({ baseUrl: identity.issuer, ...identity.managementClient }).ensureUser({
      email: 'already.there@example.com',
      name: 'Already There',
    });
    const id = await seedCustomer(t.dataSource, greenAcres, { email: 'Already.There@example.com' });
    expect((await convert(id)).status).toBe(200);
    // Only an account whose e-mail the provider verified is recorded: anyone may have typed it at the sign-up page.
    expect((await userRow('already.there@example.com'))?.provisioned_subject).toBe(existing.emailVerified ? existing.subject : null);
  });

  it('refuses a user already bound to another sign-in and changes nothing', async () => {
    await t.dataSource.query(
      `INSERT INTO users (email, role, organization_id, auth_subject) VALUES ('bound.elsewhere@example.com', 'user', $1, 'google-oauth2|123')`,
      [greenAcres],
    );
    const id = await seedCustomer(t.dataSource, greenAcres, { email: 'bound.elsewhere@example.com' });
    const response = await convert(id);
    expect(response).toMatchObject({ status: 409, body: { error: API_ERRORS.emailLinkedToAnotherSignIn } });
    expect((await userRow('bound.elsewhere@example.com'))?.auth_subject).toBe('google-oauth2|123');
    const [customer] = (await t.dataSource.query(`SELECT status, user_id FROM customers WHERE id = $1`, [id])) as Array<{
      status: string;
      user_id: string | null;
    }>;
    expect(customer).toEqual({ status: 'lead', user_id: null });
  });

  describe('when the identity provider refuses', () => {
    let refusing: TestApi;

    beforeAll(async () => {
      refusing = await startTestApi(database, {
        config: { identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient, clientSecret: 'wrong' } },
      });
    });

    afterAll(async () => {
      await refusing?.close();
    });

    it('answers 502 and leaves the lead and the users untouched', async () => {
      const organizationId = await organizationIdOf(refusing.dataSource, 'owner@demo.test');
      const id = await seedCustomer(refusing.dataSource, organizationId, { email: 'not.provisioned@example.com' });
      const response = await refusing.request('POST', `/api/owner/customers/${id}/convert`, {
        token: await refusing.tokenFor('owner@demo.test'),
        body: { provision_auth0: true },
      });
      expect(response).toMatchObject({ status: 502, body: { error: 'The identity provider could not issue a management token. Please try again.' } });
      const users = (await refusing.dataSource.query(`SELECT id FROM users WHERE email = 'not.provisioned@example.com'`)) as unknown[];
      expect(users).toEqual([]);
      const [customer] = (await refusing.dataSource.query(`SELECT status, user_id FROM customers WHERE id = $1`, [id])) as Array<{
        status: string;
        user_id: string | null;
      }>;
      expect(customer).toEqual({ status: 'lead', user_id: null });
    });
  });
});
