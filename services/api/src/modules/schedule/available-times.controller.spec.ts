import { API_ERRORS, SCHEDULE_API_ERRORS, type AvailableTimesResponse } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf, seedCustomer } from '../customers/testing/seed-customer.js';
import { seedException, seedMiscEvent, seedOrganization, seedRule, seedService, seedTeam, seedUser } from './testing/seed-schedule-rows.js';

const MONDAY = '2026-03-02';
const NEXT_MONDAY = '2026-03-09';
const TUESDAY = '2026-03-03';
const SUNDAY = '2026-03-01';

/** HH:MM from `first` to `last` (inclusive) every 15 minutes. */
function quarterHours(first: string, last: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minutes = toMinutes(first); minutes <= toMinutes(last); minutes += 15) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
}

describe.each(testDatabases())('Available times API on %s', (database) => {
  let t: TestApi;
  let owner: string;
  let teamA: string;
  let teamB: string;
  let ruleA: number;
  let untimedRule: number;
  let removedRule: number;
  let otherOrganizationRule: number;
  let teamAEvent: number;

  beforeAll(async () => {
    t = await startTestApi(database);
    const ds = t.dataSource;
    // Mondays 09:00–12:00, Sundays closed, other days the default 08:00–17:00.
    const org = await seedOrganization(ds, {
      name: 'Slots Co',
      business_hours: { mon: { open: '09:00', close: '12:00', closed: false }, sun: { open: null, close: null, closed: true } },
    });
    await seedUser(ds, org, 'slots.owner@example.com', 'owner');
    await seedUser(ds, org, 'slots.crew@example.com', 'crew_member');
    owner = await t.tokenFor('slots.owner@example.com');
    teamA = await seedTeam(ds, org, 'A');
    teamB = await seedTeam(ds, org, 'B');
    const halfHour = await seedService(ds, org, { key: 'half', name: 'Half hour', price_cents: 100, estimated_minutes: 30 });
    const unknownLength = await seedService(ds, org, { key: 'unknown', name: 'Unknown length', price_cents: 100, estimated_minutes: null });
    const customer = await seedCustomer(ds, org, { name: 'Slot Customer', status: 'active' });

    // Team A: its weekly visit 10:00–10:30 and a misc event 11:00–11:30 on Mondays.
    ruleA = await seedRule(ds, org, {
      customer_id: customer,
      service_id: halfHour,
      pattern: 'weekly',
      start_date: MONDAY,
      end_date: '2026-12-28',
      start_minutes: 600,
      team_id: teamA,
    });
    teamAEvent = await seedMiscEvent(ds, org, { title: 'A meeting', date: MONDAY, start_minutes: 660, duration_minutes: 30, team_id: teamA });
    // No team: a one-off 09:00–09:45 (unknown length → 45) and a misc event 10:30–11:30.
    await seedRule(ds, org, { customer_id: customer, service_id: unknownLength, pattern: 'once', start_date: MONDAY, start_minutes: 540 });
    await seedMiscEvent(ds, org, { title: 'Yard', date: MONDAY, start_minutes: 630, duration_minutes: 60 });
    // Nothing these add is busy: unscheduled, canceled, removed.
    untimedRule = await seedRule(ds, org, { customer_id: customer, service_id: unknownLength, pattern: 'once', start_date: MONDAY });
    await seedMiscEvent(ds, org, { title: 'Canceled', date: MONDAY, start_minutes: 720 - 60, duration_minutes: 60, canceled: true });
    removedRule = await seedRule(ds, org, {
      customer_id: customer,
      service_id: halfHour,
      pattern: 'once',
      start_date: MONDAY,
      start_minutes: 570,
      removed: true,
    });
    // Next Monday the team-A visit belongs to team B, which has a misc event 09:00–10:00.
    await seedException(ds, org, { rule_id: ruleA, date: NEXT_MONDAY, team_id: teamB });
    await seedMiscEvent(ds, org, { title: 'B meeting', date: NEXT_MONDAY, start_minutes: 540, duration_minutes: 60, team_id: teamB });
    // A Tuesday visit moved onto Monday 2026-03-16 at 09:00 keeps team A busy there.
    const tuesdays = await seedRule(ds, org, {
      customer_id: customer,
      service_id: halfHour,
      pattern: 'weekly',
      start_date: TUESDAY,
      end_date: '2026-03-31',
      start_minutes: 480,
      team_id: teamA,
    });
    await seedException(ds, org, { rule_id: tuesdays, date: '2026-03-17', moved_to_date: '2026-03-16', start_minutes: 540 });

    // Another organization's items without a team sit on the times left free here, so a leak would take them away.
    const sparkle = await organizationIdOf(ds, 'owner2@demo.test');
    const sparkleService = await seedService(ds, sparkle, { key: 'slots-x', name: 'X', price_cents: 1, estimated_minutes: 60 });
    const sparkleCustomer = await seedCustomer(ds, sparkle, { name: 'Elsewhere', status: 'active' });
    otherOrganizationRule = await seedRule(ds, sparkle, {
      customer_id: sparkleCustomer,
      service_id: sparkleService,
      pattern: 'once',
      start_date: MONDAY,
      start_minutes: 690,
    });
    await seedMiscEvent(ds, sparkle, { title: 'Elsewhere', date: MONDAY, start_minutes: 585, duration_minutes: 30 });
    await seedMiscEvent(ds, sparkle, { title: 'Elsewhere too', date: TUESDAY, start_minutes: 480, duration_minutes: 480 });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, token = owner) => t.request<AvailableTimesResponse>('GET', path, { token });

  describe('GET /api/owner/available-times', () => {
    it('offers 15-minute steps within business hours around the items without a team', async () => {
      const response = await get(`/api/owner/available-times?date=${MONDAY}&service_minutes=30`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ date: MONDAY, service_minutes: 30, slots: ['09:45', '10:00', '11:30'] });
    });

    it('checks overlaps against the chosen team only, and lets a misc event not block itself', async () => {
      const teamATimes = await get(`/api/owner/available-times?date=${MONDAY}&service_minutes=30&team_id=${teamA}`);
      expect(teamATimes.body.slots).toEqual(['09:00', '09:15', '09:30', '10:30', '11:30']);
      const movingTheEvent = await get(
        `/api/owner/available-times?date=${MONDAY}&service_minutes=30&team_id=${teamA}&exclude_misc_event_id=${teamAEvent}`,
      );
      expect(movingTheEvent.body.slots).toEqual(['09:00', '09:15', '09:30', ...quarterHours('10:30', '11:30')]);
      const teamBTimes = await get(`/api/owner/available-times?date=${MONDAY}&service_minutes=60&team_id=${teamB}`);
      expect(teamBTimes.body.slots).toEqual(quarterHours('09:00', '11:00'));
    });

    it('counts a visit moved onto the date as busy', async () => {
      const response = await get(`/api/owner/available-times?date=2026-03-16&service_minutes=30&team_id=${teamA}`);
      // 09:00–09:30 the moved Tuesday visit, 10:00–10:30 the weekly one.
      expect(response.body.slots).toEqual(['09:30', ...quarterHours('10:30', '11:30')]);
    });

    it('uses 08:00–17:00 on days without hours of their own, nothing on closed days, and 45 minutes by default', async () => {
      const tuesday = await get(`/api/owner/available-times?date=${TUESDAY}&service_minutes=60&team_id=${teamB}`);
      expect(tuesday.body.slots).toEqual(quarterHours('08:00', '16:00'));
      const sunday = await get(`/api/owner/available-times?date=${SUNDAY}&service_minutes=30`);
      expect(sunday.body).toEqual({ date: SUNDAY, service_minutes: 30, slots: [] });
      const defaultLength = await get(`/api/owner/available-times?date=${TUESDAY}&team_id=${teamB}`);
      expect(defaultLength.body.service_minutes).toBe(45);
      expect(defaultLength.body.slots.at(-1)).toBe('16:15');
    });

    it.each([
      ['date=2026-02-29&service_minutes=30', SCHEDULE_API_ERRORS.invalidDate],
      ['service_minutes=30', SCHEDULE_API_ERRORS.invalidDate],
      ['date=0000-01-01', SCHEDULE_API_ERRORS.invalidDate],
      ['date=9999-12-31', SCHEDULE_API_ERRORS.invalidDate],
      [`date=${MONDAY}&service_minutes=0`, SCHEDULE_API_ERRORS.serviceMinutesPositive],
      [`date=${MONDAY}&service_minutes=-15`, SCHEDULE_API_ERRORS.serviceMinutesPositive],
      [`date=${MONDAY}&service_minutes=1.5`, SCHEDULE_API_ERRORS.serviceMinutesPositive],
      [`date=${MONDAY}&service_minutes=abc`, SCHEDULE_API_ERRORS.serviceMinutesPositive],
      [`date=${MONDAY}&team_id=team-a`, API_ERRORS.invalidId],
      [`date=${MONDAY}&exclude_misc_event_id=x`, API_ERRORS.invalidId],
      [`date=${MONDAY}&exclude_misc_event_id=0`, API_ERRORS.invalidId],
      [`date=${MONDAY}&exclude_misc_event_id=99999999999`, API_ERRORS.invalidId],
    ])('answers 400 for %p', async (query, message) => {
      const response = await get(`/api/owner/available-times?${query}`);
      expect(response).toMatchObject({ status: 400, body: { error: message } });
    });
  });

  describe('GET /api/owner/schedule/:rule_id/available-times', () => {
    it('checks against the rule’s own team without its own visit, for its service’s length', async () => {
      const response = await get(`/api/owner/schedule/${ruleA}/available-times?date=${MONDAY}`);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ date: MONDAY, service_minutes: 30, slots: [...quarterHours('09:00', '10:30'), '11:30'] });
    });

    it('takes the team the visit has that day, or the one asked for, and the length asked for', async () => {
      const movedToTeamB = await get(`/api/owner/schedule/${ruleA}/available-times?date=${NEXT_MONDAY}`);
      expect(movedToTeamB.body.slots).toEqual(quarterHours('10:00', '11:30'));
      const askedForTeamB = await get(`/api/owner/schedule/${ruleA}/available-times?date=${MONDAY}&service_minutes=60&team_id=${teamB}`);
      expect(askedForTeamB.body).toEqual({ date: MONDAY, service_minutes: 60, slots: quarterHours('09:00', '11:00') });
    });

    it('defaults to 45 minutes when the service has no estimate', async () => {
      const response = await get(`/api/owner/schedule/${untimedRule}/available-times?date=${TUESDAY}`);
      expect(response.body.service_minutes).toBe(45);
    });

    it('answers 404 for a removed rule, another organization’s rule or no rule', async () => {
      for (const id of [removedRule, otherOrganizationRule, 999_999_999, 2_147_483_647]) {
        const response = await get(`/api/owner/schedule/${id}/available-times?date=${MONDAY}`);
        expect(response).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.ruleNotFound } });
      }
    });

    it.each(['abc', '0', '-3', '1.5', '2147483648', '99999999999'])('answers 400 "Invalid id" for rule id %s, as the writes do', async (id) => {
      const response = await get(`/api/owner/schedule/${id}/available-times?date=${MONDAY}`);
      expect(response).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
    });

    it('validates the query', async () => {
      const response = await get(`/api/owner/schedule/${ruleA}/available-times?date=${MONDAY}&service_minutes=0`);
      expect(response).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.serviceMinutesPositive } });
      const yearZero = await get(`/api/owner/schedule/${ruleA}/available-times?date=0000-01-01`);
      expect(yearZero).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.invalidDate } });
    });
  });

  it('is for owners and managers only', async () => {
    for (const email of ['slots.crew@example.com', 'admin@demo.test']) {
      const token = await t.tokenFor(email);
      for (const path of [`/api/owner/available-times?date=${MONDAY}`, `/api/owner/schedule/${ruleA}/available-times?date=${MONDAY}`]) {
        const response = await get(path, token);
        expect(response).toMatchObject({ status: 403, body: { error: SCHEDULE_API_ERRORS.editForbidden } });
      }
    }
  });
});
