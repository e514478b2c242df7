import type { UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

const me = async (t: TestApi, token: string) => (await t.request<UserProfile>('GET', '/api/users/me', { token })).body;
const start = (t: TestApi, token: string, userId: string) => t.request('POST', '/api/admin/impersonate/start', { token, body: { user_id: userId } });
const stop = (t: TestApi, token: string) => t.request('POST', '/api/admin/impersonate/stop', { token });

/** The admin's token and row are cached; whom they act as is not: start and stop apply to the very next request. */
describe.each(testDatabases())('impersonation start and stop with the signed-in caches on %s', (database) => {
  let t: TestApi;
  let adminToken: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    adminToken = await t.tokenFor('admin@demo.test');
    adminId = (await me(t, adminToken)).id;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('acts as the target on the request right after start, and as the admin right after stop', async () => {
    const crewId = await t.userIdOf('crew@demo.test');
    expect((await me(t, adminToken)).id).toBe(adminId);
    expect((await start(t, adminToken, crewId)).status).toBe(200);
    expect(await me(t, adminToken)).toMatchObject({ id: crewId, impersonating: true });
    expect((await stop(t, adminToken)).status).toBe(200);
    expect(await me(t, adminToken)).toMatchObject({ id: adminId, impersonating: false });
  });
});

/** Two API processes on one PostgreSQL schema, as behind a load balancer; PGlite serves one process only. */
if (testDatabases().includes('postgresql')) {
  describe('impersonation started and stopped through another API process', () => {
    let a: TestApi;
    let b: TestApi;

    beforeAll(async () => {
      a = await startTestApi('postgresql');
      b = await startTestApi('postgresql', { alongside: a });
    }, 60_000);

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('applies to the next request the other process answers', async () => {
      const adminToken = await a.tokenFor('admin@demo.test');
      const adminId = (await me(a, adminToken)).id;
      expect((await me(b, adminToken)).id).toBe(adminId);
      const ownerId = await a.userIdOf('owner@demo.test');

      expect((await start(b, adminToken, ownerId)).status).toBe(200);
      expect(await me(a, adminToken)).toMatchObject({ id: ownerId, impersonating: true });
      expect((await stop(b, adminToken)).status).toBe(200);
      expect(await me(a, adminToken)).toMatchObject({ id: adminId, impersonating: false });
    });
  });
}
