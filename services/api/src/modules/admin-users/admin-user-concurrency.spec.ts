import { ADMIN_MESSAGES, type AdminUser } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedUser } from '../teams/testing/seed-crew.js';
import { ownersOf, ownerUserIdOf, seedOrganizationRow, userRow } from './testing/admin-users-fixtures.js';

/** Rounds per race: on PostgreSQL the two requests really run at once, so a missing lock shows within a few. */
const ROUNDS = 6;

type Outcome = { status: number; body: AdminUser | { error: string } };

/** Exactly one of two racing saves went through; the other was refused with `status` and `error`. */
function oneWinner(outcomes: readonly Outcome[], status: number, error: string): number {
  const winners = outcomes.map((outcome, index) => (outcome.status === 200 ? index : -1)).filter((index) => index >= 0);
  expect(winners).toHaveLength(1);
  const loser = outcomes.find((outcome) => outcome.status !== 200);
  expect(loser).toMatchObject({ status, body: { error } });
  return winners[0] ?? -1;
}

describe.each(testDatabases())('Two admins saving users at once on %s', (database) => {
  let t: TestApi;
  let first: string;
  let second: string;

  const update = (token: string, body: unknown) => t.request<AdminUser | { error: string }>('POST', '/api/admin/update-user', { token, body });

  beforeAll(async () => {
    t = await startTestApi(database);
    await t.dataSource.query(`INSERT INTO users (email, name, role) VALUES ('racing.admin@example.com', 'Rae Racer', 'admin')`);
    first = await t.tokenFor('admin@demo.test');
    second = await t.tokenFor('racing.admin@example.com');
    // Both admins' first sign-in is done before the races.
    await t.request('GET', '/api/users/me', { token: first });
    await t.request('GET', '/api/users/me', { token: second });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('never makes two owners of one organization', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const organizationId = await seedOrganizationRow(t.dataSource, `Contested Lawns ${round}`);
      const ids = [
        await seedUser(t.dataSource, organizationId, { email: `contender.a${round}@example.com`, role: 'manager' }),
        await seedUser(t.dataSource, organizationId, { email: `contender.b${round}@example.com`, role: 'manager' }),
      ];
      const outcomes = await Promise.all([
        update(first, { email: `contender.a${round}@example.com`, role: 'owner' }),
        update(second, { email: `contender.b${round}@example.com`, role: 'owner' }),
      ]);
      const winner = oneWinner(outcomes, 409, ADMIN_MESSAGES.oneOwnerPerOrganization);
      expect(await ownersOf(t.dataSource, organizationId)).toEqual([ids[winner]]);
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBe(ids[winner]);
    }
  });

  it('never makes two owners when owners of two organizations move into a third at once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const target = await seedOrganizationRow(t.dataSource, `Merger Target ${round}`);
      const movers: string[] = [];
      for (const side of ['a', 'b']) {
        const home = await seedOrganizationRow(t.dataSource, `Merger Home ${side}${round}`);
        await seedUser(t.dataSource, home, { email: `merging.${side}${round}@example.com`, role: 'manager' });
        expect(await update(first, { email: `merging.${side}${round}@example.com`, role: 'owner' })).toMatchObject({ status: 200 });
        movers.push(await t.userIdOf(`merging.${side}${round}@example.com`));
      }
      const outcomes = await Promise.all([
        update(first, { email: `merging.a${round}@example.com`, organization_id: target }),
        update(second, { email: `merging.b${round}@example.com`, organization_id: target }),
      ]);
      const winner = oneWinner(outcomes, 409, ADMIN_MESSAGES.oneOwnerPerOrganization);
      expect(await ownersOf(t.dataSource, target)).toEqual([movers[winner]]);
      expect(await ownerUserIdOf(t.dataSource, target)).toBe(movers[winner]);
    }
  });

  it('never makes an inactive owner', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const organizationId = await seedOrganizationRow(t.dataSource, `Wavering Cleaning ${round}`);
      const email = `wavering${round}@example.com`;
      await seedUser(t.dataSource, organizationId, { email, role: 'manager' });
      const outcomes = await Promise.all([update(first, { email, role: 'owner' }), update(second, { email, status: 'inactive' })]);
      const winner = oneWinner(outcomes, 400, ADMIN_MESSAGES.ownerCannotBeInactive);
      const row = await userRow(t.dataSource, email);
      expect(row).toMatchObject(winner === 0 ? { role: 'owner', status: 'active' } : { role: 'manager', status: 'inactive' });
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBe(winner === 0 ? row?.id : null);
    }
  });
});
