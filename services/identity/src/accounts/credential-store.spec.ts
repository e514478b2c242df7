import { DEMO_PASSWORD, DEMO_USERS } from '@fsp/contracts';
import { migrate } from '../database/migrations.js';
import type { SqlClient } from '../database/sql-client.js';
import { SqlAdapter } from '../oidc/sql-adapter.js';
import { CredentialStore, DuplicateEmailError } from './credential-store.js';
import { seedDemoAccounts } from './seed-demo-accounts.js';
import { sqlBackends } from '../testing/sql-backends.js';
import { FAST_HASH_COST } from '../testing/fast-hash-cost.js';
import { DEFAULT_PASSWORD_HASH_COST, hashPassword, needsRehash } from './password-hash.js';

const backends = sqlBackends();

describe.each(backends)('credential store on $name', (backend) => {
  let db: SqlClient;
  let cleanup: () => Promise<void>;
  let store: CredentialStore;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    await migrate(db);
    await migrate(db);
    store = new CredentialStore(db, FAST_HASH_COST);
  }, 20_000);

  afterAll(() => cleanup?.());

  it('creates an account with a salted scrypt hash and authenticates it case-insensitively', async () => {
    const account = await store.create({ email: ' Pat@Example.COM ', password: 'correct horse', name: ' Pat ', signupIntent: 'trial' });
    expect(account).toMatchObject({ email: 'pat@example.com', name: 'Pat', signupIntent: 'trial' });
    expect(account.id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM identity_accounts WHERE id = $1', [account.id]);
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain('correct horse');

    expect(await store.authenticate('PAT@example.com', 'correct horse')).toMatchObject({ id: account.id });
    expect(await store.authenticate('pat@example.com', 'wrong horse')).toBeUndefined();
    expect(await store.authenticate('nobody@example.com', 'correct horse')).toBeUndefined();
    expect(await store.findById(account.id)).toMatchObject({ email: 'pat@example.com' });
  });

  it('hashes at N=2^17, r=8, p=1 by default and upgrades a weaker hash on the next successful sign-in', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const current = new CredentialStore(db);
    expect(current.hashCost).toBe(DEFAULT_PASSWORD_HASH_COST);
    const hashOf = async (id: string) =>
      (await db.query<{ password_hash: string }>('SELECT password_hash FROM identity_accounts WHERE id = $1', [id]))[0].password_hash;

    // An account hashed in the previous format (N=2^14) …
    const legacy = await store.create({ email: 'legacy@example.com', password: 'old-format-password' });
    await db.query('UPDATE identity_accounts SET password_hash = $1 WHERE id = $2', [
      await hashPassword('old-format-password', { N: 2 ** 14, r: 8, p: 1 }),
      legacy.id,
    ]);
    expect(await hashOf(legacy.id)).toMatch(/^scrypt\$16384\$8\$1\$/);

    // … keeps it through a failed sign-in, and is re-hashed at the current cost by a successful one.
    expect(await current.authenticate('legacy@example.com', 'wrong-password')).toBeUndefined();
    expect(await hashOf(legacy.id)).toMatch(/^scrypt\$16384\$/);
    expect(await current.authenticate('legacy@example.com', 'old-format-password')).toMatchObject({ id: legacy.id });
    const upgraded = await hashOf(legacy.id);
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(upgraded, DEFAULT_PASSWORD_HASH_COST)).toBe(false);
    expect(await current.authenticate('legacy@example.com', 'old-format-password')).toMatchObject({ id: legacy.id });
  }, 20_000);

  it('refuses a second account with the same e-mail in any case', async () => {
    await store.create({ email: 'dup@example.com', password: 'password-1' });
    await expect(store.create({ email: 'DUP@example.com', password: 'password-2' })).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('seeds the demo accounts once, verified, and never overwrites their passwords', async () => {
    const first = await seedDemoAccounts(store);
    expect(first).toEqual(DEMO_USERS.map((user) => user.email));
    for (const user of DEMO_USERS) {
      expect(await store.authenticate(user.email, DEMO_PASSWORD)).toMatchObject({ email: user.email, name: user.name, emailVerified: true });
    }
    // Demo accounts seeded before e-mails were tracked are marked verified on the next start.
    await db.query('UPDATE identity_accounts SET email_verified = false');
    expect(await seedDemoAccounts(store)).toEqual([]);
    for (const user of DEMO_USERS) expect((await store.findByEmail(user.email))?.emailVerified).toBe(true);
  });

  it('stores oidc-provider models with consume, uid lookup, grant revocation and expiry', async () => {
    const sessions = new SqlAdapter(db, 'Session');
    const tokens = new SqlAdapter(db, 'RefreshToken');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('uid-1')).toMatchObject({ accountId: 'a' });

    await tokens.upsert('t1', { grantId: 'g1', accountId: 'a' }, 60);
    await tokens.upsert('t2', { grantId: 'g2', accountId: 'a' }, 60);
    await tokens.consume('t1');
    expect((await tokens.find('t1'))?.consumed).toEqual(expect.any(Number));
    await tokens.revokeByGrantId('g1');
    expect(await tokens.find('t1')).toBeUndefined();
    expect(await tokens.find('t2')).toMatchObject({ grantId: 'g2' });

    await tokens.upsert('expired', { grantId: 'g3' }, -1);
    expect(await tokens.find('expired')).toBeUndefined();
    await tokens.destroy('t2');
    expect(await tokens.find('t2')).toBeUndefined();
  });
});
