import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD, DEMO_USERS } from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '../server.js';
import { SHELL_ORIGIN, startAuthorize, submitInteraction } from '../testing/authorize-flow.js';
import { FAST_HASH_COST } from '../testing/fast-hash-cost.js';
import { SIGNIN_ERRORS, tooManyAttemptsMessage } from './signup-validation.js';

const [owner, manager, crew] = DEMO_USERS;
const LIMITS = { perAccount: 3, perAddress: 5, windowSeconds: 600, lockSeconds: 300 };
let dataDir: string;
let server: RunningIdentityServer;
/** The identity service's clock; moving it forward stands in for waiting out a cool-down. */
let now = Date.now();

async function attempt(email: string, password: string): Promise<{ status: number; html: string; retryAfter: string | null } | 'signed-in'> {
  const start = await startAuthorize(server.url);
  const result = await submitInteraction(server.url, start, 'login', { email, password });
  if ('code' in result) return 'signed-in';
  return { status: result.page.status, html: await result.page.text(), retryAfter: result.page.headers.get('retry-after') };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'identity-sign-in-limits-'));
  server = await startIdentityServer({
    env: {},
    config: { port: 0, dataDir, allowedOrigins: [SHELL_ORIGIN], seedDemo: true, passwordHashCost: FAST_HASH_COST, signInLimits: LIMITS },
    log: () => undefined,
    clock: () => new Date(now),
  });
}, 30_000);

afterAll(async () => {
  await server?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('failed sign-ins', () => {
  it('locks an e-mail after its limit, even for the right password, then lets it in after the cool-down', async () => {
    for (let i = 0; i < LIMITS.perAccount; i += 1) {
      expect(await attempt(owner.email, 'wrong-password')).toMatchObject({ status: 401, html: expect.stringContaining(SIGNIN_ERRORS.wrongCredentials) });
    }
    const locked = await attempt(owner.email.toUpperCase(), DEMO_PASSWORD);
    expect(locked).toMatchObject({ status: 429, retryAfter: String(LIMITS.lockSeconds), html: expect.stringContaining(tooManyAttemptsMessage(LIMITS.lockSeconds)) });
    expect(tooManyAttemptsMessage(LIMITS.lockSeconds)).toBe('Too many failed sign-in attempts. Try again in 5 minutes.');

    // Another account from the same address is not affected by this e-mail's lock.
    expect(await attempt(manager.email, DEMO_PASSWORD)).toBe('signed-in');

    now += (LIMITS.lockSeconds - 60) * 1000;
    expect(await attempt(owner.email, DEMO_PASSWORD)).toMatchObject({ status: 429, html: expect.stringContaining('Try again in 1 minute.') });
    now += 61_000;
    expect(await attempt(owner.email, DEMO_PASSWORD)).toBe('signed-in');
  });

  it('forgets failures older than the window and clears an e-mail\'s count on success', async () => {
    for (let i = 0; i < LIMITS.perAccount - 1; i += 1) expect(await attempt(crew.email, 'wrong-password')).toMatchObject({ status: 401 });
    now += (LIMITS.windowSeconds + 1) * 1000;
    expect(await attempt(crew.email, 'wrong-password')).toMatchObject({ status: 401 });
    expect(await attempt(crew.email, DEMO_PASSWORD)).toBe('signed-in');
    for (let i = 0; i < LIMITS.perAccount - 1; i += 1) expect(await attempt(crew.email, 'wrong-password')).toMatchObject({ status: 401 });
    expect(await attempt(crew.email, DEMO_PASSWORD)).toBe('signed-in');
  });

  it('locks a client address that fails across many e-mails, unknown ones included', async () => {
    now += (LIMITS.windowSeconds + 1) * 1000;
    for (let i = 0; i < LIMITS.perAddress; i += 1) {
      expect(await attempt(`nobody.${i}@example.test`, 'wrong-password')).toMatchObject({ status: 401 });
    }
    expect(await attempt(manager.email, DEMO_PASSWORD)).toMatchObject({ status: 429, html: expect.stringContaining('Too many failed sign-in attempts') });
    now += LIMITS.lockSeconds * 1000;
    expect(await attempt(manager.email, DEMO_PASSWORD)).toBe('signed-in');
  });

  it('keeps the counts in the database, so a restart does not reset them', async () => {
    now += (LIMITS.windowSeconds + 1) * 1000;
    for (let i = 0; i < LIMITS.perAccount; i += 1) expect(await attempt(owner.email, 'wrong-password')).toMatchObject({ status: 401 });
    const port = server.config.port;
    await server.close();
    server = await startIdentityServer({
      env: {},
      config: { port, dataDir, allowedOrigins: [SHELL_ORIGIN], seedDemo: false, passwordHashCost: FAST_HASH_COST, signInLimits: LIMITS },
      log: () => undefined,
      clock: () => new Date(now),
    });
    expect(await attempt(owner.email, DEMO_PASSWORD)).toMatchObject({ status: 429 });
  }, 30_000);
});
