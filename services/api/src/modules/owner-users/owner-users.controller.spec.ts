import { API_ERRORS, type AdminUser, type UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases())('GET /api/owner/users/:id on %s (organization scope)', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('gives an owner a user of their own organization', async () => {
    const token = await t.tokenFor('owner@demo.test');
    const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
    const crewId = await t.userIdOf('crew@demo.test');
    const response = await t.request<AdminUser>('GET', `/api/owner/users/${crewId}`, { token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: crewId,
      email: 'crew@demo.test',
      name: 'Casey Crew',
      role: 'crew_member',
      status: 'active',
      organization_id: me.body.organization_id,
    });
  });

  it('lets a manager read their organization too', async () => {
    const response = await t.request('GET', `/api/owner/users/${await t.userIdOf('owner@demo.test')}`, {
      token: await t.tokenFor('manager@demo.test'),
    });
    expect(response.status).toBe(200);
  });

  it("answers another organization's user exactly like a missing one", async () => {
    const token = await t.tokenFor('owner@demo.test');
    const foreign = await t.request('GET', `/api/owner/users/${await t.userIdOf('owner2@demo.test')}`, { token });
    const missing = await t.request('GET', '/api/owner/users/00000000-0000-4000-8000-000000000000', { token });
    expect(foreign).toMatchObject({ status: 404, body: { error: API_ERRORS.userNotFound } });
    expect(missing).toMatchObject({ status: 404, body: foreign.body });
  });

  it('refuses a malformed id with 400', async () => {
    const response = await t.request('GET', '/api/owner/users/not-a-uuid', { token: await t.tokenFor('owner@demo.test') });
    expect(response).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
  });

  it('refuses crew members and admins by role', async () => {
    const id = await t.userIdOf('owner@demo.test');
    for (const email of ['crew@demo.test', 'admin@demo.test']) {
      const response = await t.request('GET', `/api/owner/users/${id}`, { token: await t.tokenFor(email) });
      expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
    }
  });

  it('refuses an owner without an organization', async () => {
    await t.dataSource.query(`INSERT INTO users (email, role) VALUES ('lonely.owner@example.com', 'owner')`);
    const response = await t.request('GET', `/api/owner/users/${await t.userIdOf('owner@demo.test')}`, {
      token: await t.tokenFor('lonely.owner@example.com'),
    });
    expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
  });
});
