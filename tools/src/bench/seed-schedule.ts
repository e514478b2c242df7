import { PGlite } from '@electric-sql/pglite';
import { addDays, DEMO_ORGANIZATIONS, isoDateToDayNumber, type SchedulePattern } from '@fsp/contracts';

/** How much schedule data a seeding pass adds to the demo organization. */
export interface ScheduleSeed {
  customers: number;
  rules: number;
  /** One exception (skip, time, team, move or cleared time) on every n-th rule's next weekly visit. */
  exceptionEvery: number;
  miscEvents: number;
}

export interface SeededSchedule {
  organizationId: string;
  teamIds: string[];
  /** A weekly rule with a visit today, for the available-times read. */
  ruleWithVisitToday: number;
  totalRules: number;
}

const TEAM_NAMES = ['North Crew', 'South Crew', 'East Crew', 'West Crew', 'Hedge Team', 'Leaf Team'];
const CHUNK = 1000;

/** Pattern and interval of the i-th rule: 40% weekly, 20% every 2–3 weeks, 20% monthly, 15% every 2 months, 5% every 6 months. */
function patternOf(index: number): { pattern: SchedulePattern; interval: number } {
  const slot = index % 20;
  if (slot < 8) return { pattern: 'weekly', interval: 1 };
  if (slot < 12) return { pattern: 'every_x_weeks', interval: 2 + (index % 2) };
  if (slot < 16) return { pattern: 'monthly', interval: 1 };
  if (slot < 19) return { pattern: 'every_x_months', interval: 2 };
  return { pattern: 'every_6_months', interval: 1 };
}

async function insertRows(db: PGlite, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    const placeholders = chunk
      .map((_, row) => `(${columns.map((__, column) => `$${row * columns.length + column + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${placeholders}`, chunk.flat());
  }
}

/**
 * Adds customers, teams, recurring rules, exceptions and misc events to the demo organization straight in the
 * API's embedded database (the API must be stopped: one process owns a PGlite directory). Rules start within the
 * last 90 days and run 180 days, so all of them are active around `today`. Calling it again adds more.
 */
export async function seedSchedule(pgliteDir: string, today: string, seed: ScheduleSeed): Promise<SeededSchedule> {
  const db = await PGlite.create(pgliteDir);
  try {
    const organization = await db.query<{ id: string }>(`SELECT id FROM organizations WHERE name = $1`, [DEMO_ORGANIZATIONS.greenAcres]);
    const organizationId = organization.rows[0]?.id;
    if (!organizationId) throw new Error('The demo organization is missing; start the API with SEED_DEMO=true first');

    for (const name of TEAM_NAMES) {
      await db.query(`INSERT INTO teams (organization_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [organizationId, name]);
    }
    const teamIds = (await db.query<{ id: string }>(`SELECT id FROM teams WHERE organization_id = $1 ORDER BY name`, [organizationId])).rows.map((row) => row.id);
    await db.query(
      `INSERT INTO team_members (team_id, user_id, organization_id)
       SELECT $1, id, organization_id FROM users WHERE role = 'crew_member' AND organization_id = $2 ON CONFLICT DO NOTHING`,
      [teamIds[0], organizationId],
    );

    const services = (
      await db.query<{ id: string; key: string; name: string; price_cents: number }>(
        `SELECT id, key, name, price_cents FROM services WHERE organization_id = $1 AND active ORDER BY key`,
        [organizationId],
      )
    ).rows;
    const serviceIdAt = (index: number): string => {
      const service = services[index % services.length];
      if (!service) throw new Error('The demo organization offers no active service');
      return service.id;
    };
    const existingCustomers = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE organization_id = $1 AND email LIKE 'bench-schedule-%'`, [organizationId])).rows[0]?.n ?? 0;
    const newCustomers = Array.from({ length: seed.customers }, (_, offset) => {
      const index = existingCustomers + offset;
      return [
        organizationId,
        `Schedule Customer ${index}`,
        `bench-schedule-${index}@example.com`,
        '(919) 555-0100',
        `${index} Oak Ave`,
        'Raleigh',
        'NC',
        '27601',
        'active',
        JSON.stringify(services.map((s) => ({ key: s.key, label: s.name, price_cents: s.price_cents }))),
        JSON.stringify([{ day: 'mon', start: '08:00', end: '17:00' }, { day: 'thu', start: '08:00', end: '17:00' }]),
      ];
    });
    await insertRows(db, 'customers', ['organization_id', 'name', 'email', 'phone_number', 'street', 'city', 'state', 'zip', 'status', 'services', 'available_days'], newCustomers);
    const customerIds = (
      await db.query<{ id: string }>(`SELECT id FROM customers WHERE organization_id = $1 AND email LIKE 'bench-schedule-%' ORDER BY created_at, email`, [organizationId])
    ).rows.map((row) => row.id);

    const existingRules = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schedule_rules WHERE organization_id = $1`, [organizationId])).rows[0]?.n ?? 0;
    const rules = Array.from({ length: seed.rules }, (_, offset) => {
      const index = existingRules + offset;
      const { pattern, interval } = patternOf(index);
      const startDate = addDays(today, -(index % 90));
      return [
        organizationId,
        customerIds[index % customerIds.length],
        serviceIdAt(Math.floor(index / customerIds.length)),
        pattern,
        interval,
        startDate,
        addDays(startDate, 180),
        index % 10 === 9 ? null : 480 + (index % 32) * 15,
        teamIds[index % teamIds.length],
        index % 7 === 0 ? 'Gate code 1234' : null,
      ];
    });
    await insertRows(db, 'schedule_rules', ['organization_id', 'customer_id', 'service_id', 'pattern', '"interval"', 'start_date', 'end_date', 'start_minutes', 'team_id', 'notes'], rules);

    const weekly = (
      await db.query<{ id: number; start_date: string }>(
        `SELECT id, to_char(start_date, 'YYYY-MM-DD') AS start_date FROM schedule_rules
         WHERE organization_id = $1 AND pattern = 'weekly' AND id > $2 ORDER BY id`,
        [organizationId, await maxRuleIdBefore(db, organizationId, seed.rules)],
      )
    ).rows;
    const exceptions = weekly
      .filter((_, index) => index % seed.exceptionEvery === 0)
      .map((rule, index) => {
        const sinceStart = isoDateToDayNumber(today) - isoDateToDayNumber(rule.start_date);
        const nextVisit = addDays(today, (7 - (sinceStart % 7)) % 7);
        const kind = index % 5;
        return [
          rule.id,
          nextVisit,
          organizationId,
          kind === 0,
          kind === 1 || kind === 3 ? 600 + (index % 8) * 15 : null,
          kind === 4,
          kind === 2 ? teamIds[(index + 1) % teamIds.length] : null,
          kind === 3 ? addDays(nextVisit, 1) : null,
        ];
      });
    await insertRows(db, 'schedule_exceptions', ['rule_id', 'date', 'organization_id', 'skipped', 'start_minutes', 'time_cleared', 'team_id', 'moved_to_date'], exceptions);

    const misc = Array.from({ length: seed.miscEvents }, (_, index) => [
      organizationId,
      index % 3 === 0 ? 'Equipment maintenance' : 'Team meeting',
      addDays(today, (index % 60) - 15),
      index % 4 === 0 ? null : 720 + (index % 4) * 30,
      60,
      teamIds[index % teamIds.length],
    ]);
    await insertRows(db, 'misc_events', ['organization_id', 'title', 'date', 'start_minutes', 'duration_minutes', 'team_id'], misc);

    const todayRule = await db.query<{ id: number }>(
      `SELECT r.id FROM schedule_rules r
       WHERE r.organization_id = $1 AND r.pattern = 'weekly' AND r.start_date <= $2 AND (($2::date - r.start_date) % 7) = 0
         AND NOT EXISTS (SELECT 1 FROM schedule_exceptions e WHERE e.rule_id = r.id AND e.date = $2)
       ORDER BY r.id LIMIT 1`,
      [organizationId, today],
    );
    const totalRules = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM schedule_rules WHERE organization_id = $1`, [organizationId])).rows[0]?.n ?? 0;
    const ruleWithVisitToday = todayRule.rows[0]?.id;
    if (ruleWithVisitToday === undefined) throw new Error('No weekly rule falls on today');
    return { organizationId, teamIds, ruleWithVisitToday, totalRules };
  } finally {
    await db.close();
  }
}

/** The highest rule id before the last `added` rules, so exceptions go to this pass's rules only. */
async function maxRuleIdBefore(db: PGlite, organizationId: string, added: number): Promise<number> {
  const row = await db.query<{ id: number | null }>(
    `SELECT min(id) - 1 AS id FROM (SELECT id FROM schedule_rules WHERE organization_id = $1 ORDER BY id DESC LIMIT $2) newest`,
    [organizationId, added],
  );
  return row.rows[0]?.id ?? 0;
}
