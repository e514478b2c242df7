import { API_ERRORS, TEAM_API_ERRORS, TEAM_MESSAGES, type CrewMember } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedMembership, seedOrganization, seedTeam, seedUser } from './testing/seed-crew.js';

interface UserRow {
  id: string;
  email: string;
  name: string | null;
  role: string;
  status: string;
  organization_id: string | null;
}

describe.each(testDatabases())('Crew members API /api/owner/crew-members on %s', (database) => {
  let t: TestApi;
  let greenAcres: string;
  let sparkle: string;
  let owner: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    sparkle = await organizationIdOf(t.dataSource, 'owner2@demo.test');
    owner = await t.tokenFor('owner@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  const create = (body: Record<string, unknown>, token = owner) => t.request<CrewMember>('POST', '/api/owner/crew-members', { token, body });
  const usersWithEmail = async (email: string) =>
    (await t.dataSource.query(`SELECT id, email, name, role, status, organization_id FROM users WHERE lower(email) = lower($1)`, [email])) as UserRow[];
  const membershipsOf = async (userId: string) =>
    ((await t.dataSource.query(`SELECT team_id FROM team_members WHERE user_id = $1 ORDER BY created_at`, [userId])) as Array<{ team_id: string }>).map(
      (row) => row.team_id,
    );

  describe('GET /api/owner/crew-members', () => {
    it('lists the active crew members by name with the team they joined first, or null', async () => {
      const org = await seedOrganization(t.dataSource, 'Crew Listing Co', 'crew.listing.owner@example.com');
      const north = await seedTeam(t.dataSource, org, 'North');
      const south = await seedTeam(t.dataSource, org, 'South');
      const zed = await seedUser(t.dataSource, org, { email: 'zed@crewlist.test', name: 'Zed' });
      const amy = await seedUser(t.dataSource, org, { email: 'amy@crewlist.test', name: 'amy' });
      const nameless = await seedUser(t.dataSource, org, { email: 'bo@crewlist.test' });
      await seedUser(t.dataSource, org, { email: 'CAPS@crewlist.test', name: 'Cap', role: 'Crew_Member' });
      await seedUser(t.dataSource, org, { email: 'inactive@crewlist.test', name: 'Ina', status: 'inactive' });
      await seedUser(t.dataSource, org, { email: 'manager@crewlist.test', name: 'Manny', role: 'manager' });
      await seedUser(t.dataSource, sparkle, { email: 'other@crewlist.test', name: 'Otto' });
      await seedMembership(t.dataSource, org, south, zed, '2025-01-01T00:00:00Z');
      await seedMembership(t.dataSource, org, north, zed, '2025-02-01T00:00:00Z');
      await seedMembership(t.dataSource, org, north, amy);

      const response = await t.request<CrewMember[]>('GET', '/api/owner/crew-members', { token: await t.tokenFor('crew.listing.owner@example.com') });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { id: amy, name: 'amy', email: 'amy@crewlist.test', team_id: north },
        { id: nameless, name: null, email: 'bo@crewlist.test', team_id: null },
        { id: expect.any(String), name: 'Cap', email: 'CAPS@crewlist.test', team_id: null },
        { id: zed, name: 'Zed', email: 'zed@crewlist.test', team_id: south },
      ]);
    });

    it('is read by owners and managers, not by crew members', async () => {
      expect((await t.request('GET', '/api/owner/crew-members', { token: await t.tokenFor('manager@demo.test') })).status).toBe(200);
      const crew = await t.request('GET', '/api/owner/crew-members', { token: await t.tokenFor('crew@demo.test') });
      expect(crew).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
    });
  });

  describe('POST /api/owner/crew-members', () => {
    it('creates a crew member of the organization from the trimmed, lower-cased e-mail (201)', async () => {
      const response = await create({ email: '  New.Crew@Example.COM ', name: '  Nia New  ', team_id: null });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.any(String), name: 'Nia New', email: 'new.crew@example.com', team_id: null });
      expect(await usersWithEmail('new.crew@example.com')).toEqual([
        { id: response.body.id, email: 'new.crew@example.com', name: 'Nia New', role: 'crew_member', status: 'active', organization_id: greenAcres },
      ]);
      const list = await t.request<CrewMember[]>('GET', '/api/owner/crew-members', { token: owner });
      expect(list.body).toContainEqual(response.body);
    });

    it('takes a blank name as none and puts the new member on the given team', async () => {
      const team = await seedTeam(t.dataSource, greenAcres, 'Create Crew Team');
      const response = await create({ email: 'teamed@example.com', name: '   ', team_id: team });
      expect(response).toMatchObject({ status: 201, body: { name: null, email: 'teamed@example.com', team_id: team } });
      expect(await membershipsOf(response.body.id)).toEqual([team]);
    });

    it('requires an e-mail ("Email is required") of a valid shape', async () => {
      for (const email of [undefined, '', '   ', null]) {
        expect(await create({ email, name: 'X' })).toMatchObject({ status: 400, body: { error: TEAM_MESSAGES.emailRequired } });
      }
      expect(await create({ email: 'not-an-email' })).toMatchObject({ status: 400, body: { error: TEAM_API_ERRORS.invalidEmail } });
      expect(await create({ email: 'ok@example.com', team_id: 'nope' })).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      expect(await create({ email: 'ok@example.com', name: 'n'.repeat(201) })).toMatchObject({
        status: 400,
        body: { error: TEAM_API_ERRORS.crewNameInvalid },
      });
      expect(await create({ email: 'ok@example.com', role: 'owner' })).toMatchObject({ status: 400 });
      expect(await usersWithEmail('ok@example.com')).toEqual([]);
    });

    it('answers 404 for another organization’s team and creates nobody', async () => {
      const foreign = await seedTeam(t.dataSource, sparkle, 'Sparkle Crew Team');
      const response = await create({ email: 'foreign.team@example.com', team_id: foreign });
      expect(response).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.teamNotFound } });
      expect(await usersWithEmail('foreign.team@example.com')).toEqual([]);
    });

    it('reuses a crew member of the organization, active again, keeping their name and adding the team', async () => {
      const team = await seedTeam(t.dataSource, greenAcres, 'Reuse Team');
      const id = await seedUser(t.dataSource, greenAcres, { email: 'reuse@example.com', name: 'Rae Reuse', status: 'inactive' });
      const response = await create({ email: 'REUSE@example.com', name: 'Other Name', team_id: team });
      expect(response).toMatchObject({ status: 201, body: { id, name: 'Rae Reuse', email: 'reuse@example.com', team_id: team } });
      expect(await usersWithEmail('reuse@example.com')).toEqual([expect.objectContaining({ id, status: 'active', role: 'crew_member' })]);
      const again = await create({ email: 'reuse@example.com', team_id: team });
      expect(again).toMatchObject({ status: 201, body: { id, team_id: team } });
      expect(await membershipsOf(id)).toEqual([team]);
    });

    it('refuses an e-mail of another organization’s user, or of another role here (409)', async () => {
      await seedUser(t.dataSource, sparkle, { email: 'sparkle.person@example.com' });
      expect(await create({ email: 'sparkle.person@example.com' })).toMatchObject({
        status: 409,
        body: { error: TEAM_API_ERRORS.emailInOtherOrganization },
      });
      for (const email of ['manager@demo.test', 'admin@demo.test']) {
        expect(await create({ email })).toMatchObject({ status: 409, body: { error: TEAM_API_ERRORS.emailBelongsToOtherRole } });
      }
      expect(await usersWithEmail('sparkle.person@example.com')).toEqual([expect.objectContaining({ organization_id: sparkle })]);
      expect(await usersWithEmail('manager@demo.test')).toEqual([expect.objectContaining({ role: 'manager' })]);
    });

    it('is for owners and admins (403 with the teams message otherwise)', async () => {
      for (const email of ['manager@demo.test', 'crew@demo.test']) {
        const response = await create({ email: 'refused.crew@example.com' }, await t.tokenFor(email));
        expect(response).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
      }
      expect(await usersWithEmail('refused.crew@example.com')).toEqual([]);
    });
  });
});
