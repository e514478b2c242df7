import { API_ERRORS, DEFAULT_PROFILE_SETTINGS, type UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

describe.each(testDatabases())('authentication on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('refuses a request without a token', async () => {
    const response = await t.request('GET', '/api/users/me');
    expect(response).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
  });

  it('refuses a malformed authorization header', async () => {
    const response = await t.request('GET', '/api/users/me', { headers: { authorization: 'Basic abc' } });
    expect(response).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
  });

  it.each([
    ['expired', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['wrong-audience', { audience: 'https://someone-else.example' }],
    ['wrong-issuer', { issuer: 'http://127.0.0.1:1/' }],
  ])('refuses an %s token', async (_label, overrides) => {
    const token = await t.tokenFor('owner@demo.test', overrides);
    const response = await t.request('GET', '/api/users/me', { token });
    expect(response).toMatchObject({ status: 401, body: { error: API_ERRORS.invalidToken } });
  });

  it('refuses an issuer that differs only by the trailing slash', async () => {
    const token = await t.tokenFor('owner@demo.test', { issuer: t.tokens.issuer.replace(/\/$/, '') });
    expect((await t.request('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('refuses a tampered token', async () => {
    const token = await t.tokenFor('owner@demo.test');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'sub-admin@demo.test' })).toString('base64url');
    const response = await t.request('GET', '/api/users/me', { token: `${header}.${forged}.${signature}` });
    expect(response).toMatchObject({ status: 401, body: { error: API_ERRORS.invalidToken } });
  });

  it('refuses a token signed by a key outside the JWKS', async () => {
    const token = await t.tokens.signWithForeignKey({ subject: 'sub-x', email: 'x@example.com' });
    expect((await t.request('GET', '/api/users/me', { token })).status).toBe(401);
  });

  it('creates a plain user without an organization at first sign-in', async () => {
    const token = await t.tokens.sign({ subject: 'sub-newcomer', email: 'Newcomer@Example.com', name: 'New Comer' });
    const first = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      id: expect.any(String),
      role: 'user',
      email: 'Newcomer@Example.com',
      name: 'New Comer',
      impersonating: false,
      real_user: null,
      organization_id: null,
      ...DEFAULT_PROFILE_SETTINGS,
    });
    const again = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(again.body.id).toBe(first.body.id);
  });

  it('creates one row when a new user fires several requests at once', async () => {
    const token = await t.tokens.sign({ subject: 'sub-burst', email: 'burst@example.com' });
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => t.request<UserProfile>('GET', '/api/users/me', { token })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
  });

  it('binds a demo e-mail (any case, standard claims) to its seeded role and organization', async () => {
    const token = await t.tokens.sign({
      subject: 'sub-manager-binding',
      email: 'MANAGER@demo.test',
      standardClaims: true,
    });
    const response = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'manager', email: 'manager@demo.test', name: 'Marcus Manager' });
    expect(response.body.organization_id).toEqual(expect.any(String));
    const [row] = (await t.dataSource.query(`SELECT auth_subject FROM users WHERE email = 'manager@demo.test'`)) as Array<{
      auth_subject: string;
    }>;
    expect(row?.auth_subject).toBe('sub-manager-binding');
  });

  it('never re-binds an account that another sign-in already claimed', async () => {
    const first = await t.tokens.sign({ subject: 'sub-claimed-first', email: 'claimed@example.com' });
    expect((await t.request('GET', '/api/users/me', { token: first })).status).toBe(200);
    const intruder = await t.tokens.sign({ subject: 'sub-claimed-second', email: 'CLAIMED@example.com' });
    const response = await t.request('GET', '/api/users/me', { token: intruder });
    expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.emailLinkedToAnotherSignIn } });
    expect((await t.request('GET', '/api/users/me', { token: first })).status).toBe(200);
  });

  it('refuses a token without an e-mail for an unknown subject', async () => {
    const token = await t.tokens.sign({ subject: 'sub-anonymous' });
    const response = await t.request('GET', '/api/users/me', { token });
    expect(response).toMatchObject({ status: 401, body: { error: API_ERRORS.missingEmailClaim } });
  });

  it('refuses an inactive user', async () => {
    await t.dataSource.query(`INSERT INTO users (email, status) VALUES ('gone@example.com', 'inactive')`);
    const token = await t.tokens.sign({ subject: 'sub-gone', email: 'gone@example.com' });
    const response = await t.request('GET', '/api/users/me', { token });
    expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
  });
});
