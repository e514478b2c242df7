import type { DataSource } from 'typeorm';
import type { TestApi } from '../../../testing/start-test-api.js';
import { seedCustomer } from '../../customers/testing/seed-customer.js';
import { seedOrganization, seedService, seedTeam, seedUser } from './seed-schedule-rows.js';

/** Two organizations for the write tests: `own` with a user per role, a team and services; `other` to prove tenancy. */
export interface WriteFixtures {
  own: string;
  other: string;
  tokens: { owner: string; manager: string; crew: string; customer: string; admin: string; otherOwner: string };
  ownerId: string;
  team: string;
  otherTeam: string;
  otherCustomer: string;
  newCustomer(name?: string): Promise<string>;
}

export async function seedWriteFixtures(t: TestApi, prefix: string): Promise<WriteFixtures> {
  const db: DataSource = t.dataSource;
  const own = await seedOrganization(db, { name: `${prefix} Lawns` });
  const other = await seedOrganization(db, { name: `${prefix} Elsewhere` });
  const email = (role: string) => `${prefix.toLowerCase()}.${role}@example.com`;
  const ownerId = await seedUser(db, own, email('owner'), 'owner');
  await seedUser(db, own, email('manager'), 'manager');
  await seedUser(db, own, email('crew'), 'crew_member');
  await seedUser(db, own, email('customer'), 'user');
  await seedUser(db, null, email('admin'), 'admin');
  await seedUser(db, other, email('other-owner'), 'owner');
  await seedService(db, own, { key: 'mowing', name: 'Mowing', price_cents: 4500, estimated_minutes: 45 });
  await seedService(db, own, { key: 'edging', name: 'Edging', price_cents: 2500, estimated_minutes: 30 });
  await seedService(db, own, { key: 'retired', name: 'Retired', price_cents: 1000, estimated_minutes: 30, active: false });
  await seedService(db, other, { key: 'washing', name: 'Washing', price_cents: 9000, estimated_minutes: 60 });
  const team = await seedTeam(db, own, 'North');
  const otherTeam = await seedTeam(db, other, 'Theirs');
  const otherCustomer = await seedCustomer(db, other, { name: 'Not Yours' });
  let count = 0;
  return {
    own,
    other,
    ownerId,
    team,
    otherTeam,
    otherCustomer,
    tokens: {
      owner: await t.tokenFor(email('owner')),
      manager: await t.tokenFor(email('manager')),
      crew: await t.tokenFor(email('crew')),
      customer: await t.tokenFor(email('customer')),
      admin: await t.tokenFor(email('admin')),
      otherOwner: await t.tokenFor(email('other-owner')),
    },
    newCustomer: (name) => seedCustomer(db, own, { name: name ?? `Customer ${(count += 1)}`, status: 'active' }),
  };
}
