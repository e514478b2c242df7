import { ADMIN_API_ERRORS, ADMIN_MESSAGES, API_ERRORS, type AdminUser } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedMembership, seedTeam, seedUser } from '../teams/testing/seed-crew.js';
import { ownersOf, ownerUserIdOf, seedOrganizationRow, userRow } from './testing/admin-users-fixtures.js';

const UNKNOWN_ORGANIZATION = '3f2c1a9e-4b7d-4c1e-9a2b-5d6e7f8a9b0c';

describe.each(testDatabases())('POST /api/admin/update-user on %s', (database) => {
  let t: TestApi;
  let admin: string;
  let greenAcres: string;
  let sparkle: string;

  const update = (body: unknown, token = admin) => t.request<AdminUser | { error: string }>('POST', '/api/admin/update-user', { token, body });

  /** An organization with no owner yet, and a manager in it. */
  async function ownerlessOrganization(name: string, memberEmail: string, member: { status?: string } = {}) {
    const organizationId = await seedOrganizationRow(t.dataSource, name);
    const userId = await seedUser(t.dataSource, organizationId, { email: memberEmail, role: 'manager', ...member });
    return { organizationId, userId };
  }

  /** An organization whose owner is `ownerEmail`, made an owner through the endpoint. */
  async function ownedOrganization(name: string, ownerEmail: string) {
    const seeded = await ownerlessOrganization(name, ownerEmail);
    expect(await update({ email: ownerEmail, role: 'owner' })).toMatchObject({ status: 200, body: { role: 'owner' } });
    return seeded;
  }

  beforeAll(async () => {
    t = await startTestApi(database);
    admin = await t.tokenFor('admin@demo.test');
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    sparkle = await organizationIdOf(t.dataSource, 'owner2@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('changes role, status and organization of the user with the e-mail (any case), each alone', async () => {
    const id = await seedUser(t.dataSource, greenAcres, { email: 'mover@example.com', name: 'Mo Mover', role: 'crew_member' });
    const role = await update({ email: 'MOVER@Example.com', role: 'MANAGER' });
    expect(role).toEqual({
      status: 200,
      headers: expect.any(Object),
      body: { id, email: 'mover@example.com', name: 'Mo Mover', role: 'manager', status: 'active', organization_id: greenAcres },
    });
    expect(await update({ email: 'mover@example.com', status: 'inactive' })).toMatchObject({ status: 200, body: { status: 'inactive', role: 'manager' } });
    expect(await update({ email: 'mover@example.com', status: 'Active' })).toMatchObject({ status: 200, body: { status: 'active' } });
    expect(await update({ email: 'mover@example.com', organization_id: sparkle })).toMatchObject({
      status: 200,
      body: { organization_id: sparkle, role: 'manager', status: 'active' },
    });
    expect(await userRow(t.dataSource, 'mover@example.com')).toMatchObject({ role: 'manager', status: 'active', organization_id: sparkle });
  });

  it('stores roles lower-case and compares them regardless of case', async () => {
    await seedUser(t.dataSource, greenAcres, { email: 'shouty.payee@example.com', role: 'PAYEE' });
    expect(await update({ email: 'shouty.payee@example.com', role: 'Crew_Member' })).toMatchObject({ status: 200, body: { role: 'crew_member' } });
    expect((await userRow(t.dataSource, 'shouty.payee@example.com'))?.role).toBe('crew_member');
  });

  it("takes the user off their old organization's teams when they move", async () => {
    const id = await seedUser(t.dataSource, greenAcres, { email: 'team.leaver@example.com' });
    await seedMembership(t.dataSource, greenAcres, await seedTeam(t.dataSource, greenAcres, 'Leavers Crew'), id);
    expect(await update({ email: 'team.leaver@example.com', organization_id: sparkle })).toMatchObject({ status: 200 });
    expect(await t.dataSource.query(`SELECT team_id FROM team_members WHERE user_id = $1`, [id])).toEqual([]);
  });

  it('takes a user out of their organization with null or an empty string', async () => {
    await seedUser(t.dataSource, greenAcres, { email: 'leaver@example.com', role: 'user' });
    expect(await update({ email: 'leaver@example.com', organization_id: null })).toMatchObject({ status: 200, body: { organization_id: null } });
    expect(await update({ email: 'leaver@example.com', organization_id: greenAcres })).toMatchObject({ status: 200, body: { organization_id: greenAcres } });
    expect(await update({ email: 'leaver@example.com', organization_id: '' })).toMatchObject({ status: 200, body: { organization_id: null } });
  });

  it('answers 404 "User not found" for an e-mail no user has', async () => {
    expect(await update({ email: 'nobody@example.com', role: 'user' })).toMatchObject({ status: 404, body: { error: API_ERRORS.userNotFound } });
  });

  it('refuses a request that changes nothing, bad values and unknown fields with 400', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'crew@demo.test' }, ADMIN_API_ERRORS.nothingToUpdate],
      [{ role: 'user' }, ADMIN_MESSAGES.emailRequired],
      [{ email: '  ', role: 'user' }, ADMIN_MESSAGES.emailRequired],
      [{ email: 'crew@demo.test', role: 'wizard' }, ADMIN_API_ERRORS.roleInvalid],
      [{ email: 'crew@demo.test', role: null }, ADMIN_API_ERRORS.roleInvalid],
      [{ email: 'crew@demo.test', status: 'archived' }, ADMIN_API_ERRORS.statusInvalid],
      [{ email: 'crew@demo.test', status: null }, ADMIN_API_ERRORS.statusInvalid],
      [{ email: 'crew@demo.test', organization_id: 'green-acres' }, API_ERRORS.invalidId],
      [{ email: 'crew@demo.test', name: 'Renamed' }, 'property name should not exist'],
    ];
    for (const [body, error] of cases) expect(await update(body)).toMatchObject({ status: 400, body: { error } });
    expect(await userRow(t.dataSource, 'crew@demo.test')).toMatchObject({ role: 'crew_member', status: 'active', organization_id: greenAcres });
  });

  it('answers 404 for an organization that does not exist and changes nothing', async () => {
    const response = await update({ email: 'crew@demo.test', organization_id: UNKNOWN_ORGANIZATION, role: 'manager' });
    expect(response).toMatchObject({ status: 404, body: { error: ADMIN_API_ERRORS.organizationNotFound } });
    expect(await userRow(t.dataSource, 'crew@demo.test')).toMatchObject({ role: 'crew_member', organization_id: greenAcres });
  });

  describe('one owner per organization', () => {
    it("makes a user the owner of an organization without one, and gives the seat up when they are demoted", async () => {
      const { organizationId, userId } = await ownerlessOrganization('Seat Lawns', 'seat.taker@example.com');
      expect(await update({ email: 'seat.taker@example.com', role: 'Owner' })).toMatchObject({ status: 200, body: { role: 'owner' } });
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBe(userId);
      expect(await update({ email: 'seat.taker@example.com', role: 'manager' })).toMatchObject({ status: 200, body: { role: 'manager' } });
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBeNull();
    });

    it('refuses a second owner with 409 and the spec words, changing nothing', async () => {
      const response = await update({ email: 'manager@demo.test', role: 'owner' });
      expect(response).toMatchObject({ status: 409, body: { error: ADMIN_MESSAGES.oneOwnerPerOrganization } });
      expect(await userRow(t.dataSource, 'manager@demo.test')).toMatchObject({ role: 'manager' });
      expect(await ownersOf(t.dataSource, greenAcres)).toEqual([await t.userIdOf('owner@demo.test')]);
    });

    it('refuses to move an owner into an organization that has one', async () => {
      const { organizationId, userId } = await ownedOrganization('Staying Put Cleaning', 'stays.owner@example.com');
      const response = await update({ email: 'stays.owner@example.com', organization_id: greenAcres });
      expect(response).toMatchObject({ status: 409, body: { error: ADMIN_MESSAGES.oneOwnerPerOrganization } });
      expect(await userRow(t.dataSource, 'stays.owner@example.com')).toMatchObject({ role: 'owner', organization_id: organizationId });
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBe(userId);
    });

    it('moves an owner to an organization without one: the old one gives up the seat, the new one takes them', async () => {
      const from = await ownedOrganization('Old Seat Pest Control', 'moving.owner@example.com');
      const to = await seedOrganizationRow(t.dataSource, 'New Seat Pest Control');
      expect(await update({ email: 'moving.owner@example.com', organization_id: to })).toMatchObject({
        status: 200,
        body: { role: 'owner', organization_id: to },
      });
      expect(await ownerUserIdOf(t.dataSource, from.organizationId)).toBeNull();
      expect(await ownerUserIdOf(t.dataSource, to)).toBe(from.userId);
    });

    it('promotes and moves in one request', async () => {
      const id = await seedUser(t.dataSource, greenAcres, { email: 'promoted.mover@example.com', role: 'manager' });
      const to = await seedOrganizationRow(t.dataSource, 'Promotion House Washing');
      expect(await update({ email: 'promoted.mover@example.com', role: 'owner', organization_id: to })).toMatchObject({
        status: 200,
        body: { role: 'owner', organization_id: to },
      });
      expect(await ownerUserIdOf(t.dataSource, to)).toBe(id);
      expect(await ownersOf(t.dataSource, greenAcres)).toEqual([await t.userIdOf('owner@demo.test')]);
    });

    it('keeps an owner in an organization', async () => {
      await ownedOrganization('Kept Lawns', 'kept.owner@example.com');
      expect(await update({ email: 'kept.owner@example.com', organization_id: null })).toMatchObject({
        status: 400,
        body: { error: ADMIN_API_ERRORS.ownerNeedsOrganization },
      });
      await seedUser(t.dataSource, null, { email: 'homeless@example.com', role: 'user' });
      expect(await update({ email: 'homeless@example.com', role: 'owner' })).toMatchObject({
        status: 400,
        body: { error: ADMIN_API_ERRORS.ownerNeedsOrganization },
      });
    });
  });

  describe('owners stay active', () => {
    it('refuses to make an owner inactive', async () => {
      const response = await update({ email: 'owner@demo.test', status: 'inactive' });
      expect(response).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.ownerCannotBeInactive } });
      expect(await userRow(t.dataSource, 'owner@demo.test')).toMatchObject({ role: 'owner', status: 'active' });
    });

    it('refuses role owner and status inactive in one request', async () => {
      const { organizationId } = await ownerlessOrganization('Both At Once Cleaning', 'both.at.once@example.com');
      const response = await update({ email: 'both.at.once@example.com', role: 'owner', status: 'inactive' });
      expect(response).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.ownerCannotBeInactive } });
      expect(await userRow(t.dataSource, 'both.at.once@example.com')).toMatchObject({ role: 'manager', status: 'active' });
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBeNull();
    });

    it('refuses to make an inactive user an owner', async () => {
      await ownerlessOrganization('Dormant Lawns', 'dormant@example.com', { status: 'inactive' });
      expect(await update({ email: 'dormant@example.com', role: 'owner' })).toMatchObject({
        status: 400,
        body: { error: ADMIN_MESSAGES.ownerCannotBeInactive },
      });
    });

    it('lets an owner be demoted and made inactive in one request', async () => {
      const { organizationId } = await ownedOrganization('Retiring Pest Control', 'retiring.owner@example.com');
      expect(await update({ email: 'retiring.owner@example.com', role: 'manager', status: 'inactive' })).toMatchObject({
        status: 200,
        body: { role: 'manager', status: 'inactive' },
      });
      expect(await ownerUserIdOf(t.dataSource, organizationId)).toBeNull();
    });
  });

  describe("an admin's own account", () => {
    it('cannot have its role, status or organization changed by that admin', async () => {
      for (const change of [{ role: 'manager' }, { status: 'inactive' }, { organization_id: greenAcres }]) {
        const response = await update({ email: 'Admin@demo.test', ...change });
        expect(response).toMatchObject({ status: 403, body: { error: ADMIN_API_ERRORS.cannotChangeOwnAccount } });
      }
      expect(await userRow(t.dataSource, 'admin@demo.test')).toMatchObject({ role: 'admin', status: 'active', organization_id: null });
      // Saving what it already is changes nothing and is fine.
      expect(await update({ email: 'admin@demo.test', role: 'ADMIN', status: 'active' })).toMatchObject({ status: 200, body: { role: 'admin' } });
    });

    it('can be changed by another admin', async () => {
      await seedUser(t.dataSource, null, { email: 'other.admin@example.com', role: 'admin' });
      expect(await update({ email: 'other.admin@example.com', role: 'user' })).toMatchObject({ status: 200, body: { role: 'user' } });
    });
  });

  it('is for admins only', async () => {
    for (const email of ['owner@demo.test', 'manager@demo.test', 'crew@demo.test', 'plain.user@example.com']) {
      const response = await update({ email: 'crew@demo.test', role: 'manager' }, await t.tokenFor(email));
      expect(response).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
    }
    expect((await t.request('POST', '/api/admin/update-user', { body: { email: 'crew@demo.test', role: 'manager' } })).status).toBe(401);
    expect(await userRow(t.dataSource, 'crew@demo.test')).toMatchObject({ role: 'crew_member' });
  });
});
