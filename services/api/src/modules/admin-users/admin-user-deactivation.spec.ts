import { ADMIN_API_ERRORS, API_ERRORS, LOCAL_AUTH_DEFAULTS, LOCAL_IDENTITY_ADMIN_DEFAULTS, type AdminUser, type UserProfile } from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { postToken, signIn } from '@fsp/identity/testing';
import { identityStorage, type IdentityStorage } from '../../testing/identity-for-tests.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedUser } from '../teams/testing/seed-crew.js';
import { APP_ORIGIN, identityAdminOf, identityServerOptions, outboxTo, redeemPasswordTicket, ticketLinkIn, userRow } from './testing/admin-users-fixtures.js';

interface SessionRow {
  admin_user_id: string;
  target_user_id: string;
  ended_at: Date | null;
}

async function sessionsTargeting(t: TestApi, userId: string): Promise<SessionRow[]> {
  return (await t.dataSource.query(`SELECT admin_user_id, target_user_id, ended_at FROM impersonation_sessions WHERE target_user_id = $1`, [
    userId,
  ])) as SessionRow[];
}

const update = (t: TestApi, token: string, body: unknown) => t.request<AdminUser | { error: string }>('POST', '/api/admin/update-user', { token, body });
const me = (t: TestApi, token: string) => t.request<UserProfile | { error: string }>('GET', '/api/users/me', { token });
const refresh = (identity: RunningIdentityServer, refreshToken: string) =>
  postToken(identity.url, { grant_type: 'refresh_token', client_id: LOCAL_AUTH_DEFAULTS.clientId, refresh_token: refreshToken });
const impersonate = (t: TestApi, token: string, userId: string) => t.request('POST', '/api/admin/impersonate/start', { token, body: { user_id: userId } });

describe.each(testDatabases())('Making a user inactive on %s', (database) => {
  let identity: RunningIdentityServer;
  let storage: IdentityStorage;
  let t: TestApi;
  let admin: string;
  let secondAdmin: string;
  let greenAcres: string;

  beforeAll(async () => {
    storage = await identityStorage(database, 'api-admin-deactivation-');
    identity = await startIdentityServer(identityServerOptions(storage));
    t = await startTestApi(database, { config: { appBaseUrl: APP_ORIGIN, identityAdmin: identityAdminOf(identity) } });
    admin = await t.tokenFor('admin@demo.test');
    await t.dataSource.query(`INSERT INTO users (email, name, role) VALUES ('second.admin@example.com', 'Sid Second', 'admin')`);
    secondAdmin = await t.tokenFor('second.admin@example.com');
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
  });

  afterEach(async () => {
    await t.dataSource.query(`UPDATE impersonation_sessions SET ended_at = now() WHERE ended_at IS NULL`);
  });

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    await storage?.remove();
  });

  it('revokes their refresh tokens at the identity provider, and the API refuses them until they are active again', async () => {
    const email = 'rita.revoked@example.com';
    const created = await t.request('POST', '/api/admin/create-user', { token: admin, body: { email, name: 'Rita', role: 'crew_member', organization_id: greenAcres } });
    expect(created.status).toBe(201);
    const [mail] = await outboxTo(t, email);
    expect((await redeemPasswordTicket(ticketLinkIn(mail?.body ?? ''), 'rita-password-1')).status).toBe(302);

    // Rita signs in at the identity provider as the web app does, and uses the API with that account.
    const signedIn = await signIn(identity.url, email, 'rita-password-1');
    const refreshed = await refresh(identity, signedIn.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    const { refresh_token: current } = (await refreshed.json()) as { refresh_token: string };
    const subject = (await userRow(t.dataSource, email))?.provisioned_subject ?? '';
    const token = await t.tokenFor(email, { subject });
    expect(await me(t, token)).toMatchObject({ status: 200, body: { email, role: 'crew_member' } });
    expect(await userRow(t.dataSource, email)).toMatchObject({ auth_subject: subject });

    expect(await update(t, admin, { email, status: 'inactive' })).toMatchObject({ status: 200, body: { status: 'inactive' } });

    const afterRevoke = await refresh(identity, current);
    expect(afterRevoke.status).toBe(400);
    expect(await afterRevoke.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await me(t, token)).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
    // Signing in at the provider still works (so the app can say why); the API still refuses.
    await expect(signIn(identity.url, email, 'rita-password-1')).resolves.toMatchObject({ access_token: expect.any(String) });
    expect(await me(t, token)).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });

    expect(await update(t, admin, { email, status: 'active' })).toMatchObject({ status: 200, body: { status: 'active' } });
    expect(await me(t, token)).toMatchObject({ status: 200, body: { email } });
  });

  it('ends an impersonation of them: the admin acts as themself again, and cannot start another', async () => {
    const targetId = await seedUser(t.dataSource, greenAcres, { email: 'impersonated.crew@example.com' });
    expect(await impersonate(t, secondAdmin, targetId)).toMatchObject({ status: 200 });
    expect(await me(t, secondAdmin)).toMatchObject({ body: { id: targetId, impersonating: true } });

    expect(await update(t, admin, { email: 'impersonated.crew@example.com', status: 'inactive' })).toMatchObject({ status: 200 });

    expect(await sessionsTargeting(t, targetId)).toEqual([
      { admin_user_id: await t.userIdOf('second.admin@example.com'), target_user_id: targetId, ended_at: expect.any(Date) },
    ]);
    expect(await me(t, secondAdmin)).toMatchObject({ status: 200, body: { email: 'second.admin@example.com', impersonating: false, real_user: null } });
    expect(await impersonate(t, secondAdmin, targetId)).toMatchObject({ status: 403, body: { error: API_ERRORS.cannotImpersonateInactive } });
  });

  it('makes inactive a user whose account the identity provider does not know (nothing to revoke)', async () => {
    await seedUser(t.dataSource, greenAcres, { email: 'elsewhere@example.com', authSubject: 'auth0|not-at-this-provider' });
    expect(await update(t, admin, { email: 'elsewhere@example.com', status: 'inactive' })).toMatchObject({ status: 200, body: { status: 'inactive' } });
  });

  it("records admin writes with the admin as actor, also the writes made while impersonating", async () => {
    const adminId = await t.userIdOf('admin@demo.test');
    const ownerId = await t.userIdOf('owner@demo.test');
    const secondAdminId = await t.userIdOf('second.admin@example.com');
    const auditOf = async (path: string) =>
      (await t.dataSource.query(
        `SELECT actor_user_id, effective_user_id, method, path, status_code FROM audit_events WHERE path = $1 ORDER BY created_at DESC LIMIT 1`,
        [path],
      )) as Array<Record<string, unknown>>;

    expect(await update(t, admin, { email: 'manager@demo.test', role: 'payee' })).toMatchObject({ status: 200 });
    expect(await auditOf('/api/admin/update-user')).toEqual([
      { actor_user_id: adminId, effective_user_id: adminId, method: 'POST', path: '/api/admin/update-user', status_code: 200 },
    ]);
    expect(await update(t, admin, { email: 'manager@demo.test', role: 'owner' })).toMatchObject({ status: 409 });
    expect(await auditOf('/api/admin/update-user')).toEqual([expect.objectContaining({ actor_user_id: adminId, status_code: 409 })]);

    expect(await impersonate(t, secondAdmin, ownerId)).toMatchObject({ status: 200 });
    const team = await t.request('POST', '/api/owner/teams', { token: secondAdmin, body: { name: 'Made While Impersonating' } });
    expect(team.status).toBe(201);
    expect(await auditOf('/api/owner/teams')).toEqual([
      { actor_user_id: secondAdminId, effective_user_id: ownerId, method: 'POST', path: '/api/owner/teams', status_code: 201 },
    ]);
  });

  describe('when the identity provider fails', () => {
    let broken: TestApi;

    beforeAll(async () => {
      // Nothing listens on port 9 (discard) here, so every Management API call fails to connect.
      broken = await startTestApi(database, {
        config: { appBaseUrl: APP_ORIGIN, identityAdmin: { baseUrl: 'http://127.0.0.1:9/', ...LOCAL_IDENTITY_ADMIN_DEFAULTS } },
      });
    });

    afterAll(async () => {
      await broken?.close();
    });

    it('keeps the user inactive (refused, impersonation ended) and answers 502 so the admin saves again', async () => {
      const brokenAdmin = await broken.tokenFor('admin@demo.test');
      const organizationId = await organizationIdOf(broken.dataSource, 'owner@demo.test');
      const targetId = await seedUser(broken.dataSource, organizationId, { email: 'still.signed.in@example.com' });
      const userToken = await broken.tokenFor('still.signed.in@example.com');
      expect(await me(broken, userToken)).toMatchObject({ status: 200 });
      await broken.dataSource.query(`INSERT INTO users (email, role) VALUES ('broken.second.admin@example.com', 'admin')`);
      const impersonator = await broken.tokenFor('broken.second.admin@example.com');
      expect(await impersonate(broken, impersonator, targetId)).toMatchObject({ status: 200 });

      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await update(broken, brokenAdmin, { email: 'still.signed.in@example.com', status: 'inactive' });
        expect(response).toMatchObject({ status: 502, body: { error: ADMIN_API_ERRORS.failedToRevokeSessions } });
      }
      expect(await userRow(broken.dataSource, 'still.signed.in@example.com')).toMatchObject({ status: 'inactive' });
      expect(await me(broken, userToken)).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
      expect((await sessionsTargeting(broken, targetId))[0]?.ended_at).toEqual(expect.any(Date));
      expect(await me(broken, impersonator)).toMatchObject({ body: { email: 'broken.second.admin@example.com', impersonating: false } });
    });
  });
});
