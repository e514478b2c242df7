import {
  API_ERRORS,
  DEFAULT_MISC_EVENT_MINUTES,
  SCHEDULE_API_ERRORS,
  SCHEDULE_MESSAGES,
  type CreateMiscEventRequest,
  type CreateMiscEventResponse,
  type MiscEventListing,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedWriteFixtures, type WriteFixtures } from './testing/schedule-write-fixtures.js';

interface EventRow {
  organization_id: string;
  title: string;
  date: string;
  start_minutes: number | null;
  duration_minutes: number;
  notes: string | null;
  team_id: string | null;
  created_by: string | null;
  canceled: boolean;
}

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('Misc event writes on %s', (database) => {
  let t: TestApi;
  let f: WriteFixtures;

  beforeAll(async () => {
    t = await startTestApi(database);
    f = await seedWriteFixtures(t, 'Misc');
  });

  afterAll(async () => {
    await t?.close();
  });

  function add(body: Partial<CreateMiscEventRequest> | Record<string, unknown>, token = f.tokens.owner) {
    return t.request<CreateMiscEventResponse>('POST', '/api/owner/misc-events', { token, body });
  }

  async function addEvent(extra: Partial<CreateMiscEventRequest> = {}, token = f.tokens.owner): Promise<number> {
    const response = await add({ title: 'Truck service', date: '2026-11-24', start_time: '09:00', ...extra }, token);
    expect(response.status).toBe(201);
    return response.body.event.id;
  }

  async function eventRow(id: number): Promise<EventRow> {
    const rows = (await t.dataSource.query(
      `SELECT organization_id, title, date::text AS date, start_minutes, duration_minutes, notes, team_id, created_by,
              canceled_at IS NOT NULL AS canceled
         FROM misc_events WHERE id = $1`,
      [id],
    )) as EventRow[];
    if (!rows[0]) throw new Error(`No misc event ${id}`);
    return rows[0];
  }

  describe('POST /api/owner/misc-events', () => {
    it('adds the event and answers it as the schedule lists it', async () => {
      const response = await add({ title: '  Truck service ', date: '2026-11-24', start_time: '09:30', duration_minutes: 90, notes: ' Bring oil ', team_id: f.team });
      expect(response.status).toBe(201);
      const id = response.body.event.id;
      const expected: MiscEventListing = {
        id,
        rule_id: -id,
        title: 'Truck service',
        date: '2026-11-24',
        start_minutes: 570,
        start_time: '09:30',
        duration_minutes: 90,
        notes: 'Bring oil',
        team_id: f.team,
        pattern: 'once',
      };
      expect(response.body).toEqual({ ok: true, event: expected });
      expect(await eventRow(id)).toEqual({
        organization_id: f.own,
        title: 'Truck service',
        date: '2026-11-24',
        start_minutes: 570,
        duration_minutes: 90,
        notes: 'Bring oil',
        team_id: f.team,
        created_by: f.ownerId,
        canceled: false,
      });
      const listed = await t.request<MiscEventListing[]>('GET', '/api/owner/schedule/misc?from=2026-11-24&to=2026-11-24', { token: f.tokens.owner });
      expect(listed.body).toContainEqual(expected);
    });

    it('defaults to an unscheduled hour-long event without notes or team; managers may add', async () => {
      const response = await add({ title: 'Inventory', date: '2026-11-25', start_time: null, duration_minutes: null, notes: '', team_id: '' }, f.tokens.manager);
      expect(response.status).toBe(201);
      expect(await eventRow(response.body.event.id)).toMatchObject({ start_minutes: null, duration_minutes: DEFAULT_MISC_EVENT_MINUTES, notes: null, team_id: null });
    });

    it('takes a duration typed as text and rounds part minutes up', async () => {
      const typed = await add({ title: 'Typed', date: '2026-11-25', duration_minutes: '30' as unknown as number });
      const fraction = await add({ title: 'Fraction', date: '2026-11-25', duration_minutes: 0.5 });
      expect(await eventRow(typed.body.event.id)).toMatchObject({ duration_minutes: 30 });
      expect(await eventRow(fraction.body.event.id)).toMatchObject({ duration_minutes: 1 });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no title', { title: undefined }, SCHEDULE_MESSAGES.titleRequired],
      ['a blank title', { title: '   ' }, SCHEDULE_MESSAGES.titleRequired],
      ['a title that is not text', { title: 12 }, SCHEDULE_MESSAGES.titleRequired],
      ['duration 0', { duration_minutes: 0 }, SCHEDULE_MESSAGES.durationPositive],
      ['a negative duration', { duration_minutes: -15 }, SCHEDULE_MESSAGES.durationPositive],
      ['a duration that is no number', { duration_minutes: 'long' }, SCHEDULE_MESSAGES.durationPositive],
      ['a duration over a day', { duration_minutes: 1441 }, SCHEDULE_API_ERRORS.durationMaximum],
      ['no date', { date: undefined }, SCHEDULE_API_ERRORS.invalidDate],
      ['a date that does not exist', { date: '2026-02-30' }, SCHEDULE_API_ERRORS.invalidDate],
      ['a date in year 0', { date: '0000-01-01' }, SCHEDULE_API_ERRORS.invalidDate],
      ['a time that is not HH:MM', { start_time: '9am' }, SCHEDULE_API_ERRORS.invalidTime],
      ['a team id that is no id', { team_id: 'north' }, SCHEDULE_API_ERRORS.teamNotFound],
      ['notes that are not text', { notes: ['a'] }, SCHEDULE_API_ERRORS.notesText],
      ['a title over the limit', { title: 't'.repeat(201) }, SCHEDULE_API_ERRORS.titleTooLong],
      ['notes over the limit', { notes: 'n'.repeat(2001) }, SCHEDULE_API_ERRORS.notesTooLong],
    ])('refuses %s with 400', async (_, change, message) => {
      const response = await add({ title: 'Event', date: '2026-11-24', ...change });
      expect(response).toMatchObject({ status: 400, body: { error: message } });
    });

    it('answers 404 for another organization’s team, as for a missing one', async () => {
      for (const team_id of [f.otherTeam, MISSING_UUID]) {
        expect(await add({ title: 'Event', date: '2026-11-24', team_id })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.teamNotFound } });
      }
    });

    it.each(['crew', 'customer', 'admin'] as const)('refuses %s with 403 "You do not have permission to add events"', async (role) => {
      const response = await add({ title: 'Event', date: '2026-11-24' }, f.tokens[role]);
      expect(response).toMatchObject({ status: 403, body: { error: SCHEDULE_MESSAGES.customerAddEventsForbidden } });
    });
  });

  describe('changing an event', () => {
    it('sets and clears its time', async () => {
      const id = await addEvent();
      expect(await t.request('PATCH', `/api/owner/misc-events/${id}/time`, { token: f.tokens.owner, body: { start_time: '16:05' } })).toMatchObject({
        status: 200,
        body: { ok: true },
      });
      expect(await eventRow(id)).toMatchObject({ start_minutes: 965 });
      expect(await t.request('DELETE', `/api/owner/misc-events/${id}/time`, { token: f.tokens.manager })).toMatchObject({ status: 200, body: { ok: true } });
      expect(await eventRow(id)).toMatchObject({ start_minutes: null, date: '2026-11-24' });
    });

    it('sets and removes its team', async () => {
      const id = await addEvent();
      expect((await t.request('PATCH', `/api/owner/misc-events/${id}/team`, { token: f.tokens.owner, body: { team_id: f.team } })).status).toBe(200);
      expect(await eventRow(id)).toMatchObject({ team_id: f.team });
      expect((await t.request('PATCH', `/api/owner/misc-events/${id}/team`, { token: f.tokens.owner, body: { team_id: null } })).status).toBe(200);
      expect(await eventRow(id)).toMatchObject({ team_id: null });
      const theirs = await t.request('PATCH', `/api/owner/misc-events/${id}/team`, { token: f.tokens.owner, body: { team_id: f.otherTeam } });
      expect(theirs).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.teamNotFound } });
      expect(await eventRow(id)).toMatchObject({ team_id: null });
    });

    it('keeps its team when the team change sends no team_id (only null removes it)', async () => {
      const id = await addEvent();
      expect((await t.request('PATCH', `/api/owner/misc-events/${id}/team`, { token: f.tokens.owner, body: { team_id: f.team } })).status).toBe(200);
      const empty = await t.request('PATCH', `/api/owner/misc-events/${id}/team`, { token: f.tokens.owner, body: {} });
      expect(empty).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.teamIdRequired } });
      expect(await eventRow(id)).toMatchObject({ team_id: f.team });
    });

    it('moves it to another date and time', async () => {
      const id = await addEvent();
      const response = await t.request('POST', `/api/owner/misc-events/${id}/reschedule`, { token: f.tokens.owner, body: { to_date: '2026-12-01', start_time: '07:45' } });
      expect(response).toMatchObject({ status: 200, body: { ok: true } });
      expect(await eventRow(id)).toMatchObject({ date: '2026-12-01', start_minutes: 465 });
    });

    it.each<[string, string, Record<string, unknown>, string]>([
      ['a time that is not HH:MM', 'PATCH time', { start_time: '7:45' }, SCHEDULE_API_ERRORS.invalidTime],
      ['no time', 'PATCH time', {}, SCHEDULE_API_ERRORS.invalidTime],
      ['a reschedule without a date', 'POST reschedule', { start_time: '07:45' }, SCHEDULE_API_ERRORS.invalidDate],
      ['a reschedule to year 0', 'POST reschedule', { to_date: '0000-01-01', start_time: '07:45' }, SCHEDULE_API_ERRORS.invalidDate],
      ['a reschedule without a time', 'POST reschedule', { to_date: '2026-12-01' }, SCHEDULE_API_ERRORS.invalidTime],
      ['a team id that is no id', 'PATCH team', { team_id: 5 }, SCHEDULE_API_ERRORS.teamNotFound],
    ])('refuses %s with 400', async (_, route, body, message) => {
      const id = await addEvent();
      const [method, action] = route.split(' ') as ['PATCH' | 'POST', string];
      expect(await t.request(method, `/api/owner/misc-events/${id}/${action}`, { token: f.tokens.owner, body })).toMatchObject({ status: 400, body: { error: message } });
    });

    it('cancels it; afterwards every write answers 404', async () => {
      const id = await addEvent();
      expect(await t.request('POST', `/api/owner/misc-events/${id}/cancel`, { token: f.tokens.owner })).toMatchObject({ status: 200, body: { ok: true } });
      expect(await eventRow(id)).toMatchObject({ canceled: true });
      for (const [method, url, body] of writes(String(id))) {
        expect(await t.request(method, url, { token: f.tokens.owner, body })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.miscEventNotFound } });
      }
      const listed = await t.request<MiscEventListing[]>('GET', '/api/owner/schedule/misc?from=2026-11-24&to=2026-11-24', { token: f.tokens.owner });
      expect(listed.body.map((event) => event.id)).not.toContain(id);
    });
  });

  const writes = (id: string) =>
    [
      ['PATCH', `/api/owner/misc-events/${id}/time`, { start_time: '09:00' }],
      ['PATCH', `/api/owner/misc-events/${id}/team`, { team_id: null }],
      ['DELETE', `/api/owner/misc-events/${id}/time`, undefined],
      ['POST', `/api/owner/misc-events/${id}/reschedule`, { to_date: '2026-12-01', start_time: '09:00' }],
      ['POST', `/api/owner/misc-events/${id}/cancel`, undefined],
    ] as const;

  describe('ids and permissions of every event write', () => {
    it.each(['abc', '0', '-4', '2147483648', '99999999999'])('answers 400 "Invalid id" for id %s', async (id) => {
      for (const [method, url, body] of writes(id)) {
        expect(await t.request(method, url, { token: f.tokens.owner, body })).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      }
    });

    it('answers 404 for another organization’s event and a missing one, changing nothing', async () => {
      const theirs = await addEvent({ team_id: null }, f.tokens.otherOwner);
      for (const id of [String(theirs), '2147483647']) {
        for (const [method, url, body] of writes(id)) {
          expect(await t.request(method, url, { token: f.tokens.owner, body })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.miscEventNotFound } });
        }
      }
      expect(await eventRow(theirs)).toMatchObject({ organization_id: f.other, start_minutes: 540, date: '2026-11-24', canceled: false });
    });

    it.each(['crew', 'customer', 'admin'] as const)('refuses %s with 403 and changes nothing', async (role) => {
      const id = await addEvent();
      for (const [method, url, body] of writes(String(id))) {
        expect(await t.request(method, url, { token: f.tokens[role], body })).toMatchObject({ status: 403, body: { error: SCHEDULE_API_ERRORS.editForbidden } });
      }
      expect(await eventRow(id)).toMatchObject({ start_minutes: 540, date: '2026-11-24', canceled: false });
    });
  });
});
