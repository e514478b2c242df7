import { API_ERRORS, type UserProfile } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { AccessTokenVerifier, CLOCK_TOLERANCE_SECONDS } from './access-token-verifier.js';
import { AuthClock } from './auth-clock.js';
import { VERIFIED_TOKEN_MAX_AGE_MS } from './verified-token-cache.js';

/** Verified tokens are reused until their `exp` or for VERIFIED_TOKEN_MAX_AGE_MS, whichever comes first. */
describe.each(testDatabases())('the verified-token cache on %s', (database) => {
  let t: TestApi;
  let clockNow: number;
  /** Signature checks made by the real verifier since the test began. */
  let verifications = 0;
  const me = (token: string) => t.request<UserProfile | { error: string }>('GET', '/api/users/me', { token });

  beforeAll(async () => {
    t = await startTestApi(database);
    t.api.app.get(AuthClock).now = () => clockNow;
    const verifier = t.api.app.get(AccessTokenVerifier);
    const verify = verifier.verify.bind(verifier);
    verifier.verify = (...args) => {
      verifications += 1;
      return verify(...args);
    };
  });

  beforeEach(() => {
    clockNow = Date.now();
    verifications = 0;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('checks a token once, then answers from the cache', async () => {
    const token = await t.tokenFor('owner@demo.test');
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    expect(verifications).toBe(1);
  });

  it('refuses an expired token even while it is cached', async () => {
    const expiresAt = Math.floor(clockNow / 1000) + 10;
    const token = await t.tokenFor('owner@demo.test', { expiresIn: expiresAt });
    expect((await me(token)).status).toBe(200);
    expect(verifications).toBe(1);

    // Past exp and the verifier's leeway, yet well within the cache's own 60 s: only the expiry check refuses it.
    clockNow = (expiresAt + CLOCK_TOLERANCE_SECONDS + 1) * 1000;
    expect(clockNow - Date.now()).toBeLessThan(VERIFIED_TOKEN_MAX_AGE_MS);
    expect(await me(token)).toMatchObject({ status: 401, body: { error: API_ERRORS.invalidToken } });
    expect(await me(token)).toMatchObject({ status: 401, body: { error: API_ERRORS.invalidToken } });
  });

  it('checks a long-lived token again after VERIFIED_TOKEN_MAX_AGE_MS', async () => {
    const token = await t.tokenFor('owner@demo.test', { expiresIn: '1h' });
    expect((await me(token)).status).toBe(200);
    clockNow += VERIFIED_TOKEN_MAX_AGE_MS - 1;
    expect((await me(token)).status).toBe(200);
    expect(verifications).toBe(1);
    clockNow += 1;
    expect((await me(token)).status).toBe(200);
    expect(verifications).toBe(2);
  });

  it('never caches a refused token', async () => {
    const forged = await t.tokens.signWithForeignKey({ subject: 'sub-owner@demo.test', email: 'owner@demo.test' });
    expect((await me(forged)).status).toBe(401);
    expect((await me(forged)).status).toBe(401);
    expect(verifications).toBe(2);
  });
});
