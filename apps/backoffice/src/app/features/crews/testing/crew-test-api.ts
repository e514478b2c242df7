import type { CrewInvitationResponse, CrewMember, Team, TeamMembers } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer, type TestResponse } from '@fsp/api-client/testing';

export interface CrewState {
  teams: Team[];
  crew: Array<Omit<CrewMember, 'team_id'>>;
  /** In joining order: a member's first membership is their team. */
  memberships: Array<{ team_id: string; user_id: string }>;
}

export interface CrewTestApi {
  server: TestApiServer;
  state: CrewState;
  /** Answers this route ("METHOD /path") with `response` instead of the in-memory API. */
  fail(key: string, response: TestResponse): void;
  /** What POST /api/owner/invitations answers (a 200 body, or a whole response). */
  inviteAnswer: { current: TestResponse };
  sent(): string[];
  close(): Promise<void>;
}

const ok = (body?: unknown, status = 200): TestResponse => ({ status, body });

/**
 * A real local HTTP server keeping teams, crew and memberships in memory, answering as the teams API does, so
 * reloads after each write show the change.
 */
export async function startCrewTestApi(initial: CrewState): Promise<CrewTestApi> {
  const state: CrewState = {
    teams: initial.teams.map((team) => ({ ...team })),
    crew: initial.crew.map((member) => ({ ...member })),
    memberships: initial.memberships.map((membership) => ({ ...membership })),
  };
  const failures = new Map<string, TestResponse>();
  const inviteAnswer = { current: ok({ ok: true, invited: true, note: null, error: null } satisfies CrewInvitationResponse) };
  const server = await startTestApiServer();
  let nextId = 1;

  const teamOf = (userId: string) => state.memberships.find((membership) => membership.user_id === userId)?.team_id ?? null;
  const crewList = (): CrewMember[] => state.crew.map((member) => ({ ...member, team_id: teamOf(member.id) }));
  const membersMap = (): TeamMembers =>
    Object.fromEntries(
      state.teams.map((team) => [
        team.id,
        crewList().filter((member) => state.memberships.some((m) => m.team_id === team.id && m.user_id === member.id)),
      ]),
    );
  const nameTaken = (name: string, exceptId?: string) =>
    state.teams.some((team) => team.id !== exceptId && team.name.toLowerCase() === name.toLowerCase());

  const handle = (key: string, answer: (body: Record<string, unknown>) => TestResponse) => {
    server.route(key, (request) => failures.get(key) ?? answer((request.body ?? {}) as Record<string, unknown>));
  };

  const registerTeam = (teamId: string) => {
    handle(`PATCH /api/owner/teams/${teamId}`, (body) => {
      const team = state.teams.find((candidate) => candidate.id === teamId);
      if (!team) return ok({ error: 'Team not found' }, 404);
      const name = String(body['name'] ?? '').trim();
      if (nameTaken(name, teamId)) return ok({ error: 'A team with this name already exists' }, 409);
      team.name = name;
      return ok(team);
    });
    handle(`DELETE /api/owner/teams/${teamId}`, () => {
      state.teams = state.teams.filter((team) => team.id !== teamId);
      state.memberships = state.memberships.filter((membership) => membership.team_id !== teamId);
      return { status: 204 };
    });
    handle(`POST /api/owner/teams/${teamId}/members`, (body) => {
      const userId = String(body['user_id']);
      if (state.memberships.some((m) => m.team_id === teamId && m.user_id === userId)) {
        return ok({ error: 'This crew member is already on the team' }, 409);
      }
      state.memberships.push({ team_id: teamId, user_id: userId });
      return ok({ team_id: teamId, user_id: userId }, 201);
    });
    for (const member of state.crew) registerMembership(teamId, member.id);
  };
  const registerMembership = (teamId: string, userId: string) => {
    handle(`DELETE /api/owner/teams/${teamId}/members/${userId}`, () => {
      const before = state.memberships.length;
      state.memberships = state.memberships.filter((m) => !(m.team_id === teamId && m.user_id === userId));
      return state.memberships.length < before ? { status: 204 } : ok({ error: 'This crew member is not on the team' }, 404);
    });
  };

  handle('GET /api/owner/teams', () => ok([...state.teams].sort((a, b) => a.name.localeCompare(b.name))));
  handle('GET /api/owner/crew-members', () => ok(crewList()));
  handle('GET /api/owner/teams/members', () => ok(membersMap()));
  handle('POST /api/owner/teams', (body) => {
    const name = String(body['name'] ?? '').trim();
    if (nameTaken(name)) return ok({ error: 'A team with this name already exists' }, 409);
    const team = { id: `team-new-${nextId++}`, name };
    state.teams.push(team);
    registerTeam(team.id);
    return ok(team, 201);
  });
  handle('POST /api/owner/crew-members', (body) => {
    const member = { id: `crew-new-${nextId++}`, email: String(body['email']).toLowerCase(), name: (body['name'] as string | null) ?? null };
    state.crew.push(member);
    if (typeof body['team_id'] === 'string') state.memberships.push({ team_id: body['team_id'], user_id: member.id });
    for (const team of state.teams) registerMembership(team.id, member.id);
    return ok({ ...member, team_id: teamOf(member.id) }, 201);
  });
  server.route('POST /api/owner/invitations', () => failures.get('POST /api/owner/invitations') ?? inviteAnswer.current);
  for (const team of state.teams) registerTeam(team.id);

  return {
    server,
    state,
    fail: (key, response) => void failures.set(key, response),
    inviteAnswer,
    sent: () =>
      server.requests
        .filter((request) => request.method !== 'GET')
        .map((request) => `${request.method} ${request.path}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`),
    close: () => server.close(),
  };
}
