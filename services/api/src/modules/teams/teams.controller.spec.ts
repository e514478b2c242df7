import { API_ERRORS, TEAM_API_ERRORS, TEAM_MESSAGES, type Team, type TeamMembers, type TeamMembership } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedMembership, seedOrganization, seedTeam, seedUser } from './testing/seed-crew.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('Teams API /api/owner/teams on %s', (database) => {
  let t: TestApi;
  let greenAcres: string;
  let sparkle: string;
  let owner: string;
  let otherOwner: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    sparkle = await organizationIdOf(t.dataSource, 'owner2@demo.test');
    owner = await t.tokenFor('owner@demo.test');
    otherOwner = await t.tokenFor('owner2@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  const createTeam = (name: unknown, token = owner) => t.request<Team>('POST', '/api/owner/teams', { token, body: { name } });
  const teamRow = async (id: string) =>
    ((await t.dataSource.query(`SELECT id, name, organization_id FROM teams WHERE id = $1`, [id])) as Array<{ name: string; organization_id: string }>)[0];

  it('publishes the teams, crew and crew invitation routes in the OpenAPI document', async () => {
    const document = await t.request<{ paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, unknown> } }>(
      'GET',
      '/api/docs-json',
    );
    expect(Object.keys(document.body.paths['/api/owner/teams'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.body.paths['/api/owner/teams/{id}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(document.body.paths['/api/owner/teams/members']).toHaveProperty('get');
    expect(document.body.paths['/api/owner/teams/{id}/members']).toHaveProperty('post');
    expect(document.body.paths['/api/owner/teams/{id}/members/{userId}']).toHaveProperty('delete');
    expect(Object.keys(document.body.paths['/api/owner/crew-members'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.body.paths['/api/owner/invitations']).toHaveProperty('post');
    expect(document.body.components.schemas).toHaveProperty('CrewMemberDto');
  });

  describe('GET /api/owner/teams', () => {
    it('lists the organization’s teams by name, case-insensitively, for every reader role', async () => {
      const org = await seedOrganization(t.dataSource, 'Listing Lawns', 'listing.owner@example.com');
      await seedTeam(t.dataSource, org, 'bravo');
      await seedTeam(t.dataSource, org, 'Alpha');
      await seedTeam(t.dataSource, org, 'Charlie');
      await seedTeam(t.dataSource, sparkle, 'Sparkle only');
      for (const [email, role] of [
        ['listing.manager@example.com', 'manager'],
        ['listing.crew@example.com', 'crew_member'],
      ] as const) {
        await seedUser(t.dataSource, org, { email, role });
      }
      for (const email of ['listing.owner@example.com', 'listing.manager@example.com', 'listing.crew@example.com']) {
        const response = await t.request<Team[]>('GET', '/api/owner/teams', { token: await t.tokenFor(email) });
        expect(response.status).toBe(200);
        expect(response.body.map((team) => team.name)).toEqual(['Alpha', 'bravo', 'Charlie']);
        expect(Object.keys(response.body[0] ?? {}).sort()).toEqual(['id', 'name']);
      }
    });

    it('refuses customers (role user) and requests without a token', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'team.reader.customer@example.com', role: 'user' });
      const customer = await t.request('GET', '/api/owner/teams', { token: await t.tokenFor('team.reader.customer@example.com') });
      expect(customer).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
      expect((await t.request('GET', '/api/owner/teams')).status).toBe(401);
    });
  });

  describe('POST /api/owner/teams', () => {
    it('creates a team with the trimmed name (201)', async () => {
      const response = await createTeam('  Trimmed Crew  ');
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ id: expect.any(String), name: 'Trimmed Crew' });
      expect(await teamRow(response.body.id)).toMatchObject({ name: 'Trimmed Crew', organization_id: greenAcres });
    });

    it('requires a name: "Team name required"', async () => {
      for (const name of ['', '   ', undefined, null, 42]) {
        expect(await createTeam(name)).toMatchObject({ status: 400, body: { error: TEAM_MESSAGES.teamNameRequired } });
      }
      const tooLong = await createTeam('x'.repeat(101));
      expect(tooLong).toMatchObject({ status: 400, body: { error: TEAM_API_ERRORS.teamNameTooLong } });
    });

    it('refuses a name the organization already uses, in any case (409), but not another organization’s', async () => {
      expect((await createTeam('Duplicate Crew')).status).toBe(201);
      expect(await createTeam(' duplicate crew ')).toMatchObject({ status: 409, body: { error: TEAM_API_ERRORS.teamNameTaken } });
      expect((await createTeam('Duplicate Crew', otherOwner)).status).toBe(201);
    });

    it('answers 409 to one of two simultaneous creates of the same name', async () => {
      const [first, second] = await Promise.all([createTeam('Race Crew'), createTeam('RACE CREW')]);
      expect([first.status, second.status].sort()).toEqual([201, 409]);
    });

    it('is for owners and admins: managers and crew members get 403 with the teams message', async () => {
      for (const email of ['manager@demo.test', 'crew@demo.test']) {
        const response = await createTeam('Not Allowed', await t.tokenFor(email));
        expect(response).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
      }
    });

    it('lets an admin of the organization manage its teams, and tells an admin without one', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'org.admin@example.com', role: 'admin' });
      expect((await createTeam('Admin Made', await t.tokenFor('org.admin@example.com'))).status).toBe(201);
      const orphan = await createTeam('Nowhere', await t.tokenFor('admin@demo.test'));
      expect(orphan).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
    });
  });

  describe('PATCH /api/owner/teams/:id', () => {
    it('renames with the trimmed name; a new case of its own name is fine', async () => {
      const id = (await createTeam('Rename Me')).body.id;
      const renamed = await t.request<Team>('PATCH', `/api/owner/teams/${id}`, { token: owner, body: { name: ' Renamed ' } });
      expect(renamed).toMatchObject({ status: 200, body: { id, name: 'Renamed' } });
      const recased = await t.request<Team>('PATCH', `/api/owner/teams/${id}`, { token: owner, body: { name: 'RENAMED' } });
      expect(recased).toMatchObject({ status: 200, body: { id, name: 'RENAMED' } });
    });

    it('says "Team name cannot be empty" and refuses another team’s name (409)', async () => {
      const id = (await createTeam('Keep Name')).body.id;
      await createTeam('Taken Name');
      for (const name of ['', '  ', undefined]) {
        const response = await t.request('PATCH', `/api/owner/teams/${id}`, { token: owner, body: { name } });
        expect(response).toMatchObject({ status: 400, body: { error: TEAM_MESSAGES.teamNameEmpty } });
      }
      const taken = await t.request('PATCH', `/api/owner/teams/${id}`, { token: owner, body: { name: 'taken name' } });
      expect(taken).toMatchObject({ status: 409, body: { error: TEAM_API_ERRORS.teamNameTaken } });
      expect(await teamRow(id)).toMatchObject({ name: 'Keep Name' });
    });

    it('answers 404 for another organization’s team or a missing one, 400 for a malformed id, 403 for managers', async () => {
      const foreign = await seedTeam(t.dataSource, sparkle, 'Sparkle Rename');
      for (const id of [foreign, MISSING_ID]) {
        const response = await t.request('PATCH', `/api/owner/teams/${id}`, { token: owner, body: { name: 'Stolen' } });
        expect(response).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.teamNotFound } });
      }
      expect(await teamRow(foreign)).toMatchObject({ name: 'Sparkle Rename' });
      expect(await t.request('PATCH', '/api/owner/teams/not-a-uuid', { token: owner, body: { name: 'X' } })).toMatchObject({
        status: 400,
        body: { error: API_ERRORS.invalidId },
      });
      const manager = await t.request('PATCH', `/api/owner/teams/${foreign}`, { token: await t.tokenFor('manager@demo.test'), body: { name: 'X' } });
      expect(manager).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
    });
  });

  describe('DELETE /api/owner/teams/:id', () => {
    it('deletes the team (204): its members become unassigned and its schedule items keep no team', async () => {
      const team = await seedTeam(t.dataSource, greenAcres, 'Doomed Crew');
      const crew = await seedUser(t.dataSource, greenAcres, { email: 'doomed.member@example.com', name: 'Dee Doomed' });
      await seedMembership(t.dataSource, greenAcres, team, crew);
      const [event] = (await t.dataSource.query(
        `INSERT INTO misc_events (organization_id, title, date, team_id) VALUES ($1, 'Yard day', '2025-06-02', $2) RETURNING id`,
        [greenAcres, team],
      )) as Array<{ id: number }>;

      const response = await t.request('DELETE', `/api/owner/teams/${team}`, { token: owner });
      expect(response.status).toBe(204);
      expect(await teamRow(team)).toBeUndefined();
      const crewList = await t.request<Array<{ id: string; team_id: string | null }>>('GET', '/api/owner/crew-members', { token: owner });
      expect(crewList.body.find((member) => member.id === crew)).toMatchObject({ team_id: null });
      const [eventRow] = (await t.dataSource.query(`SELECT team_id FROM misc_events WHERE id = $1`, [event?.id])) as Array<{ team_id: string | null }>;
      expect(eventRow?.team_id).toBeNull();
    });

    it('answers 404 for another organization’s team or a missing one and leaves it alone; 403 for crew members', async () => {
      const foreign = await seedTeam(t.dataSource, sparkle, 'Sparkle Keep');
      for (const id of [foreign, MISSING_ID]) {
        expect(await t.request('DELETE', `/api/owner/teams/${id}`, { token: owner })).toMatchObject({
          status: 404,
          body: { error: TEAM_API_ERRORS.teamNotFound },
        });
      }
      expect(await teamRow(foreign)).toBeDefined();
      const crew = await t.request('DELETE', `/api/owner/teams/${foreign}`, { token: await t.tokenFor('crew@demo.test') });
      expect(crew).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
    });
  });

  describe('team members', () => {
    let org: string;
    let orgOwner: string;
    let alpha: string;
    let bravo: string;
    let empty: string;
    let ann: string;
    let ben: string;
    let cal: string;

    beforeAll(async () => {
      org = await seedOrganization(t.dataSource, 'Members Mowing', 'members.owner@example.com');
      orgOwner = await t.tokenFor('members.owner@example.com');
      alpha = await seedTeam(t.dataSource, org, 'Alpha');
      bravo = await seedTeam(t.dataSource, org, 'Bravo');
      empty = await seedTeam(t.dataSource, org, 'Empty');
      ann = await seedUser(t.dataSource, org, { email: 'ann@members.test', name: 'Ann' });
      ben = await seedUser(t.dataSource, org, { email: 'ben@members.test', name: 'Ben' });
      cal = await seedUser(t.dataSource, org, { email: 'cal@members.test', name: 'Cal' });
      // Ben joined Bravo before Alpha, so Bravo is his team.
      await seedMembership(t.dataSource, org, bravo, ben, '2025-01-01T00:00:00Z');
      await seedMembership(t.dataSource, org, alpha, ben, '2025-02-01T00:00:00Z');
      await seedMembership(t.dataSource, org, alpha, ann, '2025-03-01T00:00:00Z');
    });

    const members = async (token = orgOwner) => t.request<TeamMembers>('GET', '/api/owner/teams/members', { token });
    const add = (teamId: string, userId: unknown, token = orgOwner) =>
      t.request<TeamMembership>('POST', `/api/owner/teams/${teamId}/members`, { token, body: { user_id: userId } });
    const remove = (teamId: string, userId: string, token = orgOwner) => t.request('DELETE', `/api/owner/teams/${teamId}/members/${userId}`, { token });

    it('GET /api/owner/teams/members maps every team, empty ones too, to its members by name', async () => {
      const response = await members();
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        [alpha]: [
          { id: ann, name: 'Ann', email: 'ann@members.test', team_id: alpha },
          { id: ben, name: 'Ben', email: 'ben@members.test', team_id: bravo },
        ],
        [bravo]: [{ id: ben, name: 'Ben', email: 'ben@members.test', team_id: bravo }],
        [empty]: [],
      });
    });

    it('is read by managers but not by crew members', async () => {
      await seedUser(t.dataSource, org, { email: 'members.manager@example.com', role: 'manager' });
      expect((await members(await t.tokenFor('members.manager@example.com'))).status).toBe(200);
      const crew = await members(await t.tokenFor('cal@members.test'));
      expect(crew).toMatchObject({ status: 403, body: { error: API_ERRORS.forbidden } });
    });

    it('adds a crew member to a team (201) and refuses one already on it (409)', async () => {
      const added = await add(empty, cal);
      expect(added).toMatchObject({ status: 201, body: { team_id: empty, user_id: cal } });
      expect((await members()).body[empty]?.map((member) => member.id)).toEqual([cal]);
      expect(await add(empty, cal)).toMatchObject({ status: 409, body: { error: TEAM_API_ERRORS.alreadyMember } });
      expect((await remove(empty, cal)).status).toBe(204);
    });

    it('moves a member as an add to the new team then a remove from the old one', async () => {
      expect((await add(empty, ann)).status).toBe(201);
      expect((await remove(alpha, ann)).status).toBe(204);
      const after = (await members()).body;
      expect(after[alpha]?.map((member) => member.id)).toEqual([ben]);
      expect(after[empty]).toEqual([{ id: ann, name: 'Ann', email: 'ann@members.test', team_id: empty }]);
      expect((await add(alpha, ann)).status).toBe(201);
      expect((await remove(empty, ann)).status).toBe(204);
    });

    it('only takes active crew members of the organization (404 otherwise)', async () => {
      const manager = await seedUser(t.dataSource, org, { email: 'not.crew@members.test', role: 'manager' });
      const inactive = await seedUser(t.dataSource, org, { email: 'gone@members.test', status: 'inactive' });
      const foreignCrew = await seedUser(t.dataSource, sparkle, { email: 'sparkle.crew@example.com' });
      for (const userId of [manager, inactive, foreignCrew, MISSING_ID]) {
        expect(await add(empty, userId)).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.crewMemberNotFound } });
      }
      expect(await add(empty, 'nope')).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      expect(await add(empty, undefined)).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
    });

    it('answers 404 for another organization’s team, whether adding or removing', async () => {
      const foreignTeam = await seedTeam(t.dataSource, sparkle, 'Sparkle Members');
      expect(await add(foreignTeam, cal)).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.teamNotFound } });
      expect(await remove(foreignTeam, cal)).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.teamNotFound } });
      // Green Acres' owner cannot touch this organization's team either.
      expect(await remove(alpha, ann, owner)).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.teamNotFound } });
      expect((await members()).body[alpha]?.map((member) => member.id)).toEqual([ann, ben]);
    });

    it('answers 404 when removing someone who is not on the team', async () => {
      expect(await remove(empty, ben)).toMatchObject({ status: 404, body: { error: TEAM_API_ERRORS.notOnTeam } });
    });

    it('refuses membership changes by managers and crew members (403)', async () => {
      for (const email of ['members.manager@example.com', 'cal@members.test']) {
        const token = await t.tokenFor(email);
        expect(await add(empty, cal, token)).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
        expect(await remove(alpha, ann, token)).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
      }
    });
  });
});
