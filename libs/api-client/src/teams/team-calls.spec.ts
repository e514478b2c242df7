/** @jest-environment node */
import { TEAM_API_ERRORS, TEAM_MESSAGES } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { createCrewMember } from './create-crew-member.js';
import { getTeamMembers } from './get-team-members.js';
import { inviteCrewMember } from './invite-crew-member.js';
import { moveTeamMember } from './move-team-member.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const sent = () => server.requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body ?? null)}`);

describe('moveTeamMember over real HTTP', () => {
  it('adds to the new team, then removes from the old one', async () => {
    server.route('POST /api/owner/teams/t-new/members', { status: 201, body: { team_id: 't-new', user_id: 'u 1' } });
    server.route('DELETE /api/owner/teams/t-old/members/u%201', { status: 204 });
    await moveTeamMember(api, { userId: 'u 1', fromTeamId: 't-old', toTeamId: 't-new' });
    expect(sent()).toEqual(['POST /api/owner/teams/t-new/members {"user_id":"u 1"}', 'DELETE /api/owner/teams/t-old/members/u%201 null']);
  });

  it('leaves the old team alone when the add fails, with the server’s error or "Failed to move member"', async () => {
    server.route('POST /api/owner/teams/t-new/members', { status: 409, body: { error: TEAM_API_ERRORS.alreadyMember } });
    await expect(moveTeamMember(api, { userId: 'u1', fromTeamId: 't-old', toTeamId: 't-new' })).rejects.toMatchObject({
      status: 409,
      message: TEAM_API_ERRORS.alreadyMember,
    });
    server.route('POST /api/owner/teams/t-new/members', { status: 500, rawBody: 'boom' });
    await expect(moveTeamMember(api, { userId: 'u1', fromTeamId: 't-old', toTeamId: 't-new' })).rejects.toMatchObject({
      message: TEAM_MESSAGES.failedToMoveMember,
    });
    expect(server.requests.every((request) => request.method === 'POST')).toBe(true);
  });
});

describe('crew calls over real HTTP', () => {
  it('sends the new crew member with null for a missing name or team', async () => {
    server.route('POST /api/owner/crew-members', { status: 201, body: { id: 'u1', name: null, email: 'a@b.co', team_id: null } });
    await expect(createCrewMember(api, { email: 'a@b.co' })).resolves.toEqual({ id: 'u1', name: null, email: 'a@b.co', team_id: null });
    expect(sent()).toEqual(['POST /api/owner/crew-members {"email":"a@b.co","name":null,"team_id":null}']);
  });

  it('invites with role crew_member and hands back a note when nothing was sent', async () => {
    server.route('POST /api/owner/invitations', { status: 200, body: { ok: true, invited: false, note: 'Already in', error: null } });
    await expect(inviteCrewMember(api, 'a@b.co')).resolves.toMatchObject({ invited: false, note: 'Already in' });
    expect(sent()).toEqual(['POST /api/owner/invitations {"email":"a@b.co","role":"crew_member"}']);
  });

  it('refuses a members map that is not one', async () => {
    server.route('GET /api/owner/teams/members', { status: 200, body: [] });
    await expect(getTeamMembers(api)).rejects.toThrow('Unexpected response from GET /api/owner/teams/members');
  });
});
