/** @jest-environment node */
import { SCHEDULE_MESSAGES, alreadyScheduledMessage } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { clearMiscEventTime } from './clear-misc-event-time.js';
import { clearOccurrenceTime } from './clear-occurrence-time.js';
import { createMiscEvent } from './create-misc-event.js';
import { createScheduleRule, isScheduleConflictError } from './create-schedule-rule.js';
import { getScheduleCandidates } from './get-schedule-candidates.js';
import { removeScheduleRule } from './remove-schedule-rule.js';
import { rescheduleMiscEvent } from './reschedule-misc-event.js';
import { rescheduleOccurrence } from './reschedule-occurrence.js';
import { setMiscEventTeam } from './set-misc-event-team.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const sent = () => server.requests.map((request) => `${request.method} ${request.path}${request.query.size ? `?${request.query}` : ''} ${JSON.stringify(request.body ?? null)}`);

const rule = { customer_id: 'c-1', service_key: 'mowing', pattern: 'weekly', start_date: '2026-11-23' } as const;

describe('createScheduleRule over real HTTP', () => {
  it('resolves with the new rule id', async () => {
    server.route('POST /api/owner/schedule', { status: 201, body: { ok: true, rule_id: 7 } });
    await expect(createScheduleRule(api, rule)).resolves.toEqual({ ok: true, rule_id: 7 });
    expect(sent()).toEqual([`POST /api/owner/schedule ${JSON.stringify(rule)}`]);
  });

  it('rejects a repeated rule with the server text and the shared dates', async () => {
    const dates = ['2026-11-23', '2026-11-30'];
    server.route('POST /api/owner/schedule', { status: 409, body: { error: alreadyScheduledMessage(dates), dates } });
    const error = await createScheduleRule(api, rule).catch((failure: unknown) => failure);
    expect(isScheduleConflictError(error)).toBe(true);
    expect(error).toMatchObject({ status: 409, message: 'Already scheduled on: 2026-11-23, 2026-11-30', dates });
  });

  it('keeps other failures plain, with "Failed to add to schedule" when the server names no reason', async () => {
    server.route('POST /api/owner/schedule', { status: 500, rawBody: 'boom' });
    const error = await createScheduleRule(api, rule).catch((failure: unknown) => failure);
    expect(isScheduleConflictError(error)).toBe(false);
    expect(error).toMatchObject({ status: 500, message: SCHEDULE_MESSAGES.failedToAdd });
  });
});

describe('schedule candidates over real HTTP', () => {
  it('reads the candidates and says "Failed to load schedule data" on a failure', async () => {
    const candidates = [{ id: 'c-1', name: 'Ann', email: null, services: [] }];
    server.route('GET /api/owner/schedule/candidates', { status: 200, body: candidates });
    await expect(getScheduleCandidates(api)).resolves.toEqual(candidates);
    server.route('GET /api/owner/schedule/candidates', { status: 502, rawBody: 'down' });
    await expect(getScheduleCandidates(api)).rejects.toMatchObject({ message: SCHEDULE_MESSAGES.failedToLoad });
  });
});

describe('occurrence and misc event writes over real HTTP', () => {
  it('send their methods, paths and bodies', async () => {
    const ok = { status: 200, body: { ok: true } };
    server.route('DELETE /api/owner/schedule/3/time', ok);
    server.route('POST /api/owner/schedule/3/reschedule', ok);
    server.route('DELETE /api/owner/schedule/3', ok);
    server.route('PATCH /api/owner/misc-events/4/team', ok);
    server.route('DELETE /api/owner/misc-events/4/time', ok);
    server.route('POST /api/owner/misc-events/4/reschedule', ok);
    await clearOccurrenceTime(api, { rule_id: 3, date: '2026-11-23' });
    await rescheduleOccurrence(api, { rule_id: 3, from_date: '2026-11-23', to_date: '2026-11-24', start_time: '09:30' });
    await removeScheduleRule(api, 3);
    await setMiscEventTeam(api, { id: 4, team_id: null });
    await clearMiscEventTime(api, 4);
    await rescheduleMiscEvent(api, { id: 4, to_date: '2026-11-25', start_time: '10:00' });
    expect(sent()).toEqual([
      'DELETE /api/owner/schedule/3/time?date=2026-11-23 null',
      'POST /api/owner/schedule/3/reschedule {"from_date":"2026-11-23","to_date":"2026-11-24","start_time":"09:30"}',
      'DELETE /api/owner/schedule/3 null',
      'PATCH /api/owner/misc-events/4/team {"team_id":null}',
      'DELETE /api/owner/misc-events/4/time null',
      'POST /api/owner/misc-events/4/reschedule {"to_date":"2026-11-25","start_time":"10:00"}',
    ]);
  });

  it('fall back to the screen texts when the server names no reason', async () => {
    await expect(clearOccurrenceTime(api, { rule_id: 9, date: '2026-11-23' })).rejects.toMatchObject({ status: 404, message: 'Not found' });
    server.route('DELETE /api/owner/schedule/9/time', { status: 500, rawBody: 'x' });
    server.route('POST /api/owner/schedule/9/reschedule', { status: 500, rawBody: 'x' });
    server.route('DELETE /api/owner/schedule/9', { status: 500, rawBody: 'x' });
    await expect(clearOccurrenceTime(api, { rule_id: 9, date: '2026-11-23' })).rejects.toMatchObject({ message: SCHEDULE_MESSAGES.failedToClearTime });
    await expect(rescheduleOccurrence(api, { rule_id: 9, from_date: '2026-11-23', to_date: '2026-11-24', start_time: '09:00' })).rejects.toMatchObject({
      message: SCHEDULE_MESSAGES.failedToReschedule,
    });
    await expect(removeScheduleRule(api, 9)).rejects.toMatchObject({ message: SCHEDULE_MESSAGES.failedToRemove });
  });

  it('createMiscEvent resolves with the listed event', async () => {
    const event = { id: 5, rule_id: -5, title: 'Truck service', date: '2026-11-23', start_minutes: 540, start_time: '09:00', duration_minutes: 60, notes: null, team_id: null, pattern: 'once' };
    server.route('POST /api/owner/misc-events', { status: 201, body: { ok: true, event } });
    await expect(createMiscEvent(api, { title: 'Truck service', date: '2026-11-23', start_time: '09:00' })).resolves.toEqual(event);
    server.route('POST /api/owner/misc-events', { status: 500, rawBody: 'x' });
    await expect(createMiscEvent(api, { title: 'x', date: '2026-11-23' })).rejects.toMatchObject({ message: SCHEDULE_MESSAGES.failedToAddEvent });
  });
});
