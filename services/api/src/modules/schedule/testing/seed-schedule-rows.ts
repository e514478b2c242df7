import type { SchedulePattern } from '@fsp/contracts';
import type { DataSource } from 'typeorm';
import type { WeekdayHours } from '../engine/available-slots.js';

/** Rows for schedule tests, written straight to the tables (the write endpoints are tested on their own). */

async function insertReturningId<T extends string | number>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T> {
  const rows = (await dataSource.query(sql, params)) as Array<{ id: T }>;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`Insert returned no id: ${sql}`);
  return id;
}

export interface SeedOrganization {
  name: string;
  time_zone?: string;
  business_hours?: Partial<Record<string, WeekdayHours>>;
}

export function seedOrganization(dataSource: DataSource, organization: SeedOrganization): Promise<string> {
  return insertReturningId(
    dataSource,
    `INSERT INTO organizations (name, time_zone, business_hours) VALUES ($1, $2, $3::jsonb) RETURNING id`,
    [organization.name, organization.time_zone ?? 'America/New_York', organization.business_hours ? JSON.stringify(organization.business_hours) : null],
  );
}

export function seedUser(dataSource: DataSource, organizationId: string | null, email: string, role: string): Promise<string> {
  return insertReturningId(dataSource, `INSERT INTO users (email, name, role, organization_id) VALUES ($1, $1, $2, $3) RETURNING id`, [
    email,
    role,
    organizationId,
  ]);
}

export async function seedTeam(dataSource: DataSource, organizationId: string, name: string, memberIds: string[] = []): Promise<string> {
  const teamId = await insertReturningId<string>(dataSource, `INSERT INTO teams (organization_id, name) VALUES ($1, $2) RETURNING id`, [
    organizationId,
    name,
  ]);
  for (const userId of memberIds) {
    await dataSource.query(`INSERT INTO team_members (team_id, user_id, organization_id) VALUES ($1, $2, $3)`, [teamId, userId, organizationId]);
  }
  return teamId;
}

export interface SeedService {
  key: string;
  name: string;
  price_cents: number;
  estimated_minutes: number | null;
  active?: boolean;
}

export function seedService(dataSource: DataSource, organizationId: string, service: SeedService): Promise<string> {
  return insertReturningId(
    dataSource,
    `INSERT INTO services (organization_id, key, name, price_cents, estimated_minutes, active) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [organizationId, service.key, service.name, service.price_cents, service.estimated_minutes, service.active ?? true],
  );
}

export interface SeedRule {
  customer_id: string;
  service_id: string;
  pattern: SchedulePattern;
  interval?: number;
  start_date: string;
  end_date?: string;
  start_minutes?: number | null;
  team_id?: string | null;
  notes?: string | null;
  removed?: boolean;
}

export function seedRule(dataSource: DataSource, organizationId: string, rule: SeedRule): Promise<number> {
  return insertReturningId(
    dataSource,
    `INSERT INTO schedule_rules
       (organization_id, customer_id, service_id, pattern, "interval", start_date, end_date, start_minutes, team_id, notes, removed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $11::boolean THEN now() END)
     RETURNING id`,
    [
      organizationId,
      rule.customer_id,
      rule.service_id,
      rule.pattern,
      rule.interval ?? 1,
      rule.start_date,
      rule.end_date ?? rule.start_date,
      rule.start_minutes ?? null,
      rule.team_id ?? null,
      rule.notes ?? null,
      rule.removed ?? false,
    ],
  );
}

export interface SeedException {
  rule_id: number;
  date: string;
  skipped?: boolean;
  start_minutes?: number | null;
  time_cleared?: boolean;
  team_id?: string | null;
  moved_to_date?: string | null;
}

export async function seedException(dataSource: DataSource, organizationId: string, exception: SeedException): Promise<void> {
  await dataSource.query(
    `INSERT INTO schedule_exceptions (rule_id, date, organization_id, skipped, start_minutes, time_cleared, team_id, moved_to_date)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      exception.rule_id,
      exception.date,
      organizationId,
      exception.skipped ?? false,
      exception.start_minutes ?? null,
      exception.time_cleared ?? false,
      exception.team_id ?? null,
      exception.moved_to_date ?? null,
    ],
  );
}

export interface SeedMiscEvent {
  title: string;
  date: string;
  start_minutes?: number | null;
  duration_minutes?: number;
  notes?: string | null;
  team_id?: string | null;
  canceled?: boolean;
}

export function seedMiscEvent(dataSource: DataSource, organizationId: string, event: SeedMiscEvent): Promise<number> {
  return insertReturningId(
    dataSource,
    `INSERT INTO misc_events (organization_id, title, date, start_minutes, duration_minutes, notes, team_id, canceled_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8::boolean THEN now() END)
     RETURNING id`,
    [
      organizationId,
      event.title,
      event.date,
      event.start_minutes ?? null,
      event.duration_minutes ?? 60,
      event.notes ?? null,
      event.team_id ?? null,
      event.canceled ?? false,
    ],
  );
}

export interface SeedInvoice {
  customer_id: string;
  rule_id: number;
  occurrence_date: string;
  status?: 'open' | 'paid';
}

/** An invoice of one visit with its line, as the dashboard's Invoice button makes it. */
export function seedOccurrenceInvoice(dataSource: DataSource, organizationId: string, invoice: SeedInvoice): Promise<string> {
  return insertReturningId(
    dataSource,
    `WITH invoice AS (
       INSERT INTO invoices (organization_id, customer_id, rule_id, occurrence_date, total_cents, status, due_date, period_start, period_end, invoice_date)
       VALUES ($1, $2, $3, $4, 4500, $5, $4, $4, $4, $4)
       RETURNING id
     ), line AS (
       INSERT INTO invoice_lines (organization_id, invoice_id, rule_id, visit_date, service_label, amount_cents)
       SELECT $1, id, $3, $4, 'Service', 4500 FROM invoice
     )
     SELECT id FROM invoice`,
    [organizationId, invoice.customer_id, invoice.rule_id, invoice.occurrence_date, invoice.status ?? 'open'],
  );
}
