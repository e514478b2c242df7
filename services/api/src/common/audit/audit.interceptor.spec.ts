import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

interface AuditRow {
  method: string;
  path: string;
  status_code: number;
}

/** The audit trail records a signed-in user's writes (refused ones too) and nothing for reads. */
describe.each(testDatabases())('the audit trail on %s', (database) => {
  let t: TestApi;
  let token: string;
  let userId: string;
  const eventsOf = async (): Promise<AuditRow[]> =>
    (await t.dataSource.query(`SELECT method, path, status_code FROM audit_events WHERE actor_user_id = $1 ORDER BY created_at`, [
      userId,
    ])) as AuditRow[];

  beforeAll(async () => {
    t = await startTestApi(database);
    token = await t.tokenFor('crew@demo.test');
    userId = await t.userIdOf('crew@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('records nothing for reads', async () => {
    const before = await eventsOf();
    expect((await t.request('GET', '/api/users/me', { token })).status).toBe(200);
    expect((await fetch(`${t.api.url}/api/users/me`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await t.request('GET', '/api/users/me?probe=1', { token })).status).toBe(200);
    expect(await eventsOf()).toEqual(before);
  });

  it('records each write with the status it answered, refused ones included', async () => {
    const before = await eventsOf();
    expect((await t.request('PUT', '/api/users/update-me', { token, body: { name: 'Cody Crew' } })).status).toBe(200);
    expect((await t.request('PUT', '/api/users/update-me', { token, body: {} })).status).toBe(400);
    expect(await eventsOf()).toEqual([
      ...before,
      { method: 'PUT', path: '/api/users/update-me', status_code: 200 },
      { method: 'PUT', path: '/api/users/update-me', status_code: 400 },
    ]);
  });
});
