import type { AvailableDay, CustomerStatus, OccurrenceCustomer, SchedulePattern, SelectedService } from '@fsp/contracts';
import { scopedSql, type SqlRunner } from '../../common/tenancy/organization-scoped-sql.js';
import type { ExpandableRule, VisitException } from './engine/expand-visits.js';

export type { SqlRunner };

/** A rule as the schedule reads it: what places its visits, plus what they show. */
export interface ScheduledRule extends ExpandableRule {
  serviceId: string;
  customerId: string;
  notes: string | null;
}

interface RuleRow {
  id: number;
  pattern: SchedulePattern;
  interval: number;
  start_date: string;
  end_date: string;
  start_minutes: number | null;
  team_id: string | null;
  service_id: string;
  customer_id: string;
  notes: string | null;
}

/** A rule row as read: every ScheduledRule field, dates as yyyy-MM-dd text. */
const RULE_COLUMNS = `id, pattern, "interval", start_date::text AS start_date, end_date::text AS end_date, start_minutes, team_id,
            service_id, customer_id, notes`;

function toScheduledRule(row: RuleRow): ScheduledRule {
  return {
    id: row.id,
    pattern: row.pattern,
    interval: row.interval,
    startDate: row.start_date,
    endDate: row.end_date,
    startMinutes: row.start_minutes,
    teamId: row.team_id,
    serviceId: row.service_id,
    customerId: row.customer_id,
    notes: row.notes,
  };
}

/** Days between visits of the weekly patterns (rule-dates.ts): 7, or 7 × interval for every_x_weeks. */
const WEEKLY_STEP = `(CASE WHEN pattern = 'every_x_weeks' THEN 7 * GREATEST("interval", 1) ELSE 7 END)`;

/** True unless a weekly pattern's first visit on or after $2 comes after $3 or after the rule's end. */
const WEEKLY_VISIT_IN_RANGE = `(pattern NOT IN ('weekly', 'every_x_weeks')
        OR start_date + ((GREATEST($2::date - start_date, 0) + ${WEEKLY_STEP} - 1) / ${WEEKLY_STEP}) * ${WEEKLY_STEP}
           <= LEAST($3::date, end_date))`;

/**
 * The organization's live rules that may have a visit shown in [from, to] (one query): those whose span meets the
 * range, and those with a visit moved into it, known from `exceptions` (exceptionsTouching for the same range). A
 * filter rather than a join with the exceptions keeps the plan linear even before the planner has statistics (a
 * fresh PGlite never analyzes). No joins: services and customers are read once each, not once per rule.
 * Weekly rules whose next visit after `from` falls beyond `to` are left out here already, so a day's read does not
 * load and expand the whole week's work; the engine still decides every date of the rules returned.
 */
export async function rulesInRange(
  db: SqlRunner,
  organizationId: string,
  from: string,
  to: string,
  exceptions: readonly VisitException[],
): Promise<ScheduledRule[]> {
  const rows = await scopedSql(db, organizationId).query<RuleRow>(
    `SELECT ${RULE_COLUMNS}
       FROM schedule_rules
      WHERE organization_id = $1 AND removed_at IS NULL
        AND ((start_date <= $3 AND end_date >= $2 AND ${WEEKLY_VISIT_IN_RANGE}) OR id = ANY($4::integer[]))`,
    [from, to, movedInRuleIds(exceptions, from, to)],
  );
  return rows.map(toScheduledRule);
}

/** Every live (not removed) rule of the organization, whatever its dates (one query): the read cache's catalog. */
export async function liveRulesOfOrganization(db: SqlRunner, organizationId: string): Promise<ScheduledRule[]> {
  const rows = await scopedSql(db, organizationId).query<RuleRow>(
    `SELECT ${RULE_COLUMNS} FROM schedule_rules WHERE organization_id = $1 AND removed_at IS NULL`,
  );
  return rows.map(toScheduledRule);
}

/** One live (not removed) rule of the organization, or null; `lock` holds it FOR UPDATE until the transaction ends. */
export async function liveRule(db: SqlRunner, organizationId: string, ruleId: number, { lock = false } = {}): Promise<ScheduledRule | null> {
  const rows = await scopedSql(db, organizationId).query<RuleRow>(
    `SELECT ${RULE_COLUMNS}
       FROM schedule_rules
      WHERE organization_id = $1 AND id = $2 AND removed_at IS NULL
      ${lock ? 'FOR UPDATE' : ''}`,
    [ruleId],
  );
  const row = rows[0];
  return row ? toScheduledRule(row) : null;
}

/** The organization's live rules of one customer and service, whatever their dates (one query). */
export async function liveRulesOf(db: SqlRunner, organizationId: string, customerId: string, serviceId: string): Promise<ScheduledRule[]> {
  const rows = await scopedSql(db, organizationId).query<RuleRow>(
    `SELECT ${RULE_COLUMNS}
       FROM schedule_rules
      WHERE organization_id = $1 AND customer_id = $2 AND service_id = $3 AND removed_at IS NULL`,
    [customerId, serviceId],
  );
  return rows.map(toScheduledRule);
}

/** Rules with a visit moved into [from, to], by the exceptions that moved them. */
export function movedInRuleIds(exceptions: readonly VisitException[], from: string, to: string): number[] {
  const ids = exceptions.flatMap((exception) =>
    exception.movedToDate !== null && exception.movedToDate >= from && exception.movedToDate <= to ? [exception.ruleId] : [],
  );
  return [...new Set(ids)];
}

export interface RuleService {
  key: string;
  name: string;
  priceCents: number;
  estimatedMinutes: number | null;
}

/** Every service of the organization, offered or not (rules keep theirs), by id (one query; an organization has few). */
export async function servicesById(db: SqlRunner, organizationId: string): Promise<Map<string, RuleService>> {
  const rows = await scopedSql(db, organizationId).query<{
    id: string;
    key: string;
    name: string;
    price_cents: number;
    estimated_minutes: number | null;
  }>(`SELECT id, key, name, price_cents, estimated_minutes FROM services WHERE organization_id = $1`);
  return new Map(
    rows.map((row) => [row.id, { key: row.key, name: row.name, priceCents: row.price_cents, estimatedMinutes: row.estimated_minutes }]),
  );
}

interface CustomerRow {
  id: string;
  name: string | null;
  email: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: CustomerStatus;
  available_days: AvailableDay[] | null;
  services: SelectedService[] | null;
}

/** A jsonb list column (node-postgres parses it); anything else stored there reads as empty. */
function listOrEmpty<T>(value: T[] | null): T[] {
  return Array.isArray(value) ? value : [];
}

const OCCURRENCE_CUSTOMER_COLUMNS = `id, name, email, phone_number, street, city, state, zip, status, available_days, services`;

function toOccurrenceCustomer(row: CustomerRow): OccurrenceCustomer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    status: row.status,
    available_days: listOrEmpty(row.available_days),
    services: listOrEmpty(row.services),
  };
}

/** The customers of the organization's live rules, as occurrences show them (one query): the read cache's catalog. */
export async function occurrenceCustomersOfLiveRules(db: SqlRunner, organizationId: string): Promise<Map<string, OccurrenceCustomer>> {
  const rows = await scopedSql(db, organizationId).query<CustomerRow>(
    `SELECT ${OCCURRENCE_CUSTOMER_COLUMNS}
       FROM customers
      WHERE organization_id = $1
        AND id IN (SELECT customer_id FROM schedule_rules WHERE organization_id = $1 AND removed_at IS NULL)`,
  );
  return new Map(rows.map((row) => [row.id, toOccurrenceCustomer(row)]));
}

interface ExceptionRow {
  rule_id: number;
  date: string;
  skipped: boolean;
  start_minutes: number | null;
  time_cleared: boolean;
  team_id: string | null;
  moved_to_date: string | null;
}

/**
 * Exceptions of visits whose series date lies in [from, to] or that were moved into it (one query); with `ruleIds`,
 * only those rules' exceptions.
 */
export async function exceptionsTouching(
  db: SqlRunner,
  organizationId: string,
  from: string,
  to: string,
  ruleIds?: readonly number[],
): Promise<VisitException[]> {
  const rows = await scopedSql(db, organizationId).query<ExceptionRow>(
    `SELECT rule_id, date::text AS date, skipped, start_minutes, time_cleared, team_id, moved_to_date::text AS moved_to_date
       FROM schedule_exceptions
      WHERE organization_id = $1 AND (date BETWEEN $2 AND $3 OR moved_to_date BETWEEN $2 AND $3)
        ${ruleIds ? 'AND rule_id = ANY($4::integer[])' : ''}`,
    ruleIds ? [from, to, ruleIds] : [from, to],
  );
  return rows.map((row) => ({
    ruleId: row.rule_id,
    date: row.date,
    skipped: row.skipped,
    startMinutes: row.start_minutes,
    timeCleared: row.time_cleared,
    teamId: row.team_id,
    movedToDate: row.moved_to_date,
  }));
}

export interface OccurrenceInvoiceRow {
  id: string;
  rule_id: number;
  occurrence_date: string;
  status: string;
}

/** The invoice of each visit shown in [from, to] that is billed, by the dashboard's button or a billing run (one query). */
export async function occurrenceInvoicesInRange(
  db: SqlRunner,
  organizationId: string,
  from: string,
  to: string,
): Promise<OccurrenceInvoiceRow[]> {
  return scopedSql(db, organizationId).query<OccurrenceInvoiceRow>(
    `SELECT i.id, l.rule_id, l.visit_date::text AS occurrence_date, i.status
       FROM invoice_lines l
       JOIN invoices i ON i.id = l.invoice_id AND i.organization_id = $1
      WHERE l.organization_id = $1 AND l.rule_id IS NOT NULL AND l.visit_date BETWEEN $2 AND $3`,
    [from, to],
  );
}

export interface MiscEventRow {
  id: number;
  title: string;
  date: string;
  start_minutes: number | null;
  duration_minutes: number;
  notes: string | null;
  team_id: string | null;
}

/** The organization's misc events in [from, to] that are not canceled, by date, time (unscheduled last), id. */
export async function miscEventsInRange(
  db: SqlRunner,
  organizationId: string,
  from: string,
  to: string,
  { timedOnly = false }: { timedOnly?: boolean } = {},
): Promise<MiscEventRow[]> {
  return scopedSql(db, organizationId).query<MiscEventRow>(
    `SELECT id, title, date::text AS date, start_minutes, duration_minutes, notes, team_id
       FROM misc_events
      WHERE organization_id = $1 AND canceled_at IS NULL AND date BETWEEN $2 AND $3
        ${timedOnly ? 'AND start_minutes IS NOT NULL' : ''}
      ORDER BY date, start_minutes NULLS LAST, id`,
    [from, to],
  );
}
