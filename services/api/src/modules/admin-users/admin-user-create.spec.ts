import {
  ADMIN_API_ERRORS,
  ADMIN_MESSAGES,
  API_ERRORS,
  LOCAL_IDENTITY_ADMIN_DEFAULTS,
  OWNER_INVITE_MESSAGES,
  TEAM_API_ERRORS,
  type AdminUser,
  type UserProfile,
} from '@fsp/contracts';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.js';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { identityStorage, type IdentityStorage } from '../../testing/identity-for-tests.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { Auth0IdentityAdmin } from '../identity-admin/auth0-identity-admin.js';
import { APP_ORIGIN, outboxTo, identityAdminOf, identityServerOptions, ticketLinkIn, userRow } from './testing/admin-users-fixtures.js';

const UNKNOWN_ORGANIZATION = '3f2c1a9e-4b7d-4c1e-9a2b-5d6e7f8a9b0c';

const createUser = (t: TestApi, token: string, body: unknown) => t.request<AdminUser | { error: string }>('POST', '/api/admin/create-user', { token, body });

describe.each(testDatabases())('POST /api/admin/create-user on %s', (database) => {
  let identity: RunningIdentityServer;
  let storage: IdentityStorage;

  beforeAll(async () => {
    storage = await identityStorage(database, 'api-admin-create-user-');
    identity = await startIdentityServer(identityServerOptions(storage));
  });

  afterAll(async () => {
    await identity?.close();
    await storage?.remove();
  });

  describe('with the outbox as the messaging provider', () => {
    let t: TestApi;
    let admin: string;
    let greenAcres: string;

    beforeAll(async () => {
      t = await startTestApi(database, { config: { appBaseUrl: APP_ORIGIN, identityAdmin: identityAdminOf(identity) } });
      admin = await t.tokenFor('admin@demo.test');
      greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    });

    afterAll(async () => {
      await t?.close();
    });

    it('creates an active user, their account at the identity provider, and e-mails them a set-password link', async () => {
      const response = await createUser(t, admin, { email: ' New.Manager@Example.com ', name: ' Nina New ', role: 'Manager', organization_id: greenAcres });
      expect(response).toMatchObject({ status: 201 });
      const row = await userRow(t.dataSource, 'new.manager@example.com');
      expect(response.body).toEqual({
        id: row?.id,
        email: 'new.manager@example.com',
        name: 'Nina New',
        role: 'manager',
        status: 'active',
        organization_id: greenAcres,
      });
      expect(row).toMatchObject({ auth_subject: null, provisioned_subject: expect.any(String) });

      // The identity provider knows the account under the subject the row was provisioned for.
      const account = await new Auth0IdentityAdmin(identityAdminOf(identity)).ensureUser({ email: 'new.manager@example.com', name: null });
      expect(account).toMatchObject({ created: false, subject: row?.provisioned_subject });

      const [message, ...others] = await outboxTo(t, 'new.manager@example.com');
      expect(others).toEqual([]);
      expect(message).toMatchObject({
        status: 'stored',
        transport: 'outbox',
        organization_id: greenAcres,
        subject: 'Your Green Acres Lawn Care account on Fieldwise is ready',
      });
      expect(message?.body).toContain('Hello Nina New,');
      expect(message?.body).toContain('(role: manager). Set your password here to sign in:');
      expect(message?.body).toContain(`Afterwards, sign in at ${APP_ORIGIN}/login?email=new.manager%40example.com`);
      const ticket = ticketLinkIn(message?.body ?? '');
      expect(ticket.startsWith(identity.issuer)).toBe(true);
      expect((await fetch(ticket)).status).toBe(200);

      // Signing in with that account binds the row and acts as the new manager.
      const token = await t.tokenFor('new.manager@example.com', { subject: account.subject });
      const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
      expect(me.body).toMatchObject({ id: row?.id, role: 'manager', organization_id: greenAcres });
    });

    it('offers every role but owner, and keeps roles lower-case', async () => {
      const roles = ['user', 'CREW_MEMBER', 'payee', 'Admin'];
      for (const [index, role] of roles.entries()) {
        const response = await createUser(t, admin, { email: `role.${index}@example.com`, role, organization_id: greenAcres });
        expect(response).toMatchObject({ status: 201, body: { role: role.toLowerCase() } });
      }
      for (const role of ['owner', 'OWNER']) {
        const response = await createUser(t, admin, { email: 'would.be.owner@example.com', role, organization_id: greenAcres });
        expect(response).toMatchObject({ status: 400, body: { error: ADMIN_API_ERRORS.ownerNotCreatable } });
      }
      for (const role of ['wizard', '', null, 7, undefined]) {
        const response = await createUser(t, admin, { email: 'odd.role@example.com', role, organization_id: greenAcres });
        expect(response).toMatchObject({ status: 400, body: { error: ADMIN_API_ERRORS.roleInvalid } });
      }
      expect(await userRow(t.dataSource, 'would.be.owner@example.com')).toBeUndefined();
      expect(await userRow(t.dataSource, 'odd.role@example.com')).toBeUndefined();
    });

    it('requires an e-mail address', async () => {
      for (const email of [undefined, '', '   ']) {
        const response = await createUser(t, admin, { email, role: 'user', organization_id: greenAcres });
        expect(response).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.emailRequired } });
      }
      const invalid = await createUser(t, admin, { email: 'not-an-address', role: 'user', organization_id: greenAcres });
      expect(invalid).toMatchObject({ status: 400, body: { error: OWNER_INVITE_MESSAGES.emailInvalid } });
    });

    it('requires an organization while organizations exist, and one that exists', async () => {
      for (const organization_id of [undefined, null, '']) {
        const response = await createUser(t, admin, { email: 'no.org@example.com', role: 'user', organization_id });
        expect(response).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.organizationRequired } });
      }
      const unknown = await createUser(t, admin, { email: 'no.org@example.com', role: 'user', organization_id: UNKNOWN_ORGANIZATION });
      expect(unknown).toMatchObject({ status: 404, body: { error: ADMIN_API_ERRORS.organizationNotFound } });
      const malformed = await createUser(t, admin, { email: 'no.org@example.com', role: 'user', organization_id: 'green-acres' });
      expect(malformed).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      expect(await userRow(t.dataSource, 'no.org@example.com')).toBeUndefined();
      expect(await outboxTo(t, 'no.org@example.com')).toEqual([]);
    });

    it('refuses an e-mail that already belongs to a user, in any case, and sends nothing', async () => {
      const response = await createUser(t, admin, { email: 'CREW@demo.test', role: 'user', organization_id: greenAcres });
      expect(response).toMatchObject({ status: 409, body: { error: ADMIN_API_ERRORS.userExists } });
      expect(await outboxTo(t, 'crew@demo.test')).toEqual([]);
      expect(await userRow(t.dataSource, 'crew@demo.test')).toMatchObject({ role: 'crew_member' });
    });

    it('leaves a blank name empty and refuses a name that is not text or too long', async () => {
      const blank = await createUser(t, admin, { email: 'nameless@example.com', name: '  ', role: 'user', organization_id: greenAcres });
      expect(blank).toMatchObject({ status: 201, body: { name: null } });
      expect((await outboxTo(t, 'nameless@example.com'))[0]?.body).toMatch(/^Hello,$/m);
      for (const name of [42, 'x'.repeat(201)]) {
        const response = await createUser(t, admin, { email: 'named@example.com', name, role: 'user', organization_id: greenAcres });
        expect(response).toMatchObject({ status: 400, body: { error: TEAM_API_ERRORS.crewNameInvalid } });
      }
    });

    it('refuses unknown fields', async () => {
      const response = await createUser(t, admin, { email: 'extra@example.com', role: 'user', organization_id: greenAcres, status: 'inactive' });
      expect(response).toMatchObject({ status: 400, body: { error: 'property status should not exist' } });
    });

    it('is for admins only', async () => {
      for (const email of ['owner@demo.test', 'manager@demo.test', 'crew@demo.test', 'plain.user@example.com']) {
        const response = await createUser(t, await t.tokenFor(email), { email: 'sneaky@example.com', role: 'user', organization_id: greenAcres });
        expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
      }
      expect((await t.request('POST', '/api/admin/create-user', { body: { email: 'sneaky@example.com', role: 'user' } })).status).toBe(401);
      expect(await userRow(t.dataSource, 'sneaky@example.com')).toBeUndefined();
    });
  });

  describe('before any organization exists', () => {
    let t: TestApi;

    beforeAll(async () => {
      t = await startTestApi(database, { config: { appBaseUrl: APP_ORIGIN, identityAdmin: identityAdminOf(identity), seedDemo: false } });
      await t.dataSource.query(`INSERT INTO users (email, name, role) VALUES ('first.admin@example.com', 'First Admin', 'admin')`);
    });

    afterAll(async () => {
      await t?.close();
    });

    it('creates a user without an organization', async () => {
      const response = await createUser(t, await t.tokenFor('first.admin@example.com'), { email: 'second.admin@example.com', role: 'admin' });
      expect(response).toMatchObject({ status: 201, body: { email: 'second.admin@example.com', role: 'admin', organization_id: null } });
      const [message] = await outboxTo(t, 'second.admin@example.com');
      expect(message).toMatchObject({ subject: 'Your Fieldwise account is ready', organization_id: null });
    });
  });

  describe('when the identity provider fails', () => {
    let t: TestApi;

    beforeAll(async () => {
      // Nothing listens on port 9 (discard) here, so every Management API call fails to connect.
      t = await startTestApi(database, {
        config: { appBaseUrl: APP_ORIGIN, identityAdmin: { baseUrl: 'http://127.0.0.1:9/', ...LOCAL_IDENTITY_ADMIN_DEFAULTS } },
      });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('answers 502 and creates nothing, so the admin can simply try again', async () => {
      const greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
      const response = await createUser(t, await t.tokenFor('admin@demo.test'), { email: 'unreached@example.com', role: 'user', organization_id: greenAcres });
      expect(response.status).toBe(502);
      expect((response.body as { error: string }).error).toMatch(/^The identity provider could not .+\. Please try again\.$/);
      expect(await userRow(t.dataSource, 'unreached@example.com')).toBeUndefined();
      expect(await outboxTo(t, 'unreached@example.com')).toEqual([]);
    });
  });

  describe('when the messaging provider fails', () => {
    let t: TestApi;
    let smtp: LocalSmtpServer;

    beforeAll(async () => {
      smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.endsWith('@bounce.test') });
      t = await startTestApi(database, {
        config: {
          appBaseUrl: APP_ORIGIN,
          identityAdmin: identityAdminOf(identity),
          messaging: { smtpUrl: smtp.url, emailFrom: 'Fieldwise <accounts@fieldwise.test>', sms: null },
        },
      });
    });

    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('keeps the user (active, bound to the account) and answers 502 saying the e-mail was not sent', async () => {
      const greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
      const response = await createUser(t, await t.tokenFor('admin@demo.test'), { email: 'new@bounce.test', role: 'payee', organization_id: greenAcres });
      expect(response).toMatchObject({ status: 502, body: { error: ADMIN_API_ERRORS.failedToSendSetPassword } });
      expect(await userRow(t.dataSource, 'new@bounce.test')).toMatchObject({ role: 'payee', status: 'active', provisioned_subject: expect.any(String) });
      expect(await outboxTo(t, 'new@bounce.test')).toEqual([expect.objectContaining({ status: 'failed', transport: 'smtp' })]);
    });

    it('delivers through SMTP when the server accepts', async () => {
      const greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
      const response = await createUser(t, await t.tokenFor('admin@demo.test'), { email: 'new@mailed.test', role: 'user', organization_id: greenAcres });
      expect(response.status).toBe(201);
      const mail = smtp.received.find((received) => received.to.includes('new@mailed.test'));
      expect(mail?.subject).toBe('Your Green Acres Lawn Care account on Fieldwise is ready');
      expect(mail?.text).toContain(identity.issuer);
    });
  });
});
