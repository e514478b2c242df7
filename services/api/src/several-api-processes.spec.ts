import { API_ERRORS, type UserProfile } from '@fsp/contracts';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { ApiConfig } from './config/api-config.js';
import { ProbeModule } from './testing/probe.module.js';
import { startTestApi, type TestApi, type TestResponse } from './testing/start-test-api.js';
import { testDatabases } from './testing/test-databases.js';

const PROBE = '/api/public/probe';
const REDIS_URL = 'redis://127.0.0.1:6379';
const BOOT_TIMEOUT_MS = 60_000;
const REQUEST_TIMEOUT_MS = 5_000;

/** GET through a chosen loopback source address, as a proxy other than the trusted one would connect. */
function getFrom(t: TestApi, localAddress: string, path: string, headers: Record<string, string>): Promise<TestResponse<string>> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${t.api.url}${path}`, { localAddress, headers, timeout: REQUEST_TIMEOUT_MS }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          headers: Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, String(value)])),
        }),
      );
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on('error', reject);
  });
}

const forwardedFor = (chain: string) => ({ headers: { 'x-forwarded-for': chain } });

describe.each(testDatabases())('client addresses and the messaging budget on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database, {
      extraModules: [ProbeModule],
      config: {
        // Only 127.0.0.1 is the load balancer; 127.0.0.2 connects like any other client.
        trustedProxies: ['127.0.0.1/32'],
        publicRateLimit: { limit: 2, windowMs: 60_000 },
        messageBudget: { limit: 3, windowMs: 60 * 60_000 },
      },
    });
  }, BOOT_TIMEOUT_MS);

  afterAll(async () => {
    await t?.close();
  });

  it('gives every forwarded client its own budget behind a trusted proxy', async () => {
    const first = await t.request('GET', PROBE, forwardedFor('203.0.113.1'));
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect((await t.request('GET', PROBE, forwardedFor('203.0.113.1'))).status).toBe(200);
    const refused = await t.request('GET', PROBE, forwardedFor('203.0.113.1'));
    expect(refused).toMatchObject({ status: 429, body: { error: API_ERRORS.tooManyRequests } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const other = await t.request('GET', PROBE, forwardedFor('203.0.113.2'));
    expect(other.status).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('1');
  });

  it('does not let a forged address at the left of the chain reset a budget', async () => {
    for (let i = 0; i < 2; i += 1) await t.request('GET', PROBE, forwardedFor('203.0.113.3'));
    // The client sent "X-Forwarded-For: 198.51.100.7"; the proxy appended the address it saw.
    const forged = await t.request('GET', PROBE, forwardedFor('198.51.100.7, 203.0.113.3'));
    expect(forged).toMatchObject({ status: 429, body: { error: API_ERRORS.tooManyRequests } });
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const first = await getFrom(t, '127.0.0.2', PROBE, { 'x-forwarded-for': '203.0.113.4' });
    expect(first).toMatchObject({ status: 200, headers: { 'x-ratelimit-remaining': '1' } });
    // Another claimed address draws on the same budget: the connecting address's.
    const second = await getFrom(t, '127.0.0.2', PROBE, { 'x-forwarded-for': '203.0.113.5' });
    expect(second).toMatchObject({ status: 200, headers: { 'x-ratelimit-remaining': '0' } });
    expect((await getFrom(t, '127.0.0.2', PROBE, { 'x-forwarded-for': '203.0.113.6' })).status).toBe(429);
  });

  it('limits the e-mails and text messages one organization sends, customer and crew invitations alike', async () => {
    const owner = await t.tokenFor('owner@demo.test');
    const sent = [
      await t.request('POST', '/api/owner/invitations/email', { token: owner, body: { email: 'budget.1@example.test' } }),
      await t.request('POST', '/api/owner/invitations/sms', { token: owner, body: { phone: '+1 555 010 7001' } }),
      await t.request('POST', '/api/owner/invitations/email', { token: owner, body: { email: 'budget.2@example.test' } }),
    ];
    expect(sent.map((response) => response.status)).toEqual([201, 201, 201]);

    const overBudget = [
      await t.request('POST', '/api/owner/invitations/email', { token: owner, body: { email: 'budget.3@example.test' } }),
      await t.request('POST', '/api/owner/invitations/sms', { token: owner, body: { phone: '+1 555 010 7002' } }),
      await t.request('POST', '/api/owner/invitations', { token: owner, body: { email: 'new.crew@example.test', role: 'crew_member' } }),
    ];
    for (const response of overBudget) {
      expect(response).toMatchObject({ status: 429, body: { error: API_ERRORS.messagingBudgetExceeded } });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    const outbox = (await t.dataSource.query(`SELECT recipient FROM outbox_messages WHERE recipient LIKE 'budget.%'`)) as unknown[];
    expect(outbox).toHaveLength(2);

    // Another organization has a budget of its own; a QR invite sends nothing and is not counted.
    const otherOwner = await t.tokenFor('owner2@demo.test');
    const other = await t.request('POST', '/api/owner/invitations/email', { token: otherOwner, body: { email: 'other.org@example.test' } });
    expect(other.status).toBe(201);
    expect((await t.request('POST', '/api/owner/invitations/create', { token: owner, body: { via: 'qr' } })).status).toBe(201);
  });
});

/** Two API processes on one PostgreSQL schema, as behind a load balancer; PGlite serves one process only. */
const postgres = testDatabases().includes('postgresql');

async function startPair(config: Partial<ApiConfig>, sharedDatabaseOf?: TestApi): Promise<[TestApi, TestApi]> {
  const first = await startTestApi('postgresql', { extraModules: [ProbeModule], config, alongside: sharedDatabaseOf });
  try {
    const second = await startTestApi('postgresql', { extraModules: [ProbeModule], config, alongside: sharedDatabaseOf ?? first });
    return [first, second];
  } catch (error) {
    await first.close();
    throw error;
  }
}

/** Alternates between the two processes and returns each answer's status. */
async function alternate(a: TestApi, b: TestApi, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await (i % 2 === 0 ? a : b).request('GET', PROBE)).status);
  return statuses;
}

if (postgres) {
  describe('two API processes on one PostgreSQL database', () => {
    let a: TestApi;
    let b: TestApi;

    beforeAll(async () => {
      [a, b] = await startPair({ publicRateLimit: { limit: 4, windowMs: 60_000 } });
    }, BOOT_TIMEOUT_MS);

    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    const publicCounter = async (): Promise<unknown[]> =>
      (await a.dataSource.query(`SELECT points FROM rate_limit_counters WHERE key = 'public:127.0.0.1'`)) as unknown[];

    it('share one public rate-limit budget kept in PostgreSQL', async () => {
      expect(await alternate(a, b, 6)).toEqual([200, 200, 200, 200, 429, 429]);
      expect(await publicCounter()).toEqual([{ points: 6 }]);
    });

    it('see an impersonation started through the other', async () => {
      const adminToken = await a.tokenFor('admin@demo.test');
      const ownerId = await a.userIdOf('owner@demo.test');
      const started = await a.request('POST', '/api/admin/impersonate/start', { token: adminToken, body: { user_id: ownerId } });
      expect(started).toMatchObject({ status: 200, body: { impersonating: true, target_user_id: ownerId } });

      const seenByB = await b.request<UserProfile>('GET', '/api/users/me', { token: adminToken });
      expect(seenByB.body).toMatchObject({ id: ownerId, role: 'owner', impersonating: true, real_user: { email: 'admin@demo.test' } });

      expect((await b.request('POST', '/api/admin/impersonate/stop', { token: adminToken })).status).toBe(200);
      const seenByA = await a.request<UserProfile>('GET', '/api/users/me', { token: adminToken });
      expect(seenByA.body).toMatchObject({ email: 'admin@demo.test', impersonating: false, real_user: null });
    });

    it('refuse a user deactivated through the other', async () => {
      const crewToken = await a.tokenFor('crew@demo.test');
      expect((await b.request('GET', '/api/users/me', { token: crewToken })).status).toBe(200);
      // No API route deactivates a user yet; this writes what one would, through process A's connection pool.
      await a.dataSource.query(`UPDATE users SET status = 'inactive' WHERE lower(email) = 'crew@demo.test'`);
      for (const process of [b, a]) {
        expect(await process.request('GET', '/api/users/me', { token: crewToken })).toMatchObject({
          status: 403,
          body: { error: API_ERRORS.inactiveUser },
        });
      }
    });

    describe('counting rate limits in Redis', () => {
      let c: TestApi;
      let d: TestApi;

      beforeAll(async () => {
        // Beside the pair above, on the same schema, under a key prefix of their own.
        const redis = { url: REDIS_URL, keyPrefix: `fsp-test-${randomBytes(6).toString('hex')}:` };
        [c, d] = await startPair({ publicRateLimit: { limit: 3, windowMs: 60_000 }, redis }, a);
      }, BOOT_TIMEOUT_MS);

      afterAll(async () => {
        await d?.close();
        await c?.close();
      });

      it('shares one public rate-limit budget', async () => {
        const inPostgres = await publicCounter();
        expect(await alternate(c, d, 5)).toEqual([200, 200, 200, 429, 429]);
        expect(await publicCounter()).toEqual(inPostgres);
      });

      it('refuses to start when Redis cannot be reached instead of waiting for it', async () => {
        const unreachable = { url: 'redis://127.0.0.1:1', keyPrefix: 'fsp-test-unreachable:' };
        await expect(startTestApi('postgresql', { alongside: a, config: { redis: unreachable } })).rejects.toThrow(
          'Could not connect to Redis',
        );
      });
    });
  });
}
