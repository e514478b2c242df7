import { API_ERRORS, type UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedUser } from '../teams/testing/seed-crew.js';
import { ImpersonationClock } from './impersonation-clock.js';

/** Impersonation ends when its target becomes inactive or an admin, and after IMPERSONATION_MAX_MINUTES. */
describe.each(testDatabases())('impersonation limits on %s', (database) => {
  let t: TestApi;
  let adminToken: string;
  let adminId: string;
  let organizationId: string;
  let clockNow: Date | null = null;
  const start = (userId: string) => t.request('POST', '/api/admin/impersonate/start', { token: adminToken, body: { user_id: userId } });
  const me = async () => (await t.request<UserProfile>('GET', '/api/users/me', { token: adminToken })).body;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { impersonationMaxMinutes: 60 } });
    const clock = t.api.app.get(ImpersonationClock);
    const systemNow = clock.now.bind(clock);
    clock.now = () => clockNow ?? systemNow();
    adminToken = await t.tokenFor('admin@demo.test');
    adminId = (await me()).id;
    organizationId = (await t.dataSource.query(`SELECT organization_id FROM users WHERE email = 'owner@demo.test'`) as Array<{ organization_id: string }>)[0]?.organization_id ?? '';
  });

  afterEach(async () => {
    clockNow = null;
    await t.dataSource.query(`UPDATE impersonation_sessions SET ended_at = now() WHERE ended_at IS NULL`);
  });

  afterAll(async () => {
    await t?.close();
  });

  const seedTarget = (email: string) => seedUser(t.dataSource, organizationId, { email, role: 'owner' === email ? 'owner' : 'crew_member' });

  it('refuses an inactive target with a clear 4xx', async () => {
    const id = await seedUser(t.dataSource, organizationId, { email: 'inactive.target@example.com', status: 'inactive' });
    expect(await start(id)).toMatchObject({ status: 403, body: { error: API_ERRORS.cannotImpersonateInactive } });
  });

  it('ends when the target is deactivated meanwhile', async () => {
    const id = await seedTarget('deactivated.target@example.com');
    expect((await start(id)).status).toBe(200);
    expect((await me()).id).toBe(id);
    await t.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [id]);
    expect(await me()).toMatchObject({ id: adminId, role: 'admin', impersonating: false, real_user: null });
    const [session] = (await t.dataSource.query(`SELECT ended_at FROM impersonation_sessions WHERE target_user_id = $1`, [id])) as Array<{
      ended_at: Date | null;
    }>;
    expect(session?.ended_at).toEqual(expect.any(Date));
  });

  it('ends when the target becomes an admin meanwhile', async () => {
    const id = await seedTarget('promoted.target@example.com');
    expect((await start(id)).status).toBe(200);
    await t.dataSource.query(`UPDATE users SET role = 'Admin' WHERE id = $1`, [id]);
    expect(await me()).toMatchObject({ id: adminId, impersonating: false });
    expect((await t.request('GET', '/api/admin/users', { token: adminToken })).status).toBe(200);
  });

  it('expires after IMPERSONATION_MAX_MINUTES', async () => {
    const id = await seedTarget('expiring.target@example.com');
    const startedAt = new Date();
    clockNow = startedAt;
    expect((await start(id)).status).toBe(200);
    clockNow = new Date(startedAt.getTime() + 59 * 60_000);
    expect(await me()).toMatchObject({ id, impersonating: true });
    clockNow = new Date(startedAt.getTime() + 60 * 60_000);
    expect(await me()).toMatchObject({ id: adminId, impersonating: false, real_user: null });
    expect(await t.request('POST', '/api/admin/impersonate/stop', { token: adminToken })).toMatchObject({
      status: 400,
      body: { error: API_ERRORS.notImpersonating },
    });
  });
});
