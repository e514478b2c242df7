import { API_ERRORS, type AdminUsersResponse } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases())('GET /api/admin/users on %s', (database) => {
  let t: TestApi;
  let adminToken: string;

  const list = async (query = '') =>
    t.request<AdminUsersResponse>('GET', `/api/admin/users${query}`, { token: adminToken });

  beforeAll(async () => {
    t = await startTestApi(database);
    adminToken = await t.tokenFor('admin@demo.test');
    await t.dataSource.query(`
      INSERT INTO users (email, name, role, status) VALUES
        ('zed.inactive@example.com', 'Zed Gone', 'user', 'inactive'),
        ('payee@example.com', 'Pat Payee', 'payee', 'active'),
        ('percent%user@example.com', 'Percy', 'user', 'active')`);
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['owner@demo.test', 403],
    ['manager@demo.test', 403],
    ['crew@demo.test', 403],
    ['newbie@example.com', 403],
    ['admin@demo.test', 200],
  ])('answers %s with %i', async (email, status) => {
    const response = await t.request('GET', '/api/admin/users', { token: await t.tokenFor(email) });
    expect(response.status).toBe(status);
    if (status === 403) expect(response.body).toEqual({ error: API_ERRORS.adminRequired });
  });

  it('compares roles case-insensitively', async () => {
    await t.dataSource.query(`INSERT INTO users (email, role) VALUES ('shouty@example.com', 'ADMIN')`);
    const response = await t.request('GET', '/api/admin/users', { token: await t.tokenFor('shouty@example.com') });
    expect(response.status).toBe(200);
  });

  it('lists active users ordered by e-mail with the default page size', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    const emails = response.body.users.map((user) => user.email);
    const byCodePoint = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);
    expect(emails).toEqual([...emails].sort(byCodePoint));
    expect(emails).toContain('owner@demo.test');
    expect(emails).not.toContain('zed.inactive@example.com');
    expect(response.body.totalPages).toBe(1);
    expect(response.body.users.find((user) => user.email === 'owner@demo.test')).toEqual({
      id: expect.any(String),
      email: 'owner@demo.test',
      name: 'Olivia Owner',
      role: 'owner',
      status: 'active',
      organization_id: expect.any(String),
    });
  });

  it('includes inactive users with status=all', async () => {
    const response = await list('?status=all&limit=1000&page=1');
    expect(response.body.users.map((user) => user.email)).toContain('zed.inactive@example.com');
  });

  it('pages', async () => {
    const all = (await list('?status=all&limit=1000')).body.users;
    const first = await list('?status=all&limit=2&page=1');
    const second = await list('?status=all&limit=2&page=2');
    expect(first.body.totalPages).toBe(Math.ceil(all.length / 2));
    expect(first.body.users.map((u) => u.email)).toEqual(all.slice(0, 2).map((u) => u.email));
    expect(second.body.users.map((u) => u.email)).toEqual(all.slice(2, 4).map((u) => u.email));
    const beyond = await list(`?status=all&limit=2&page=${first.body.totalPages + 1}`);
    expect(beyond.body.users).toEqual([]);
  });

  it.each([
    ['name', 'olivia', ['owner@demo.test']],
    ['e-mail', 'OWNER2@', ['owner2@demo.test']],
    ['role', 'PAYEE', ['payee@example.com']],
    ['literal %', '%user', ['percent%user@example.com']],
  ])('searches by %s, case-insensitively', async (_label, search, expected) => {
    const response = await list(`?status=all&search=${encodeURIComponent(search)}`);
    expect(response.body.users.map((user) => user.email)).toEqual(expected);
  });

  it('lists one organization’s members with organization_id, inactive ones too with status=all', async () => {
    const [{ organization_id: organizationId }] = await t.dataSource.query<Array<{ organization_id: string }>>(
      `SELECT organization_id FROM users WHERE email = 'owner@demo.test'`,
    );
    await t.dataSource.query(`INSERT INTO users (email, role, status, organization_id) VALUES ('gone.member@example.com', 'crew_member', 'inactive', $1)`, [
      organizationId,
    ]);
    const members: Array<{ email: string }> = await t.dataSource.query(`SELECT email FROM users WHERE organization_id = $1`, [organizationId]);
    const byEmail = (users: ReadonlyArray<{ email: string }>) => users.map((user) => user.email).sort();

    const everyone = await list(`?status=all&limit=1000&organization_id=${organizationId}`);
    expect(byEmail(everyone.body.users)).toEqual(byEmail(members));
    expect(everyone.body.users.every((user) => user.organization_id === organizationId)).toBe(true);
    const active = await list(`?organization_id=${organizationId}&limit=1000`);
    expect(byEmail(active.body.users)).toEqual(byEmail(members).filter((email) => email !== 'gone.member@example.com'));
    const none = await list(`?status=all&organization_id=00000000-0000-4000-8000-000000000000`);
    expect(none.body).toEqual({ users: [], totalPages: 1 });
  });

  it.each([
    ['?organization_id=not-a-uuid', 'organization_id must be a UUID'],
    ['?page=0', 'page must be at least 1'],
    ['?limit=1001', 'limit must be at most 1000'],
    ['?limit=abc', 'limit must be a whole number'],
    ['?page=1.5', 'page must be a whole number'],
    ['?status=archived', 'status must be one of: active, all'],
    ['?sort=email', 'property sort should not exist'],
  ])('refuses %s with 400', async (query, error) => {
    expect(await list(query)).toMatchObject({ status: 400, body: { error } });
  });
});
