import { migrate } from '../database/migrations.js';
import type { SqlClient } from '../database/sql-client.js';
import { sqlBackends } from '../testing/sql-backends.js';
import { clientAddress, SignInThrottle } from './sign-in-throttle.js';

const LIMITS = { perAccount: 2, perAddress: 3, windowSeconds: 60, lockSeconds: 120 };

describe.each(sqlBackends())('sign-in throttle on $name', (backend) => {
  let db: SqlClient;
  let cleanup: () => Promise<void>;
  let throttle: SignInThrottle;
  let now = Date.UTC(2030, 0, 1);

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    await migrate(db);
    throttle = new SignInThrottle(db, LIMITS, () => new Date(now));
  }, 20_000);

  afterAll(() => cleanup?.());

  it('locks an e-mail at its limit for the cool-down, then forgets it', async () => {
    const subject = { email: 'Pat@Example.test', address: '10.0.0.1' };
    await throttle.recordFailure(subject);
    expect(await throttle.retryAfterSeconds(subject)).toBe(0);
    await throttle.recordFailure({ ...subject, email: 'pat@example.test', address: '10.0.0.2' });
    expect(await throttle.retryAfterSeconds({ email: 'pat@example.test', address: '10.0.0.9' })).toBe(120);
    now += 119_500;
    expect(await throttle.retryAfterSeconds(subject)).toBe(1);
    now += 500;
    expect(await throttle.retryAfterSeconds(subject)).toBe(0);
    await throttle.deleteStale();
    expect(await db.query(`SELECT key FROM identity_sign_in_failures WHERE key LIKE 'account:%'`)).toEqual([]);
  });

  it('counts an address across e-mails, restarts the count after the window, and keeps it on success', async () => {
    const from = (email: string) => ({ email, address: '192.0.2.7' });
    await throttle.recordFailure(from('a@example.test'));
    await throttle.recordFailure(from('b@example.test'));
    now += 61_000;
    await throttle.recordFailure(from('c@example.test'));
    await throttle.recordSuccess(from('c@example.test'));
    expect(await throttle.retryAfterSeconds(from('d@example.test'))).toBe(0);
    await throttle.recordFailure(from('d@example.test'));
    await throttle.recordFailure(from('e@example.test'));
    expect(await throttle.retryAfterSeconds(from('f@example.test'))).toBe(120);
  });

  it('reads IPv4 clients of a dual-stack socket as IPv4', () => {
    expect(clientAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientAddress('::1')).toBe('::1');
    expect(clientAddress(undefined)).toBe('unknown');
  });
});
