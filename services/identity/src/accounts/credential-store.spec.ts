import { DEMO_PASSWORD, DEMO_USERS } from '@fsp/contracts';
import { migrate } from '../database/migrations.js';
import type { SqlClient } from '../database/sql-client.js';
import { SqlAdapter } from '../oidc/sql-adapter.js';
import { CredentialStore, DuplicateEmailError } from './credential-store.js';
import { seedDemoAccounts } from './seed-demo-accounts.js';
import { sqlBackends } from '../testing/sql-backends.js';

const backends = sqlBackends();

describe.each(backends)('credential store on $name', (backend) => {
  let db: SqlClient;
  let cleanup: () => Promise<void>;
  let store: CredentialStore;

  beforeAll(async () => {
    ({ db, cleanup } = await backend.open());
    await migrate(db);
    await migrate(db);
    store = new CredentialStore(db);
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

  it('refuses a second account with the same e-mail in any case', async () => {
    await store.create({ email: 'dup@example.com', password: 'password-1' });
    await expect(store.create({ email: 'DUP@example.com', password: 'password-2' })).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('seeds the demo accounts once and never overwrites them', async () => {
    const first = await seedDemoAccounts(store);
    expect(first).toEqual(DEMO_USERS.map((user) => user.email));
    for (const user of DEMO_USERS) {
      expect(await store.authenticate(user.email, DEMO_PASSWORD)).toMatchObject({ email: user.email, name: user.name });
    }
    expect(await seedDemoAccounts(store)).toEqual([]);
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
