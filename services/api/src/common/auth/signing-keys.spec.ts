import { API_ERRORS, LOCAL_AUTH_DEFAULTS, type UserProfile } from '@fsp/contracts';
import { createServer, type AddressInfo } from 'node:net';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

/** A port nothing listens on: bound, read, released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(testDatabases())('access tokens and the signing keys on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('accepts a token that expired 10 s ago (clock tolerance) and refuses one 2 minutes past', async () => {
    const now = Math.floor(Date.now() / 1000);
    const lately = await t.tokenFor('owner@demo.test', { expiresIn: now - 10 });
    expect((await t.request<UserProfile>('GET', '/api/users/me', { token: lately })).status).toBe(200);
    const stale = await t.tokenFor('owner@demo.test', { expiresIn: now - 120 });
    expect(await t.request('GET', '/api/users/me', { token: stale })).toMatchObject({
      status: 401,
      body: { error: API_ERRORS.invalidToken },
    });
  });
});

describe.each(testDatabases())('an unreachable identity provider on %s', (database) => {
  const issuer = 'http://identity.invalid/';
  let t: TestApi;

  beforeAll(async () => {
    const jwksUrl = `http://127.0.0.1:${await closedPort()}/.well-known/jwks.json`;
    t = await startTestApi(database, { config: { auth: { issuer, audience: LOCAL_AUTH_DEFAULTS.audience, jwksUrl } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 503 with a clear error instead of calling the token invalid', async () => {
    const token = await t.tokenFor('owner@demo.test', { issuer });
    const response = await t.request('GET', '/api/users/me', { token });
    expect(response).toEqual(expect.objectContaining({ status: 503, body: { error: API_ERRORS.signInUnavailable } }));
  });
});
