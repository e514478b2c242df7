import { migrate } from '../database/migrations.js';
import type { SqlClient } from '../database/sql-client.js';
import { sqlBackends } from '../testing/sql-backends.js';
import { FAST_HASH_COST } from '../testing/fast-hash-cost.js';
import { SqlAdapter } from '../oidc/sql-adapter.js';
import { CredentialStore } from './credential-store.js';
import { PasswordTicketStore } from './password-tickets.js';

describe.each(sqlBackends())('password tickets on $name', (backend) => {
  let db: SqlClient;
  let cleanup: () => Promise<void>;
  let accounts: CredentialStore;
  let tickets: PasswordTicketStore;
  let now = Date.now();

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    await migrate(db);
    await migrate(db);
    accounts = new CredentialStore(db, FAST_HASH_COST);
    tickets = new PasswordTicketStore(db, FAST_HASH_COST, () => new Date(now));
  }, 20_000);

  afterAll(() => cleanup?.());

  it('sets the password once, marks the e-mail verified when asked, and keeps only a hash of the secret', async () => {
    const account = await accounts.create({ email: 'once@example.test', password: 'unknown-password' });
    expect(account.emailVerified).toBe(false);
    const secret = await tickets.create({ accountId: account.id, resultUrl: 'http://localhost:4200/login', ttlSeconds: 600, markEmailVerified: true });

    const open = await tickets.findOpen(secret);
    expect(open?.email).toBe('once@example.test');
    expect(open?.expiresAt.getTime()).toBe(now + 600_000);
    const stored = await db.query<{ token_hash: string }>('SELECT token_hash FROM identity_password_tickets');
    expect(stored.map((row) => row.token_hash)).not.toContain(secret);

    expect(await tickets.redeem(secret, 'chosen-password')).toEqual({ resultUrl: 'http://localhost:4200/login' });
    expect((await accounts.authenticate('once@example.test', 'chosen-password'))?.emailVerified).toBe(true);
    expect(await tickets.findOpen(secret)).toBeUndefined();
    expect(await tickets.redeem(secret, 'second-password')).toBeUndefined();
    expect(await accounts.authenticate('once@example.test', 'second-password')).toBeUndefined();
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const account = await accounts.create({ email: 'race@example.test', password: 'unknown-password' });
    const secret = await tickets.create({ accountId: account.id, resultUrl: 'http://localhost:4200/', ttlSeconds: 600, markEmailVerified: false });
    const results = await Promise.all([tickets.redeem(secret, 'first-password'), tickets.redeem(secret, 'second-password')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await accounts.findByEmail('race@example.test'))?.emailVerified).toBe(false);
  });

  it('refuses and deletes expired tickets', async () => {
    const account = await accounts.create({ email: 'late@example.test', password: 'unknown-password' });
    const secret = await tickets.create({ accountId: account.id, resultUrl: 'http://localhost:4200/', ttlSeconds: 600, markEmailVerified: false });
    now += 599_000;
    expect(await tickets.findOpen(secret)).toMatchObject({ email: 'late@example.test' });
    now += 1_000;
    expect(await tickets.findOpen(secret)).toBeUndefined();
    expect(await tickets.redeem(secret, 'too-late-password')).toBeUndefined();
    await tickets.deleteExpired();
    expect(await db.query('SELECT 1 FROM identity_password_tickets WHERE account_id = $1', [account.id])).toHaveLength(0);
  });

  it("revokes the account's sessions, grants and refresh tokens, and only that account's", async () => {
    const account = await accounts.create({ email: 'revoked@example.test', password: 'old-password' });
    const other = await accounts.create({ email: 'kept@example.test', password: 'other-password' });
    const models = ['Session', 'Grant', 'RefreshToken', 'AccessToken'];
    for (const model of models) {
      await new SqlAdapter(db, model).upsert(`${model}-revoked`, { accountId: account.id, grantId: 'g-revoked' }, 600);
      await new SqlAdapter(db, model).upsert(`${model}-kept`, { accountId: other.id, grantId: 'g-kept' }, 600);
    }
    const secret = await tickets.create({ accountId: account.id, resultUrl: 'http://localhost:4200/', ttlSeconds: 600, markEmailVerified: false });
    expect(await tickets.redeem(secret, 'new-password')).toEqual({ resultUrl: 'http://localhost:4200/' });
    for (const model of models) {
      expect(await new SqlAdapter(db, model).find(`${model}-revoked`)).toBeUndefined();
      expect(await new SqlAdapter(db, model).find(`${model}-kept`)).toMatchObject({ accountId: other.id });
    }
  });
});
