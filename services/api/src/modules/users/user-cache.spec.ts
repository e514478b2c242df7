import { API_ERRORS, type UserProfile } from '@fsp/contracts';
import { AuthClock } from '../../common/auth/auth-clock.js';
import { DEFAULT_USER_CACHE_TTL_MS } from '../../config/api-config.js';
import { SQL_QUERIES_HEADER } from '../../database/sql-query-counter.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedUser } from '../teams/testing/seed-crew.js';
import { notificationsOf, untilSeen } from './testing/user-cache-probes.js';
import { UserChangesListener } from './user-changes.listener.js';

type MeResponse = UserProfile | { error: string };

const me = (t: TestApi, token: string) => t.request<MeResponse>('GET', '/api/users/me', { token });
const roleOf = (response: { status: number; body: MeResponse }) => (response.status === 200 ? (response.body as UserProfile).role : null);

describe.each(testDatabases())('the user cache in one API process on %s', (database) => {
  let t: TestApi;
  let organizationId: string;
  let seq = 0;

  /** A crew member who signed in (binding their row) and sent a request since, so that their row is cached. */
  async function signedInCrewMember(): Promise<{ id: string; token: string }> {
    seq += 1;
    const email = `cached.crew.${seq}@example.com`;
    const id = await seedUser(t.dataSource, organizationId, { email, name: 'Cara Cached' });
    const token = await t.tokenFor(email);
    expect((await me(t, token)).status).toBe(200);
    expect((await me(t, token)).status).toBe(200);
    return { id, token };
  }

  beforeAll(async () => {
    t = await startTestApi(database, { config: { countSqlQueries: true } });
    organizationId = await organizationIdOf(t.dataSource, 'owner@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers a signed-in request without a statement once the user is cached', async () => {
    const { token } = await signedInCrewMember();
    const again = await me(t, token);
    expect(again.status).toBe(200);
    expect(again.headers[SQL_QUERIES_HEADER]).toBe('0');
  });

  it('applies an edit through the API to the very next request', async () => {
    const { token } = await signedInCrewMember();
    const saved = await t.request('PUT', '/api/users/update-me', { token, body: { name: 'Cara Renamed', theme: 'dark' } });
    expect(saved.status).toBe(200);
    expect((await me(t, token)).body).toMatchObject({ name: 'Cara Renamed', theme: 'dark' });
  });

  it('applies a role change or a deactivation written by hand in this process to the very next request', async () => {
    const { id, token } = await signedInCrewMember();
    await t.dataSource.query(`UPDATE users SET role = 'manager' WHERE id = $1`, [id]);
    expect(roleOf(await me(t, token))).toBe('manager');
    await t.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [id]);
    expect(await me(t, token)).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
  });

  it('applies a change committed in a transaction to the next request', async () => {
    const { id, token } = await signedInCrewMember();
    await t.dataSource.transaction(async (manager) => {
      await manager.query(`UPDATE users SET organization_id = NULL WHERE id = $1`, [id]);
      await manager.query(`UPDATE users SET role = 'payee' WHERE id = $1`, [id]);
    });
    expect((await me(t, token)).body).toMatchObject({ role: 'payee', organization_id: null });
  });
});

/** Two API processes on one PostgreSQL schema, as behind a load balancer; PGlite serves one process only. */
if (testDatabases().includes('postgresql')) {
  describe('the user cache across two API processes on one PostgreSQL database', () => {
    let a: TestApi;
    let b: TestApi;
    let clockNow: number | null = null;
    let adminOnB: string;
    let organizationId: string;
    let seq = 0;

    async function cachedInA(): Promise<{ id: string; email: string; token: string }> {
      seq += 1;
      const email = `two.processes.${seq}@example.com`;
      const id = await seedUser(a.dataSource, organizationId, { email, name: 'Tess Two' });
      const token = await a.tokenFor(email);
      expect(roleOf(await me(a, token))).toBe('crew_member');
      expect(roleOf(await me(a, token))).toBe('crew_member');
      return { id, email, token };
    }

    beforeAll(async () => {
      a = await startTestApi('postgresql');
      b = await startTestApi('postgresql', { alongside: a });
      const clock = a.api.app.get(AuthClock);
      const systemNow = clock.now.bind(clock);
      clock.now = () => clockNow ?? systemNow();
      adminOnB = await b.tokenFor('admin@demo.test');
      organizationId = await organizationIdOf(a.dataSource, 'owner@demo.test');
    }, 60_000);

    afterEach(() => {
      clockNow = null;
    });

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('sees a role changed through the other process as soon as its notification arrives', async () => {
      const notifications = notificationsOf(a);
      const { email, token } = await cachedInA();
      const changed = await b.request('POST', '/api/admin/update-user', { token: adminOnB, body: { email, role: 'manager' } });
      expect(changed.status).toBe(200);
      const seen = await untilSeen(notifications, () => me(a, token), (response) => roleOf(response) === 'manager');
      expect(seen.status).toBe(200);
    });

    it('refuses a user made inactive through the other process as soon as its notification arrives', async () => {
      const notifications = notificationsOf(a);
      const { id, token } = await cachedInA();
      await b.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [id]);
      const seen = await untilSeen(notifications, () => me(a, token), (response) => response.status !== 200);
      expect(seen).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
    });

    // Last: A stops listening for the rest of the suite.
    it('sees the change within USER_CACHE_TTL_MS even when no notification arrives', async () => {
      await a.api.app.get(UserChangesListener).onApplicationShutdown();
      clockNow = Date.now();
      const { email, token } = await cachedInA();
      expect((await b.request('POST', '/api/admin/update-user', { token: adminOnB, body: { email, role: 'payee' } })).status).toBe(200);
      // Within the bound the cached row may still answer, at its end it no longer does.
      clockNow += DEFAULT_USER_CACHE_TTL_MS - 1;
      expect(roleOf(await me(a, token))).toBe('crew_member');
      clockNow += 1;
      expect(roleOf(await me(a, token))).toBe('payee');
    });
  });
}
