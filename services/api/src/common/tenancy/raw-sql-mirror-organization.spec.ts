import type { ServiceRecord } from '@fsp/contracts';
import type { DataSource } from 'typeorm';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf, seedCustomer } from '../../modules/customers/testing/seed-customer.js';
import { AvailableTimesService } from '../../modules/schedule/available-times.service.js';
import { ScheduleAccess } from '../../modules/schedule/schedule-access.js';
import { ScheduleCalendarService } from '../../modules/schedule/schedule-calendar.service.js';
import { ScheduleCandidatesService } from '../../modules/schedule/schedule-candidates.service.js';
import {
  exceptionsTouching,
  liveRule,
  liveRulesOf,
  miscEventsInRange,
  occurrenceCustomersOfLiveRules,
  occurrenceInvoicesInRange,
  rulesInRange,
  servicesById,
} from '../../modules/schedule/schedule-read.queries.js';
import {
  seedException,
  seedMiscEvent,
  seedOccurrenceInvoice,
  seedOrganization,
  seedRule,
  seedService,
  seedTeam,
  seedUser,
} from '../../modules/schedule/testing/seed-schedule-rows.js';
import { User } from '../../modules/users/entities/user.entity.js';

const FROM = '2026-03-01';
const TO = '2026-03-31';
const MONDAY = '2026-03-02';

/** One organization's copy of the mirrored rows: the same names, keys, dates and times in each organization. */
interface MirrorRows {
  organizationId: string;
  crewId: string;
  teamId: string;
  serviceId: string;
  customerId: string;
  ruleId: number;
  invoiceId: string;
  miscEventId: number;
}

async function seedMirror(ds: DataSource, organizationId: string, tag: string): Promise<MirrorRows> {
  const crewId = await seedUser(ds, organizationId, `mirror.crew.${tag}@example.com`, 'crew_member');
  const teamId = await seedTeam(ds, organizationId, 'Mirror team', [crewId]);
  const serviceId = await seedService(ds, organizationId, { key: 'mirror-visit', name: 'Mirror visit', price_cents: 100, estimated_minutes: 30 });
  const customerId = await seedCustomer(ds, organizationId, {
    name: 'Mirror Customer',
    status: 'active',
    services: [{ key: 'mirror-visit', label: 'Mirror visit', price_cents: 100 }],
  });
  const ruleId = await seedRule(ds, organizationId, {
    customer_id: customerId,
    service_id: serviceId,
    pattern: 'weekly',
    start_date: MONDAY,
    end_date: '2026-03-30',
    start_minutes: 540,
    team_id: teamId,
  });
  await seedException(ds, organizationId, { rule_id: ruleId, date: '2026-03-09', start_minutes: 600 });
  await seedException(ds, organizationId, { rule_id: ruleId, date: '2026-03-16', moved_to_date: '2026-03-18' });
  const invoiceId = await seedOccurrenceInvoice(ds, organizationId, { customer_id: customerId, rule_id: ruleId, occurrence_date: MONDAY });
  const miscEventId = await seedMiscEvent(ds, organizationId, { title: 'Mirror meeting', date: '2026-03-03', start_minutes: 660 });
  return { organizationId, crewId, teamId, serviceId, customerId, ruleId, invoiceId, miscEventId };
}

/**
 * Every raw SQL statement on organization-owned rows, run for one organization while a second one (Sparkle
 * Cleaning Co) holds the same rows: nothing of the second may show up.
 */
describe.each(testDatabases())('raw SQL against a mirror organization on %s', (database) => {
  let t: TestApi;
  let ds: DataSource;
  let mine: MirrorRows;
  let theirs: MirrorRows;
  let ownerToken: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    ds = t.dataSource;
    const mirrorCo = await seedOrganization(ds, {
      name: 'Mirror Co',
      time_zone: 'Pacific/Auckland',
      business_hours: { mon: { open: '09:00', close: '10:00', closed: false } },
    });
    const sparkle = await organizationIdOf(ds, 'owner2@demo.test');
    await ds.query(`UPDATE organizations SET time_zone = 'Europe/Berlin', business_hours = $2::jsonb WHERE id = $1`, [
      sparkle,
      JSON.stringify({ mon: { open: '14:00', close: '15:00', closed: false } }),
    ]);
    mine = await seedMirror(ds, mirrorCo, 'mine');
    theirs = await seedMirror(ds, sparkle, 'theirs');
    // A stray membership of our crew member in the other organization's team must not widen what they see.
    await ds.query(`INSERT INTO team_members (team_id, user_id, organization_id) VALUES ($1, $2, $3)`, [theirs.teamId, mine.crewId, sparkle]);
    await seedUser(ds, mirrorCo, 'mirror.owner@example.com', 'owner');
    ownerToken = await t.tokenFor('mirror.owner@example.com');
    await seedService(ds, sparkle, { key: 'only-theirs', name: 'Only Theirs', price_cents: 100, estimated_minutes: 30 });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('rulesInRange: only our rules, even when the other organization’s rule id is asked for as moved in', async () => {
    const exceptions = [
      ...(await exceptionsTouching(ds, mine.organizationId, FROM, TO)),
      ...(await exceptionsTouching(ds, theirs.organizationId, FROM, TO)),
    ];
    const rules = await rulesInRange(ds, mine.organizationId, FROM, TO, exceptions);
    expect(rules.map((rule) => rule.id)).toEqual([mine.ruleId]);
  });

  it('liveRule and liveRulesOf: the other organization’s rule reads as missing', async () => {
    expect(await liveRule(ds, mine.organizationId, theirs.ruleId)).toBeNull();
    expect((await liveRule(ds, mine.organizationId, mine.ruleId))?.id).toBe(mine.ruleId);
    expect(await liveRulesOf(ds, mine.organizationId, theirs.customerId, theirs.serviceId)).toEqual([]);
    expect((await liveRulesOf(ds, mine.organizationId, mine.customerId, mine.serviceId)).map((rule) => rule.id)).toEqual([mine.ruleId]);
  });

  it('servicesById and occurrenceCustomersOfLiveRules: only our services and customers', async () => {
    expect([...(await servicesById(ds, mine.organizationId)).keys()]).toEqual([mine.serviceId]);
    const customers = await occurrenceCustomersOfLiveRules(ds, mine.organizationId);
    expect([...customers.keys()]).toEqual([mine.customerId]);
  });

  it('exceptionsTouching: only our exceptions, with or without a rule list', async () => {
    const all = await exceptionsTouching(ds, mine.organizationId, FROM, TO);
    expect(all.map((exception) => exception.ruleId)).toEqual([mine.ruleId, mine.ruleId]);
    const byRule = await exceptionsTouching(ds, mine.organizationId, FROM, TO, [mine.ruleId, theirs.ruleId]);
    expect(byRule.map((exception) => exception.ruleId)).toEqual([mine.ruleId, mine.ruleId]);
  });

  it('occurrenceInvoicesInRange and miscEventsInRange: only our invoices and events', async () => {
    expect((await occurrenceInvoicesInRange(ds, mine.organizationId, FROM, TO)).map((invoice) => invoice.id)).toEqual([mine.invoiceId]);
    expect((await miscEventsInRange(ds, mine.organizationId, FROM, TO)).map((event) => event.id)).toEqual([mine.miscEventId]);
    const timed = await miscEventsInRange(ds, mine.organizationId, FROM, TO, { timedOnly: true });
    expect(timed.map((event) => event.id)).toEqual([mine.miscEventId]);
  });

  it('ScheduleAccess: a crew member sees only their teams in their own organization', async () => {
    const crew = await ds.getRepository(User).findOneByOrFail({ id: mine.crewId });
    const viewer = await t.api.app.get(ScheduleAccess).viewerOf(crew, mine.organizationId);
    expect(viewer).toEqual({ everything: false, teamIds: new Set([mine.teamId]) });
  });

  it('ScheduleCalendarService and AvailableTimesService: our time zone and our business hours', async () => {
    const calendar = await t.api.app.get(ScheduleCalendarService).calendar(mine.organizationId, new Date('2026-03-02T12:00:00Z'));
    expect(calendar).toEqual({ time_zone: 'Pacific/Auckland', today: '2026-03-03' });
    const times = await t.api.app.get(AvailableTimesService).forItem(mine.organizationId, { date: '2026-03-23', service_minutes: 30 });
    expect(times.slots).toEqual(['09:00', '09:15', '09:30']);
  });

  it('ScheduleCandidatesService: only our customers, offered only our services', async () => {
    const candidates = await t.api.app.get(ScheduleCandidatesService).list(mine.organizationId);
    expect(candidates.map((candidate) => candidate.id)).toEqual([mine.customerId]);
    expect(candidates.flatMap((candidate) => candidate.services.map((service) => service.key))).toEqual(['mirror-visit']);
  });

  it('services: a name and key used only by the other organization are free in ours', async () => {
    const created = await t.request<ServiceRecord>('POST', '/api/owner/services', {
      token: ownerToken,
      body: { name: 'Only Theirs', description: 'Ours too', price_cents: 100, estimated_minutes: 30 },
    });
    expect(created).toMatchObject({ status: 201, body: { name: 'Only Theirs', key: 'only-theirs' } });
    const again = await t.request('POST', '/api/owner/services', {
      token: ownerToken,
      body: { name: 'Only Theirs', description: 'Twice', price_cents: 100, estimated_minutes: 30 },
    });
    expect(again.status).toBe(409);
  });
});
