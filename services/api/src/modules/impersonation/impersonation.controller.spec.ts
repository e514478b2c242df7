import { API_ERRORS, DEFAULT_PROFILE_SETTINGS, type UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases())('impersonation on %s', (database) => {
  let t: TestApi;
  let adminToken: string;
  let adminId: string;
  const start = (userId: string, token = adminToken) =>
    t.request('POST', '/api/admin/impersonate/start', { token, body: { user_id: userId } });
  const stop = (token = adminToken) => t.request('POST', '/api/admin/impersonate/stop', { token });

  beforeAll(async () => {
    t = await startTestApi(database);
    adminToken = await t.tokenFor('admin@demo.test');
    adminId = (await t.request<UserProfile>('GET', '/api/users/me', { token: adminToken })).body.id;
    await t.dataSource.query(`INSERT INTO users (email, role) VALUES ('second.admin@example.com', 'Admin')`);
  });

  afterEach(async () => {
    await t.dataSource.query(`UPDATE impersonation_sessions SET ended_at = now() WHERE ended_at IS NULL`);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('acts as the target until stopped, then as the admin again', async () => {
    const ownerId = await t.userIdOf('owner@demo.test');
    const started = await start(ownerId);
    expect(started).toMatchObject({ status: 200, body: { impersonating: true, target_user_id: ownerId } });

    const me = await t.request<UserProfile>('GET', '/api/users/me', { token: adminToken });
    expect(me.body).toEqual({
      id: ownerId,
      role: 'owner',
      email: 'owner@demo.test',
      name: 'Olivia Owner',
      impersonating: true,
      real_user: { id: adminId, email: 'admin@demo.test', name: 'Avery Admin', role: 'admin' },
      organization_id: expect.any(String),
      ...DEFAULT_PROFILE_SETTINGS,
    });

    const adminRoute = await t.request('GET', '/api/admin/users', { token: adminToken });
    expect(adminRoute).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
    const ownerRoute = await t.request('GET', `/api/owner/users/${await t.userIdOf('crew@demo.test')}`, { token: adminToken });
    expect(ownerRoute.status).toBe(200);
    const otherOrg = await t.request('GET', `/api/owner/users/${await t.userIdOf('owner2@demo.test')}`, { token: adminToken });
    expect(otherOrg.status).toBe(404);

    expect(await stop()).toMatchObject({ status: 200, body: { ok: true } });
    const after = await t.request<UserProfile>('GET', '/api/users/me', { token: adminToken });
    expect(after.body).toMatchObject({ id: adminId, role: 'admin', impersonating: false, real_user: null });
    expect((await t.request('GET', '/api/admin/users', { token: adminToken })).status).toBe(200);
  });

  it('records the session server-side so every API process sees it', async () => {
    const crewId = await t.userIdOf('crew@demo.test');
    await start(crewId);
    const rows = (await t.dataSource.query(
      `SELECT admin_user_id, target_user_id, started_at, ended_at FROM impersonation_sessions WHERE target_user_id = $1`,
      [crewId],
    )) as Array<{ admin_user_id: string; target_user_id: string; started_at: Date; ended_at: Date | null }>;
    expect(rows).toEqual([{ admin_user_id: adminId, target_user_id: crewId, started_at: expect.any(Date), ended_at: null }]);
    await stop();
    const [ended] = (await t.dataSource.query(`SELECT ended_at FROM impersonation_sessions WHERE target_user_id = $1`, [
      crewId,
    ])) as Array<{ ended_at: Date | null }>;
    expect(ended?.ended_at).toEqual(expect.any(Date));
  });

  it('audits writes made while impersonating with the real admin as actor', async () => {
    const managerId = await t.userIdOf('manager@demo.test');
    await start(managerId);
    await stop();
    const events = (await t.dataSource.query(
      `SELECT actor_user_id, effective_user_id, method, path, status_code FROM audit_events WHERE path = '/api/admin/impersonate/stop' ORDER BY created_at DESC LIMIT 1`,
    )) as Array<Record<string, unknown>>;
    expect(events[0]).toEqual({
      actor_user_id: adminId,
      effective_user_id: managerId,
      method: 'POST',
      path: '/api/admin/impersonate/stop',
      status_code: 200,
    });
  });

  it('refuses to impersonate another admin (any role case)', async () => {
    const response = await start(await t.userIdOf('second.admin@example.com'));
    expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.cannotImpersonateAdmin } });
  });

  it('refuses to impersonate oneself', async () => {
    expect(await start(adminId)).toMatchObject({ status: 400, body: { error: API_ERRORS.cannotImpersonateSelf } });
  });

  it('refuses an unknown user and a malformed id', async () => {
    expect(await start('00000000-0000-4000-8000-000000000000')).toMatchObject({
      status: 404,
      body: { error: API_ERRORS.userNotFound },
    });
    expect(await start('abc')).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
  });

  it('refuses to chain impersonations', async () => {
    await start(await t.userIdOf('owner@demo.test'));
    const response = await start(await t.userIdOf('crew@demo.test'));
    expect(response).toMatchObject({ status: 400, body: { error: API_ERRORS.cannotChainImpersonation } });
    const me = await t.request<UserProfile>('GET', '/api/users/me', { token: adminToken });
    expect(me.body.email).toBe('owner@demo.test');
  });

  it('refuses non-admins', async () => {
    const ownerToken = await t.tokenFor('owner@demo.test');
    const response = await start(await t.userIdOf('crew@demo.test'), ownerToken);
    expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
    expect(await stop(ownerToken)).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
  });

  it('answers stop without an active impersonation with 400', async () => {
    expect(await stop()).toMatchObject({ status: 400, body: { error: API_ERRORS.notImpersonating } });
  });

  it('refuses unknown fields in the start body', async () => {
    const response = await t.request('POST', '/api/admin/impersonate/start', {
      token: adminToken,
      body: { user_id: await t.userIdOf('owner@demo.test'), as_admin: true },
    });
    expect(response).toMatchObject({ status: 400, body: { error: 'property as_admin should not exist' } });
  });
});
