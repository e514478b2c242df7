import {
  API_ERRORS,
  SCHEDULE_API_ERRORS,
  SCHEDULE_MESSAGES,
  type CreateScheduleRuleRequest,
  type CreateScheduleRuleResponse,
  type ScheduleConflictResponse,
  type ScheduleOccurrence,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { seedWriteFixtures, type WriteFixtures } from './testing/schedule-write-fixtures.js';

interface RuleRow {
  customer_id: string;
  pattern: string;
  interval: number;
  start_date: string;
  end_date: string;
  start_minutes: number | null;
  team_id: string | null;
  notes: string | null;
  created_by: string | null;
  removed: boolean;
}

interface ExceptionRow {
  date: string;
  skipped: boolean;
  start_minutes: number | null;
  time_cleared: boolean;
  team_id: string | null;
  moved_to_date: string | null;
}

const MISSING_UUID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabases())('Schedule rule writes on %s', (database) => {
  let t: TestApi;
  let f: WriteFixtures;

  beforeAll(async () => {
    t = await startTestApi(database);
    f = await seedWriteFixtures(t, 'Rules');
  });

  afterAll(async () => {
    await t?.close();
  });

  function add(body: Partial<CreateScheduleRuleRequest> | Record<string, unknown>, token = f.tokens.owner) {
    return t.request<CreateScheduleRuleResponse & ScheduleConflictResponse>('POST', '/api/owner/schedule', { token, body });
  }

  async function addWeekly(customerId: string, extra: Partial<CreateScheduleRuleRequest> = {}): Promise<number> {
    const response = await add({ customer_id: customerId, service_key: 'mowing', pattern: 'weekly', start_date: '2026-11-23', end_date: '2027-01-31', ...extra });
    expect(response.status).toBe(201);
    return response.body.rule_id;
  }

  async function ruleRow(id: number): Promise<RuleRow> {
    const rows = (await t.dataSource.query(
      `SELECT customer_id, pattern, "interval", start_date::text AS start_date, end_date::text AS end_date, start_minutes, team_id, notes,
              created_by, removed_at IS NOT NULL AS removed
         FROM schedule_rules WHERE id = $1`,
      [id],
    )) as RuleRow[];
    if (!rows[0]) throw new Error(`No rule ${id}`);
    return rows[0];
  }

  function exceptionRows(ruleId: number): Promise<ExceptionRow[]> {
    return t.dataSource.query(
      `SELECT date::text AS date, skipped, start_minutes, time_cleared, team_id, moved_to_date::text AS moved_to_date
         FROM schedule_exceptions WHERE rule_id = $1 ORDER BY date`,
      [ruleId],
    ) as Promise<ExceptionRow[]>;
  }

  const exception = (row: Partial<ExceptionRow> & { date: string }): ExceptionRow => ({
    skipped: false,
    start_minutes: null,
    time_cleared: false,
    team_id: null,
    moved_to_date: null,
    ...row,
  });

  describe('POST /api/owner/schedule', () => {
    it('adds a weekly rule ending 180 days after its start, with trimmed notes and the author', async () => {
      const customer = await f.newCustomer();
      const response = await add({
        customer_id: customer,
        service_key: 'mowing',
        pattern: 'weekly',
        interval: 4,
        start_date: '2026-11-23',
        end_date: null,
        notes: '  Gate code 1234  ',
        team_id: f.team,
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ ok: true, rule_id: expect.any(Number) });
      expect(await ruleRow(response.body.rule_id)).toEqual({
        customer_id: customer,
        pattern: 'weekly',
        interval: 1,
        start_date: '2026-11-23',
        end_date: '2027-05-22',
        start_minutes: null,
        team_id: f.team,
        notes: 'Gate code 1234',
        created_by: f.ownerId,
        removed: false,
      });
    });

    it('makes a one-off end on its start date and stores blank notes as null; managers may add', async () => {
      const response = await add(
        { customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'once', start_date: '2026-12-01', end_date: '2027-06-01', notes: '   ' },
        f.tokens.manager,
      );
      expect(response.status).toBe(201);
      expect(await ruleRow(response.body.rule_id)).toMatchObject({ pattern: 'once', interval: 1, start_date: '2026-12-01', end_date: '2026-12-01', notes: null, team_id: null });
    });

    it('keeps the interval of every_x_weeks and every_x_months, digits included', async () => {
      const weeks = await add({ customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'every_x_weeks', interval: 3, start_date: '2026-11-23', end_date: '2027-03-01' });
      const months = await add({ customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'every_x_months', interval: '2', start_date: '2026-11-23' });
      expect([weeks.status, months.status]).toEqual([201, 201]);
      expect(await ruleRow(weeks.body.rule_id)).toMatchObject({ pattern: 'every_x_weeks', interval: 3 });
      expect(await ruleRow(months.body.rule_id)).toMatchObject({ pattern: 'every_x_months', interval: 2, end_date: '2027-05-22' });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no customer', { customer_id: undefined }, SCHEDULE_MESSAGES.selectCustomer],
      ['a blank customer', { customer_id: '  ' }, SCHEDULE_MESSAGES.selectCustomer],
      ['a customer id that is no id', { customer_id: 'abc' }, SCHEDULE_API_ERRORS.customerNotFound],
      ['no service', { service_key: undefined }, SCHEDULE_MESSAGES.selectService],
      ['a blank service', { service_key: '' }, SCHEDULE_MESSAGES.selectService],
      ['an unknown pattern', { pattern: 'daily' }, SCHEDULE_API_ERRORS.invalidPattern],
      ['no interval for every_x_weeks', { pattern: 'every_x_weeks' }, SCHEDULE_API_ERRORS.intervalMinimum],
      ['interval 0 for every_x_months', { pattern: 'every_x_months', interval: 0 }, SCHEDULE_API_ERRORS.intervalMinimum],
      ['a fractional interval', { pattern: 'every_x_weeks', interval: 1.5 }, SCHEDULE_API_ERRORS.intervalMinimum],
      ['interval 100', { pattern: 'every_x_weeks', interval: 100 }, SCHEDULE_API_ERRORS.intervalMaximum],
      ['no start date', { start_date: undefined }, SCHEDULE_API_ERRORS.invalidDate],
      ['a start date that does not exist', { start_date: '2027-02-29' }, SCHEDULE_API_ERRORS.invalidDate],
      ['a start date in year 0', { start_date: '0000-01-01' }, SCHEDULE_API_ERRORS.invalidDate],
      ['an end date in another format', { end_date: '12/01/2026' }, SCHEDULE_API_ERRORS.invalidDate],
      ['an end date before the start', { end_date: '2026-11-22' }, SCHEDULE_API_ERRORS.endBeforeStart],
      ['a team id that is no id', { team_id: 'north' }, SCHEDULE_API_ERRORS.teamNotFound],
      ['notes that are not text', { notes: 42 }, SCHEDULE_API_ERRORS.notesText],
      ['notes over the limit', { notes: 'n'.repeat(2001) }, SCHEDULE_API_ERRORS.notesTooLong],
    ])('refuses %s with 400', async (_, change, message) => {
      const body = { customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'weekly', start_date: '2026-11-23', ...change };
      const response = await add(body);
      expect(response).toMatchObject({ status: 400, body: { error: message } });
    });

    it('refuses fields it does not know', async () => {
      const response = await add({ customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'once', start_date: '2026-11-23', organization_id: f.other });
      expect(response.status).toBe(400);
    });

    it('refuses a service the organization does not offer, or no longer does', async () => {
      const customer = await f.newCustomer();
      for (const key of ['washing', 'retired', 'nothing']) {
        const response = await add({ customer_id: customer, service_key: key, pattern: 'once', start_date: '2026-11-23' });
        expect(response).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.serviceNotOffered } });
      }
    });

    it('answers 404 for another organization’s customer or team, as for missing ones', async () => {
      const base = { service_key: 'mowing', pattern: 'once', start_date: '2026-11-23' } as const;
      for (const customer_id of [f.otherCustomer, MISSING_UUID]) {
        expect(await add({ ...base, customer_id })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.customerNotFound } });
      }
      const customer_id = await f.newCustomer();
      for (const team_id of [f.otherTeam, MISSING_UUID]) {
        expect(await add({ ...base, customer_id, team_id })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.teamNotFound } });
      }
      const rows = (await t.dataSource.query(`SELECT count(*)::int AS n FROM schedule_rules WHERE customer_id = $1`, [customer_id])) as Array<{ n: number }>;
      expect(rows[0]?.n).toBe(0);
    });

    it.each([
      ['crew members', 'crew'],
      ['customers', 'customer'],
      ['admins', 'admin'],
    ] as const)('refuses %s with 403', async (_, role) => {
      const response = await add({ customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'once', start_date: '2026-11-23' }, f.tokens[role]);
      expect(response).toMatchObject({ status: 403, body: { error: SCHEDULE_MESSAGES.addForbidden } });
    });

    it('answers 401 without a token', async () => {
      const response = await t.request('POST', '/api/owner/schedule', { body: {} });
      expect(response.status).toBe(401);
    });

    describe('a rule repeating one of the same customer and service', () => {
      let customer: string;
      let weekly: number;

      beforeAll(async () => {
        customer = await f.newCustomer();
        weekly = await addWeekly(customer);
      });

      it('is refused with 409 and the shared dates when a one-off falls on a weekly date', async () => {
        const response = await add({ customer_id: customer, service_key: 'mowing', pattern: 'once', start_date: '2026-11-30' });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ error: 'Already scheduled on: 2026-11-30', dates: ['2026-11-30'] });
      });

      it('is allowed on dates the weekly rule does not visit, for another service, or for another customer', async () => {
        const onTuesday = await add({ customer_id: customer, service_key: 'mowing', pattern: 'once', start_date: '2026-12-01' });
        const otherService = await add({ customer_id: customer, service_key: 'edging', pattern: 'once', start_date: '2026-11-30' });
        const otherCustomer = await add({ customer_id: await f.newCustomer(), service_key: 'mowing', pattern: 'once', start_date: '2026-11-30' });
        const afterTheEnd = await add({ customer_id: customer, service_key: 'mowing', pattern: 'weekly', start_date: '2027-02-01', end_date: '2027-03-01' });
        expect([onTuesday.status, otherService.status, otherCustomer.status, afterTheEnd.status]).toEqual([201, 201, 201, 201]);
      });

      it('lists every shared date of two overlapping series, leaving out skipped ones and counting moved visits where they went', async () => {
        const skip = await t.request('POST', `/api/owner/schedule/${weekly}/skip`, { token: f.tokens.owner, body: { date: '2026-12-14' } });
        const move = await t.request('POST', `/api/owner/schedule/${weekly}/reschedule`, {
          token: f.tokens.owner,
          body: { from_date: '2026-12-21', to_date: '2026-12-23', start_time: '10:00' },
        });
        expect([skip.status, move.status]).toEqual([200, 200]);

        const response = await add({ customer_id: customer, service_key: 'mowing', pattern: 'weekly', start_date: '2026-12-07', end_date: '2026-12-28' });
        expect(response.status).toBe(409);
        expect(response.body).toEqual({ error: 'Already scheduled on: 2026-12-07, 2026-12-28', dates: ['2026-12-07', '2026-12-28'] });

        const onSkipped = await add({ customer_id: customer, service_key: 'mowing', pattern: 'once', start_date: '2026-12-14' });
        const onMovedAway = await add({ customer_id: customer, service_key: 'mowing', pattern: 'once', start_date: '2026-12-21' });
        const onMovedTo = await add({ customer_id: customer, service_key: 'mowing', pattern: 'once', start_date: '2026-12-23' });
        expect([onSkipped.status, onMovedAway.status, onMovedTo.status]).toEqual([201, 201, 409]);
        expect(onMovedTo.body.dates).toEqual(['2026-12-23']);
      });

      it('no longer counts a removed series', async () => {
        const removed = await addWeekly(await f.newCustomer());
        const row = await ruleRow(removed);
        expect((await t.request('DELETE', `/api/owner/schedule/${removed}`, { token: f.tokens.owner })).status).toBe(200);
        const again = await add({ customer_id: row.customer_id, service_key: 'mowing', pattern: 'once', start_date: '2026-11-30' });
        expect(again.status).toBe(201);
      });
    });
  });

  describe('PATCH /api/owner/schedule/:rule_id', () => {
    let rule: number;

    beforeAll(async () => {
      // Refused patches change nothing, so they can share one rule.
      rule = await addWeekly(await f.newCustomer());
    });

    it('sets the series’ default time and team without a date', async () => {
      const rule = await addWeekly(await f.newCustomer());
      const response = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { start_time: '09:30', team_id: f.team } });
      expect(response).toMatchObject({ status: 200, body: { ok: true } });
      expect(await ruleRow(rule)).toMatchObject({ start_minutes: 570, team_id: f.team });
      const clearTeam = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.manager, body: { team_id: null } });
      expect(clearTeam.status).toBe(200);
      expect(await ruleRow(rule)).toMatchObject({ start_minutes: 570, team_id: null });
      expect(await exceptionRows(rule)).toEqual([]);
    });

    it('sets one visit’s time and team with its date, keeping the series as it was', async () => {
      const rule = await addWeekly(await f.newCustomer(), { team_id: f.team });
      const before = await ruleRow(rule);
      const time = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { date: '2026-11-30', start_time: '13:15' } });
      const team = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { date: '2026-11-30', team_id: f.team } });
      expect([time.status, team.status]).toEqual([200, 200]);
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', start_minutes: 795, team_id: f.team })]);
      expect(await ruleRow(rule)).toEqual(before);
    });

    it('schedules a visit whose time was cleared again', async () => {
      const rule = await addWeekly(await f.newCustomer());
      expect((await t.request('DELETE', `/api/owner/schedule/${rule}/time?date=2026-12-07`, { token: f.tokens.owner })).status).toBe(200);
      const response = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { date: '2026-12-07', start_time: '08:00' } });
      expect(response.status).toBe(200);
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-12-07', start_minutes: 480 })]);
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['nothing to change', {}, 400, SCHEDULE_API_ERRORS.nothingToUpdate],
      ['only a date', { date: '2026-11-30' }, 400, SCHEDULE_API_ERRORS.nothingToUpdate],
      ['a time past 23:59', { start_time: '24:00' }, 400, SCHEDULE_API_ERRORS.invalidTime],
      ['a time without a leading zero', { start_time: '9:30' }, 400, SCHEDULE_API_ERRORS.invalidTime],
      ['a date that does not exist', { date: '2026-11-31', start_time: '09:00' }, 400, SCHEDULE_API_ERRORS.invalidDate],
      ['a team id that is no id', { team_id: 7 }, 400, SCHEDULE_API_ERRORS.teamNotFound],
      ['another organization’s team', { team_id: 'OTHER' }, 404, SCHEDULE_API_ERRORS.teamNotFound],
      ['a date the series does not visit', { date: '2026-12-01', start_time: '09:00' }, 404, SCHEDULE_API_ERRORS.noVisitOnDate],
      ['a date after the series ends', { date: '2027-02-01', start_time: '09:00' }, 404, SCHEDULE_API_ERRORS.noVisitOnDate],
    ])('refuses %s', async (_, body, status, message) => {
      const sent = body['team_id'] === 'OTHER' ? { ...body, team_id: f.otherTeam } : body;
      const response = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: sent });
      expect(response).toMatchObject({ status, body: { error: message } });
    });
  });

  describe('rule ids and permissions of every visit write', () => {
    let rule: number;
    let otherRule: number;

    beforeAll(async () => {
      rule = await addWeekly(await f.newCustomer());
      const response = await t.request<CreateScheduleRuleResponse>('POST', '/api/owner/schedule', {
        token: f.tokens.otherOwner,
        body: { customer_id: f.otherCustomer, service_key: 'washing', pattern: 'weekly', start_date: '2026-11-23' },
      });
      otherRule = response.body.rule_id;
    });

    const writes = (id: string) =>
      [
        ['PATCH', `/api/owner/schedule/${id}`, { start_time: '09:00' }],
        ['DELETE', `/api/owner/schedule/${id}/time?date=2026-11-30`, undefined],
        ['POST', `/api/owner/schedule/${id}/skip`, { date: '2026-11-30' }],
        ['POST', `/api/owner/schedule/${id}/reschedule`, { from_date: '2026-11-30', to_date: '2026-12-01', start_time: '09:00' }],
        ['DELETE', `/api/owner/schedule/${id}`, undefined],
      ] as const;

    it.each(['abc', '0', '-3', '1.5', '2147483648', '99999999999'])('answers 400 "Invalid id" for rule id %s', async (id) => {
      for (const [method, url, body] of writes(id)) {
        expect(await t.request(method, url, { token: f.tokens.owner, body })).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      }
    });

    it('answers 404 for another organization’s rule and a missing one, changing nothing', async () => {
      for (const id of [String(otherRule), '2147483647']) {
        for (const [method, url, body] of writes(id)) {
          expect(await t.request(method, url, { token: f.tokens.owner, body })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.ruleNotFound } });
        }
      }
      expect(await ruleRow(otherRule)).toMatchObject({ removed: false, start_minutes: null });
      expect(await exceptionRows(otherRule)).toEqual([]);
    });

    it.each(['crew', 'customer', 'admin'] as const)('refuses %s with 403 and changes nothing', async (role) => {
      for (const [method, url, body] of writes(String(rule))) {
        expect(await t.request(method, url, { token: f.tokens[role], body })).toMatchObject({ status: 403, body: { error: SCHEDULE_API_ERRORS.editForbidden } });
      }
      expect(await ruleRow(rule)).toMatchObject({ removed: false, start_minutes: null });
      expect(await exceptionRows(rule)).toEqual([]);
    });
  });

  describe('DELETE /api/owner/schedule/:rule_id/time', () => {
    it('leaves that visit unscheduled although the series has a time', async () => {
      const rule = await addWeekly(await f.newCustomer());
      await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { start_time: '09:00' } });
      await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { date: '2026-11-30', start_time: '11:00', team_id: f.team } });
      const response = await t.request('DELETE', `/api/owner/schedule/${rule}/time?date=2026-11-30`, { token: f.tokens.manager });
      expect(response).toMatchObject({ status: 200, body: { ok: true } });
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', time_cleared: true, team_id: f.team })]);
      expect(await ruleRow(rule)).toMatchObject({ start_minutes: 540 });
    });

    it('needs a real date of a visit', async () => {
      const rule = await addWeekly(await f.newCustomer());
      const cases: Array<[string, number, string]> = [
        ['', 400, SCHEDULE_API_ERRORS.invalidDate],
        ['?date=tomorrow', 400, SCHEDULE_API_ERRORS.invalidDate],
        ['?date=2026-12-02', 404, SCHEDULE_API_ERRORS.noVisitOnDate],
      ];
      for (const [query, status, error] of cases) {
        expect(await t.request('DELETE', `/api/owner/schedule/${rule}/time${query}`, { token: f.tokens.owner })).toMatchObject({ status, body: { error } });
      }
    });
  });

  describe('POST /api/owner/schedule/:rule_id/skip', () => {
    it('cancels that visit once; a second skip finds no visit', async () => {
      const rule = await addWeekly(await f.newCustomer());
      const first = await t.request('POST', `/api/owner/schedule/${rule}/skip`, { token: f.tokens.owner, body: { date: '2026-11-30' } });
      expect(first).toMatchObject({ status: 200, body: { ok: true } });
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', skipped: true })]);
      const second = await t.request('POST', `/api/owner/schedule/${rule}/skip`, { token: f.tokens.owner, body: { date: '2026-11-30' } });
      expect(second).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
    });

    it('cancels a moved visit through its series date, and needs a date', async () => {
      const rule = await addWeekly(await f.newCustomer());
      await t.request('POST', `/api/owner/schedule/${rule}/reschedule`, {
        token: f.tokens.owner,
        body: { from_date: '2026-11-30', to_date: '2026-12-02', start_time: '14:00' },
      });
      const response = await t.request('POST', `/api/owner/schedule/${rule}/skip`, { token: f.tokens.owner, body: { date: '2026-12-02' } });
      expect(response.status).toBe(200);
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', skipped: true, moved_to_date: '2026-12-02', start_minutes: 840 })]);
      const missing = await t.request('POST', `/api/owner/schedule/${rule}/skip`, { token: f.tokens.owner, body: {} });
      expect(missing).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.invalidDate } });
    });
  });

  describe('POST /api/owner/schedule/:rule_id/reschedule', () => {
    const reschedule = (rule: number, body: Record<string, unknown>) =>
      t.request('POST', `/api/owner/schedule/${rule}/reschedule`, { token: f.tokens.owner, body });

    it('moves a visit to another day and time, and on again from there; the schedule shows it there', async () => {
      const rule = await addWeekly(await f.newCustomer(), { team_id: f.team });
      expect(await reschedule(rule, { from_date: '2026-11-30', to_date: '2026-12-03', start_time: '15:45' })).toMatchObject({ status: 200, body: { ok: true } });
      expect(await reschedule(rule, { from_date: '2026-12-03', to_date: '2026-12-04', start_time: '07:00' })).toMatchObject({ status: 200 });
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', moved_to_date: '2026-12-04', start_minutes: 420 })]);

      const read = await t.request<ScheduleOccurrence[]>('GET', '/api/owner/schedule?from=2026-11-30&to=2026-12-06', { token: f.tokens.owner });
      const ours = read.body.filter((occurrence) => occurrence.rule_id === rule);
      expect(ours.map(({ date, start_minutes, rescheduled_from, team_id }) => ({ date, start_minutes, rescheduled_from, team_id }))).toEqual([
        { date: '2026-12-04', start_minutes: 420, rescheduled_from: '2026-11-30', team_id: f.team },
      ]);
    });

    it('refuses a day that already holds another visit of the series', async () => {
      const rule = await addWeekly(await f.newCustomer());
      await reschedule(rule, { from_date: '2026-11-30', to_date: '2026-12-02', start_time: '09:00' });
      for (const to_date of ['2026-12-07', '2026-12-02']) {
        const response = await reschedule(rule, { from_date: '2026-12-14', to_date, start_time: '09:00' });
        expect(response).toMatchObject({ status: 409, body: { error: SCHEDULE_API_ERRORS.visitAlreadyOnDate } });
      }
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', moved_to_date: '2026-12-02', start_minutes: 540 })]);
    });

    it('may use a skipped series date, and moving back onto its own date un-moves the visit', async () => {
      const rule = await addWeekly(await f.newCustomer());
      await t.request('POST', `/api/owner/schedule/${rule}/skip`, { token: f.tokens.owner, body: { date: '2026-12-14' } });
      await reschedule(rule, { from_date: '2026-11-30', to_date: '2026-12-04', start_time: '07:00' });
      expect((await reschedule(rule, { from_date: '2026-12-21', to_date: '2026-12-14', start_time: '09:00' })).status).toBe(200);
      expect((await reschedule(rule, { from_date: '2026-12-04', to_date: '2026-11-30', start_time: '10:30' })).status).toBe(200);
      expect(await exceptionRows(rule)).toEqual([
        exception({ date: '2026-11-30', start_minutes: 630 }),
        exception({ date: '2026-12-14', skipped: true }),
        exception({ date: '2026-12-21', moved_to_date: '2026-12-14', start_minutes: 540 }),
      ]);
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['no from_date', { to_date: '2026-12-02', start_time: '09:00' }, 400, SCHEDULE_API_ERRORS.invalidDate],
      ['no to_date', { from_date: '2026-12-07', start_time: '09:00' }, 400, SCHEDULE_API_ERRORS.invalidDate],
      ['no start_time', { from_date: '2026-12-07', to_date: '2026-12-08' }, 400, SCHEDULE_API_ERRORS.invalidTime],
      ['a from_date without a visit', { from_date: '2026-12-08', to_date: '2026-12-09', start_time: '09:00' }, 404, SCHEDULE_API_ERRORS.noVisitOnDate],
      ['a from_date the visit has moved away from', { from_date: '2026-11-30', to_date: '2026-12-22', start_time: '09:00' }, 404, SCHEDULE_API_ERRORS.noVisitOnDate],
    ])('refuses %s', async (_, body, status, message) => {
      const rule = await addWeekly(await f.newCustomer());
      await reschedule(rule, { from_date: '2026-11-30', to_date: '2026-12-01', start_time: '09:00' });
      expect(await reschedule(rule, body)).toMatchObject({ status, body: { error: message } });
    });
  });

  describe('a moved visit', () => {
    it('takes time, team and a cleared time on its new date, written to its series date', async () => {
      const rule = await addWeekly(await f.newCustomer());
      await t.request('POST', `/api/owner/schedule/${rule}/reschedule`, {
        token: f.tokens.owner,
        body: { from_date: '2026-11-30', to_date: '2026-12-02', start_time: '14:00' },
      });
      const patch = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { date: '2026-12-02', team_id: f.team } });
      expect(patch.status).toBe(200);
      expect(await exceptionRows(rule)).toEqual([exception({ date: '2026-11-30', moved_to_date: '2026-12-02', start_minutes: 840, team_id: f.team })]);
      expect((await t.request('DELETE', `/api/owner/schedule/${rule}/time?date=2026-12-02`, { token: f.tokens.owner })).status).toBe(200);
      expect(await exceptionRows(rule)).toEqual([
        exception({ date: '2026-11-30', moved_to_date: '2026-12-02', time_cleared: true, team_id: f.team }),
      ]);
      const onOldDate = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { date: '2026-11-30', start_time: '09:00' } });
      expect(onOldDate).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.noVisitOnDate } });
    });
  });

  it('publishes the write routes in the OpenAPI document', async () => {
    const document = await t.request<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/docs-json');
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths['/api/owner/schedule'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(document.body.paths['/api/owner/schedule/{rule_id}'] ?? {})).toEqual(expect.arrayContaining(['patch', 'delete']));
    for (const path of ['/api/owner/schedule/{rule_id}/time', '/api/owner/schedule/{rule_id}/skip', '/api/owner/schedule/{rule_id}/reschedule']) {
      expect(document.body.paths).toHaveProperty([path]);
    }
    for (const path of ['/api/owner/misc-events', '/api/owner/misc-events/{id}/time', '/api/owner/misc-events/{id}/team', '/api/owner/misc-events/{id}/cancel', '/api/owner/misc-events/{id}/reschedule']) {
      expect(document.body.paths).toHaveProperty([path]);
    }
  });

  describe('DELETE /api/owner/schedule/:rule_id', () => {
    it('removes the series once; afterwards it is not found', async () => {
      const rule = await addWeekly(await f.newCustomer());
      expect(await t.request('DELETE', `/api/owner/schedule/${rule}`, { token: f.tokens.manager })).toMatchObject({ status: 200, body: { ok: true } });
      expect(await ruleRow(rule)).toMatchObject({ removed: true });
      expect(await t.request('DELETE', `/api/owner/schedule/${rule}`, { token: f.tokens.owner })).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.ruleNotFound } });
      const patch = await t.request('PATCH', `/api/owner/schedule/${rule}`, { token: f.tokens.owner, body: { start_time: '09:00' } });
      expect(patch).toMatchObject({ status: 404, body: { error: SCHEDULE_API_ERRORS.ruleNotFound } });
    });
  });
});
