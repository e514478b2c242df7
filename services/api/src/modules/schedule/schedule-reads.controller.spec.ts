import {
  API_ERRORS,
  isoDateIn,
  SCHEDULE_API_ERRORS,
  SCHEDULE_MESSAGES,
  type MiscEventListing,
  type ScheduleCalendar,
  type ScheduleCandidate,
  type ScheduleOccurrence,
  type SchedulePattern,
  type StartTimeOverride,
} from '@fsp/contracts';
import { SQL_QUERIES_HEADER } from '../../database/sql-query-counter.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf, seedCustomer } from '../customers/testing/seed-customer.js';
import {
  seedException,
  seedMiscEvent,
  seedOccurrenceInvoice,
  seedOrganization,
  seedRule,
  seedService,
  seedTeam,
  seedUser,
} from './testing/seed-schedule-rows.js';

const MARCH = '?from=2026-03-01&to=2026-03-31';

describe.each(testDatabases())('Schedule reads API on %s', (database) => {
  let t: TestApi;
  let org: string;
  let teamA: string;
  let teamB: string;
  let alice: string;
  let bob: string;
  let mowing: string;
  let hedge: string;
  let weekly: number;
  let monthEnd: number;
  let oneOff: number;
  let movedIn: number;
  let noLongerOffered: number;
  let truckService: number;
  let untimedMeeting: number;
  let oneOffInvoice: string;
  let paidInvoice: string;
  const tokens: Record<'owner' | 'manager' | 'crew' | 'crewWithoutTeam' | 'customerUser' | 'admin', string> = {
    owner: '',
    manager: '',
    crew: '',
    crewWithoutTeam: '',
    customerUser: '',
    admin: '',
  };

  beforeAll(async () => {
    t = await startTestApi(database, { config: { countSqlQueries: true } });
    const ds = t.dataSource;
    org = await seedOrganization(ds, { name: 'Reads Co', time_zone: 'Pacific/Auckland' });
    await seedUser(ds, org, 'reads.owner@example.com', 'owner');
    await seedUser(ds, org, 'reads.manager@example.com', 'Manager');
    const crewId = await seedUser(ds, org, 'reads.crew@example.com', 'crew_member');
    await seedUser(ds, org, 'reads.loner@example.com', 'crew_member');
    await seedUser(ds, org, 'reads.customer@example.com', 'user');
    for (const [role, email] of [
      ['owner', 'reads.owner@example.com'],
      ['manager', 'reads.manager@example.com'],
      ['crew', 'reads.crew@example.com'],
      ['crewWithoutTeam', 'reads.loner@example.com'],
      ['customerUser', 'reads.customer@example.com'],
      ['admin', 'admin@demo.test'],
    ] as const) {
      tokens[role] = await t.tokenFor(email);
    }
    teamA = await seedTeam(ds, org, 'Team A', [crewId]);
    teamB = await seedTeam(ds, org, 'Team B');

    mowing = await seedService(ds, org, { key: 'mowing', name: 'Lawn Mowing', price_cents: 4800, estimated_minutes: 30 });
    hedge = await seedService(ds, org, { key: 'hedge', name: 'Hedge Trimming', price_cents: 6000, estimated_minutes: null });
    const oldService = await seedService(ds, org, { key: 'old', name: 'Old Service', price_cents: 100, estimated_minutes: 10, active: false });

    alice = await seedCustomer(ds, org, {
      name: 'Alice Adams',
      email: 'alice@example.com',
      phone_number: '(919) 555-0101',
      street: '1 Elm St',
      city: 'Raleigh',
      state: 'NC',
      zip: '27601',
      status: 'active',
      services: [
        { key: 'mowing', label: 'Mowing (at signup)', price_cents: 4500 },
        { key: 'old', label: 'Old Service', price_cents: 100 },
        { key: 'gone', label: 'Gone', price_cents: 1 },
      ],
      available_days: [{ day: 'mon', start: '08:00', end: '12:00' }],
    });
    bob = await seedCustomer(ds, org, { name: 'bob Brown', email: 'bob@example.com', status: 'lead' });
    await seedCustomer(ds, org, { name: 'Carl Archived', status: 'archived' });
    await seedCustomer(ds, org, { name: 'Dana Paused', status: 'paused' });
    await seedCustomer(ds, org, { name: null, email: 'nameless@example.com', status: 'lead' });

    weekly = await seedRule(ds, org, {
      customer_id: alice,
      service_id: mowing,
      pattern: 'weekly',
      start_date: '2026-03-02',
      end_date: '2026-06-29',
      start_minutes: 540,
      team_id: teamA,
      notes: 'Gate code 12',
    });
    await seedException(ds, org, { rule_id: weekly, date: '2026-03-09', skipped: true });
    await seedException(ds, org, { rule_id: weekly, date: '2026-03-16', start_minutes: 630, team_id: teamB });
    await seedException(ds, org, { rule_id: weekly, date: '2026-03-23', time_cleared: true });
    monthEnd = await seedRule(ds, org, { customer_id: bob, service_id: hedge, pattern: 'monthly', start_date: '2026-01-31', end_date: '2026-12-31' });
    oneOff = await seedRule(ds, org, { customer_id: bob, service_id: mowing, pattern: 'once', start_date: '2026-03-10', start_minutes: 600, team_id: teamB });
    movedIn = await seedRule(ds, org, {
      customer_id: alice,
      service_id: hedge,
      pattern: 'every_x_weeks',
      interval: 2,
      start_date: '2026-01-05',
      end_date: '2026-02-16',
      start_minutes: 480,
    });
    await seedException(ds, org, { rule_id: movedIn, date: '2026-02-16', moved_to_date: '2026-03-04', start_minutes: 780 });
    await seedRule(ds, org, { customer_id: alice, service_id: mowing, pattern: 'weekly', start_date: '2026-03-03', end_date: '2026-03-31', removed: true });
    // A service the organization no longer offers stays on the rules that use it.
    noLongerOffered = await seedRule(ds, org, { customer_id: bob, service_id: oldService, pattern: 'once', start_date: '2026-03-20', start_minutes: 900 });
    oneOffInvoice = await seedOccurrenceInvoice(ds, org, { customer_id: bob, rule_id: oneOff, occurrence_date: '2026-03-10' });
    paidInvoice = await seedOccurrenceInvoice(ds, org, { customer_id: alice, rule_id: weekly, occurrence_date: '2026-03-02', status: 'paid' });

    truckService = await seedMiscEvent(ds, org, { title: 'Truck service', date: '2026-03-05', start_minutes: 600, duration_minutes: 90, notes: 'Oil', team_id: teamA });
    untimedMeeting = await seedMiscEvent(ds, org, { title: 'Staff meeting', date: '2026-03-05' });
    await seedMiscEvent(ds, org, { title: 'Canceled', date: '2026-03-06', start_minutes: 600, canceled: true });
    await seedMiscEvent(ds, org, { title: 'April', date: '2026-04-01', start_minutes: 600 });

    const sparkle = await organizationIdOf(ds, 'owner2@demo.test');
    const sparkleService = await seedService(ds, sparkle, { key: 'sparkle-x', name: 'Sparkle X', price_cents: 1, estimated_minutes: 60 });
    const sparkleCustomer = await seedCustomer(ds, sparkle, { name: 'Aaron Elsewhere', status: 'active' });
    await seedRule(ds, sparkle, { customer_id: sparkleCustomer, service_id: sparkleService, pattern: 'weekly', start_date: '2026-03-01', end_date: '2026-03-31', start_minutes: 540 });
    await seedMiscEvent(ds, sparkle, { title: 'Elsewhere', date: '2026-03-05', start_minutes: 540 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('publishes the schedule reads in the OpenAPI document, with their query parameters', async () => {
    const document = await t.request<{
      paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>>;
      components: { schemas: Record<string, unknown> };
    }>('GET', '/api/docs-json');
    const queryOf = (path: string) => (document.body.paths[path]?.['get']?.parameters ?? []).map((parameter) => parameter.name).sort();
    expect(queryOf('/api/owner/schedule')).toEqual(['from', 'shape', 'team_id', 'to']);
    for (const path of ['/api/owner/schedule/misc', '/api/owner/schedule/start-times', '/api/owner/misc-events/start-times']) {
      expect(queryOf(path)).toEqual(['from', 'team_id', 'to']);
    }
    expect(document.body.paths['/api/owner/schedule/calendar']).toHaveProperty('get');
    expect(document.body.paths['/api/owner/schedule/candidates']).toHaveProperty('get');
    expect(queryOf('/api/owner/available-times')).toEqual(['date', 'exclude_misc_event_id', 'service_minutes', 'team_id']);
    expect(queryOf('/api/owner/schedule/{rule_id}/available-times')).toEqual(['date', 'rule_id', 'service_minutes', 'team_id']);
    expect(document.body.components.schemas).toHaveProperty('ScheduleOccurrenceDto');
  });

  const summary = (occurrences: ScheduleOccurrence[]) =>
    occurrences.map((o) => [o.rule_id, o.date, o.start_minutes, o.team_id === null ? null : o.team_id === teamA ? 'A' : 'B']);

  describe('GET /api/owner/schedule', () => {
    it('lists every visit of the range with exceptions applied, sorted by date, time (unscheduled last) and rule', async () => {
      const response = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule${MARCH}`, { token: tokens.owner });
      expect(response.status).toBe(200);
      expect(summary(response.body)).toEqual([
        [weekly, '2026-03-02', 540, 'A'],
        [movedIn, '2026-03-04', 780, null],
        [oneOff, '2026-03-10', 600, 'B'],
        [weekly, '2026-03-16', 630, 'B'],
        [noLongerOffered, '2026-03-20', 900, null],
        [weekly, '2026-03-23', null, 'A'],
        [weekly, '2026-03-30', 540, 'A'],
        [monthEnd, '2026-03-31', null, null],
      ]);
      expect(response.body.find((o) => o.rule_id === noLongerOffered)?.service).toEqual({
        key: 'old',
        label: 'Old Service',
        estimated_minutes: 10,
        price_cents: 100,
      });
    });

    it('answers exactly the contract’s fields, with the service, the customer and the invoice of that visit', async () => {
      const { body } = await t.request<ScheduleOccurrence[]>('GET', '/api/owner/schedule?from=2026-03-02&to=2026-03-02', { token: tokens.owner });
      expect(body).toEqual([
        {
          rule_id: weekly,
          date: '2026-03-02',
          pattern: 'weekly',
          interval: 1,
          start_date: '2026-03-02',
          end_date: '2026-06-29',
          weekday: 'mon',
          notes: 'Gate code 12',
          team_id: teamA,
          start_minutes: 540,
          duration_minutes: 30,
          service: { key: 'mowing', label: 'Lawn Mowing', estimated_minutes: 30, price_cents: 4800 },
          customer: {
            id: alice,
            name: 'Alice Adams',
            email: 'alice@example.com',
            phone_number: '(919) 555-0101',
            street: '1 Elm St',
            city: 'Raleigh',
            state: 'NC',
            zip: '27601',
            status: 'active',
            available_days: [{ day: 'mon', start: '08:00', end: '12:00' }],
            services: [
              { key: 'mowing', label: 'Mowing (at signup)', price_cents: 4500 },
              { key: 'old', label: 'Old Service', price_cents: 100 },
              { key: 'gone', label: 'Gone', price_cents: 1 },
            ],
          },
          rescheduled_from: null,
          invoice: { id: paidInvoice, status: 'paid' },
        },
      ]);
    });

    it('marks a visit moved in from outside the range, and defaults an unknown service length to 45 minutes', async () => {
      const { body } = await t.request<ScheduleOccurrence[]>('GET', '/api/owner/schedule?from=2026-03-04&to=2026-03-10', { token: tokens.owner });
      expect(body.map((o) => [o.rule_id, o.date, o.weekday, o.rescheduled_from, o.duration_minutes, o.invoice])).toEqual([
        [movedIn, '2026-03-04', 'wed', '2026-02-16', 45, null],
        [oneOff, '2026-03-10', 'tue', null, 30, { id: oneOffInvoice, status: 'open' }],
      ]);
    });

    it('keeps the day of the month of a monthly rule, or the last day of shorter months', async () => {
      const { body } = await t.request<ScheduleOccurrence[]>('GET', '/api/owner/schedule?from=2026-02-01&to=2026-04-30', { token: tokens.owner });
      expect(body.filter((o) => o.rule_id === monthEnd).map((o) => o.date)).toEqual(['2026-02-28', '2026-03-31', '2026-04-30']);
      // Every other Monday from 2026-01-05; the 2026-02-16 visit moved away leaves nothing behind on that date.
      expect(body.filter((o) => o.rule_id === movedIn).map((o) => o.date)).toEqual(['2026-02-02', '2026-03-04']);
    });

    it('filters by the effective team of each visit', async () => {
      const { body } = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule${MARCH}&team_id=${teamB}`, { token: tokens.manager });
      expect(summary(body)).toEqual([
        [oneOff, '2026-03-10', 600, 'B'],
        [weekly, '2026-03-16', 630, 'B'],
      ]);
    });

    it('shows a crew member only the visits of their own teams', async () => {
      const own = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule${MARCH}`, { token: tokens.crew });
      expect(own.status).toBe(200);
      expect(summary(own.body)).toEqual([
        [weekly, '2026-03-02', 540, 'A'],
        [weekly, '2026-03-23', null, 'A'],
        [weekly, '2026-03-30', 540, 'A'],
      ]);
      const otherTeam = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule${MARCH}&team_id=${teamB}`, { token: tokens.crew });
      expect(otherTeam.body).toEqual([]);
      const noTeam = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule${MARCH}`, { token: tokens.crewWithoutTeam });
      expect(noTeam.body).toEqual([]);
    });

    it('refuses roles other than owner, manager and crew member', async () => {
      for (const token of [tokens.admin, tokens.customerUser]) {
        const response = await t.request('GET', `/api/owner/schedule${MARCH}`, { token });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ error: SCHEDULE_MESSAGES.viewForbidden });
      }
    });

    it.each([
      ['', SCHEDULE_API_ERRORS.invalidDate],
      ['?to=2026-03-31', SCHEDULE_API_ERRORS.invalidDate],
      ['?from=2026-02-30&to=2026-03-31', SCHEDULE_API_ERRORS.invalidDate],
      ['?from=2026-3-01&to=2026-03-31', SCHEDULE_API_ERRORS.invalidDate],
      ['?from=2026-03-01&to=tomorrow', SCHEDULE_API_ERRORS.invalidDate],
      ['?from=2026-03-02&to=2026-03-01', SCHEDULE_API_ERRORS.invalidRange],
      ['?from=2026-01-01&to=2027-02-05', SCHEDULE_API_ERRORS.rangeTooLong],
      [`${MARCH}&team_id=not-a-uuid`, API_ERRORS.invalidId],
    ])('answers 400 for the query %p', async (query, message) => {
      const response = await t.request('GET', `/api/owner/schedule${query}`, { token: tokens.owner });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: message });
    });

    it.each([
      '/api/owner/schedule',
      '/api/owner/schedule/misc',
      '/api/owner/schedule/start-times',
      '/api/owner/misc-events/start-times',
    ])('answers 400, like the writes, for dates outside 1900-01-01..9998-12-31 on %s', async (path) => {
      for (const query of ['?from=0000-01-01&to=0000-01-31', '?from=1899-12-31&to=1900-01-05', '?from=9998-12-30&to=9999-01-02']) {
        const response = await t.request('GET', `${path}${query}`, { token: tokens.owner });
        expect(response).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.invalidDate } });
      }
      const edges = await t.request('GET', `${path}?from=1900-01-01&to=1900-01-02`, { token: tokens.owner });
      expect(edges.status).toBe(200);
    });

    it('accepts a range of exactly 400 days', async () => {
      const response = await t.request<ScheduleOccurrence[]>('GET', '/api/owner/schedule?from=2026-01-01&to=2027-02-04', { token: tokens.owner });
      expect(response.status).toBe(200);
      expect(response.body.length).toBeGreaterThan(20);
    });

    it('answers a day or a week with exactly the visits the month shows on those dates', async () => {
      const shortRanges = await seedOrganization(t.dataSource, { name: 'Short Ranges Co' });
      await seedUser(t.dataSource, shortRanges, 'short.owner@example.com', 'owner');
      const service = await seedService(t.dataSource, shortRanges, { key: 'svc', name: 'Svc', price_cents: 100, estimated_minutes: 60 });
      const customer = await seedCustomer(t.dataSource, shortRanges, { name: 'C', status: 'active' });
      const rule = (pattern: SchedulePattern, start_date: string, end_date: string, interval = 1) =>
        seedRule(t.dataSource, shortRanges, { customer_id: customer, service_id: service, pattern, interval, start_date, end_date, start_minutes: 540 });
      await rule('weekly', '2026-02-26', '2026-03-19');
      await rule('weekly', '2026-03-31', '2026-04-30');
      await rule('every_x_weeks', '2026-02-25', '2026-12-31', 3);
      await rule('every_x_weeks', '2025-12-01', '2026-12-31', 5);
      const skippedAndMoved = await rule('every_x_weeks', '2026-03-03', '2026-12-31', 2);
      await seedException(t.dataSource, shortRanges, { rule_id: skippedAndMoved, date: '2026-03-03', skipped: true });
      await seedException(t.dataSource, shortRanges, { rule_id: skippedAndMoved, date: '2026-03-17', moved_to_date: '2026-03-20', start_minutes: 600 });
      await rule('monthly', '2026-01-31', '2026-12-31');
      await rule('once', '2026-03-11', '2026-03-11');
      const token = await t.tokenFor('short.owner@example.com');
      const read = async (from: string, to: string) => {
        const response = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule?from=${from}&to=${to}`, { token });
        expect(response.status).toBe(200);
        return response.body.map((o) => `${o.rule_id} ${o.date} ${o.start_minutes}`);
      };
      const month = await read('2026-03-01', '2026-03-31');
      expect(month).toHaveLength(10);
      const byDay: string[] = [];
      for (let day = 1; day <= 31; day += 1) {
        const date = `2026-03-${String(day).padStart(2, '0')}`;
        byDay.push(...(await read(date, date)));
      }
      expect(byDay).toEqual(month);
      const byWeek: string[] = [];
      const weeks: Array<[string, string]> = [
        ['2026-03-01', '2026-03-07'],
        ['2026-03-08', '2026-03-14'],
        ['2026-03-15', '2026-03-21'],
        ['2026-03-22', '2026-03-28'],
        ['2026-03-29', '2026-03-31'],
      ];
      for (const [from, to] of weeks) byWeek.push(...(await read(from, to)));
      expect(byWeek).toEqual(month);
    });

    it('runs the same number of SQL statements for 1 rule as for 120', async () => {
      const small = await seedOrganization(t.dataSource, { name: 'Small Co' });
      const large = await seedOrganization(t.dataSource, { name: 'Large Co' });
      await seedUser(t.dataSource, small, 'small.owner@example.com', 'owner');
      await seedUser(t.dataSource, large, 'large.owner@example.com', 'owner');
      for (const [organizationId, rules] of [
        [small, 1],
        [large, 120],
      ] as const) {
        const service = await seedService(t.dataSource, organizationId, { key: 'svc', name: 'Svc', price_cents: 100, estimated_minutes: 60 });
        const customer = await seedCustomer(t.dataSource, organizationId, { name: 'C', status: 'active' });
        for (let index = 0; index < rules; index += 1) {
          const ruleId = await seedRule(t.dataSource, organizationId, {
            customer_id: customer,
            service_id: service,
            pattern: 'weekly',
            start_date: '2026-03-02',
            end_date: '2026-03-31',
            start_minutes: 480 + index,
          });
          await seedException(t.dataSource, organizationId, { rule_id: ruleId, date: '2026-03-09', start_minutes: 600 });
          await seedOccurrenceInvoice(t.dataSource, organizationId, { customer_id: customer, rule_id: ruleId, occurrence_date: '2026-03-02' });
        }
      }
      const counts: string[] = [];
      for (const email of ['small.owner@example.com', 'large.owner@example.com']) {
        const token = await t.tokenFor(email);
        const response = await t.request<ScheduleOccurrence[]>('GET', `/api/owner/schedule${MARCH}`, { token });
        expect(response.status).toBe(200);
        counts.push(response.headers[SQL_QUERIES_HEADER] ?? 'missing');
      }
      expect(counts[0]).toMatch(/^\d+$/);
      expect(counts[1]).toBe(counts[0]);
    });
  });

  describe('GET /api/owner/schedule/misc', () => {
    const listing = (id: number, fields: Partial<MiscEventListing>): MiscEventListing => ({
      id,
      rule_id: -id,
      title: '',
      date: '2026-03-05',
      start_minutes: null,
      start_time: null,
      duration_minutes: 60,
      notes: null,
      team_id: null,
      pattern: 'once',
      ...fields,
    });

    it('lists the misc events of the range that are not canceled, timed ones first on a day', async () => {
      const response = await t.request<MiscEventListing[]>('GET', `/api/owner/schedule/misc${MARCH}`, { token: tokens.owner });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        listing(truckService, { title: 'Truck service', start_minutes: 600, start_time: '10:00', duration_minutes: 90, notes: 'Oil', team_id: teamA }),
        listing(untimedMeeting, { title: 'Staff meeting' }),
      ]);
    });

    it('applies the team filter and shows crew members only their teams’ events', async () => {
      const filtered = await t.request<MiscEventListing[]>('GET', `/api/owner/schedule/misc${MARCH}&team_id=${teamB}`, { token: tokens.owner });
      expect(filtered.body).toEqual([]);
      const crew = await t.request<MiscEventListing[]>('GET', `/api/owner/schedule/misc${MARCH}`, { token: tokens.crew });
      expect(crew.body.map((event) => event.id)).toEqual([truckService]);
    });

    it('validates the range and refuses other roles', async () => {
      const invalid = await t.request('GET', '/api/owner/schedule/misc?from=2026-03-05&to=2026-03-04', { token: tokens.owner });
      expect(invalid).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.invalidRange } });
      const forbidden = await t.request('GET', `/api/owner/schedule/misc${MARCH}`, { token: tokens.admin });
      expect(forbidden).toMatchObject({ status: 403, body: { error: SCHEDULE_MESSAGES.viewForbidden } });
    });
  });

  describe('start-time overrides', () => {
    it('GET /api/owner/schedule/start-times lists visits timed for that date alone, at the date they are shown on', async () => {
      const response = await t.request<StartTimeOverride[]>('GET', `/api/owner/schedule/start-times${MARCH}`, { token: tokens.owner });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        { rule_id: movedIn, date: '2026-03-04', start_minutes: 780 },
        { rule_id: weekly, date: '2026-03-16', start_minutes: 630 },
      ]);
      const crew = await t.request<StartTimeOverride[]>('GET', `/api/owner/schedule/start-times${MARCH}`, { token: tokens.crew });
      expect(crew.body).toEqual([]);
    });

    it('GET /api/owner/misc-events/start-times lists timed misc events under their negative rule id', async () => {
      const response = await t.request<StartTimeOverride[]>('GET', `/api/owner/misc-events/start-times${MARCH}`, { token: tokens.manager });
      expect(response.status).toBe(200);
      expect(response.body).toEqual([{ rule_id: -truckService, date: '2026-03-05', start_minutes: 600 }]);
    });

    it('validates and guards both', async () => {
      for (const path of ['/api/owner/schedule/start-times', '/api/owner/misc-events/start-times']) {
        const invalid = await t.request('GET', `${path}?from=2026-03-01`, { token: tokens.owner });
        expect(invalid).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.invalidDate } });
        const forbidden = await t.request('GET', `${path}${MARCH}`, { token: tokens.customerUser });
        expect(forbidden).toMatchObject({ status: 403, body: { error: SCHEDULE_MESSAGES.viewForbidden } });
      }
    });
  });

  describe('GET /api/owner/schedule/calendar', () => {
    it('answers the organization’s time zone and today’s date there, to every schedule reader', async () => {
      for (const token of [tokens.owner, tokens.manager, tokens.crew]) {
        const before = isoDateIn('Pacific/Auckland');
        const response = await t.request<ScheduleCalendar>('GET', '/api/owner/schedule/calendar', { token });
        expect(response.status).toBe(200);
        expect(response.body.time_zone).toBe('Pacific/Auckland');
        expect([before, isoDateIn('Pacific/Auckland')]).toContain(response.body.today);
      }
    });

    it('refuses other roles', async () => {
      const response = await t.request('GET', '/api/owner/schedule/calendar', { token: tokens.admin });
      expect(response).toMatchObject({ status: 403, body: { error: SCHEDULE_MESSAGES.viewForbidden } });
    });
  });

  describe('GET /api/owner/schedule/candidates', () => {
    it('lists leads and active customers by name with the services still offered that they chose, else every active one', async () => {
      const response = await t.request<ScheduleCandidate[]>('GET', '/api/owner/schedule/candidates', { token: tokens.manager });
      expect(response.status).toBe(200);
      const everyActive = [
        { key: 'hedge', label: 'Hedge Trimming', price_cents: 6000 },
        { key: 'mowing', label: 'Lawn Mowing', price_cents: 4800 },
      ];
      expect(response.body).toEqual([
        { id: alice, name: 'Alice Adams', email: 'alice@example.com', services: [{ key: 'mowing', label: 'Lawn Mowing', price_cents: 4800 }] },
        { id: bob, name: 'bob Brown', email: 'bob@example.com', services: everyActive },
        { id: expect.any(String), name: null, email: 'nameless@example.com', services: everyActive },
      ]);
    });

    it('is for owners and managers only', async () => {
      for (const token of [tokens.crew, tokens.admin, tokens.customerUser]) {
        const response = await t.request('GET', '/api/owner/schedule/candidates', { token });
        expect(response).toMatchObject({ status: 403, body: { error: SCHEDULE_MESSAGES.addForbidden } });
      }
    });
  });
});
