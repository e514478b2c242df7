import type { MiscEventListing, ScheduleCandidate, ScheduleOccurrence, Team } from '@fsp/contracts';
import { buildMiscEvent, buildOccurrence, scheduleAnswer, startTestApiServer, type RecordedRequest, type TestApiServer } from '@fsp/api-client/testing';
import { CANDIDATES, TEAMS } from './schedule-fixtures.js';

/** The organization's today in these tests: a Monday. */
export const TODAY = '2026-11-23';

export interface ScheduleStore {
  occurrences: ScheduleOccurrence[];
  miscEvents: MiscEventListing[];
  teams: Team[];
  candidates: ScheduleCandidate[];
}

export function defaultStore(): ScheduleStore {
  return {
    occurrences: [
      buildOccurrence({
        rule_id: 1,
        date: '2026-11-23',
        start_minutes: 540,
        team_id: 'team-a',
        pattern: 'weekly',
        customer: { name: 'Ada Lovelace' },
        service: { label: 'Lawn mowing' },
      }),
      buildOccurrence({
        rule_id: 1,
        date: '2026-11-30',
        start_minutes: 540,
        team_id: 'team-a',
        pattern: 'weekly',
        customer: { name: 'Ada Lovelace' },
        service: { label: 'Lawn mowing' },
      }),
      buildOccurrence({
        rule_id: 2,
        date: '2026-11-24',
        pattern: 'once',
        customer: { name: 'Grace Hopper' },
        service: { label: 'House washing' },
      }),
      buildOccurrence({
        rule_id: 3,
        date: '2026-11-25',
        start_minutes: 390,
        duration_minutes: 60,
        pattern: 'weekly',
        customer: { name: 'Alan Turing' },
        service: { label: 'Edging' },
      }),
      buildOccurrence({
        rule_id: 4,
        date: '2026-12-15',
        start_minutes: 600,
        pattern: 'weekly',
        customer: { name: 'Linus Torvalds' },
        service: { label: 'Gutter cleaning' },
      }),
    ],
    miscEvents: [
      buildMiscEvent({ id: 7, title: 'Truck service', date: '2026-11-23', start_minutes: 780, team_id: 'team-b' }),
      buildMiscEvent({ id: 8, title: 'Team meeting', date: '2026-11-27' }),
    ],
    teams: TEAMS.map((team) => ({ ...team })),
    candidates: CANDIDATES.map((candidate) => ({ ...candidate })),
  };
}

function inRange<T extends { date: string; team_id: string | null }>(rows: T[], request: RecordedRequest): T[] {
  const from = request.query.get('from') ?? '';
  const to = request.query.get('to') ?? '';
  const teamId = request.query.get('team_id');
  return rows.filter((row) => row.date >= from && row.date <= to && (!teamId || row.team_id === teamId));
}

/** A local HTTP server answering the Schedule screen's reads from `store`, so a reload after a write shows its change. */
export async function startScheduleApi(store: ScheduleStore): Promise<TestApiServer> {
  return startTestApiServer({
    'GET /api/owner/schedule/calendar': { status: 200, body: { time_zone: 'America/New_York', today: TODAY } },
    'GET /api/owner/teams': () => ({ status: 200, body: store.teams }),
    'GET /api/owner/schedule/candidates': () => ({ status: 200, body: store.candidates }),
    'GET /api/owner/schedule': (request) => ({ status: 200, body: scheduleAnswer(inRange(store.occurrences, request), request.query) }),
    'GET /api/owner/schedule/misc': (request) => ({ status: 200, body: inRange(store.miscEvents, request) }),
  });
}

export function requestsTo(server: TestApiServer, method: string, path: string): RecordedRequest[] {
  return server.requests.filter((request) => request.method === method && request.path === path);
}
