import {
  WEEKDAY_KEYS,
  weekdayIndexOf,
  type OccurrenceCustomer,
  type ScheduleOccurrence,
  type ScheduleRangeQuery,
  type StartTimeOverride,
  type WeekdayKey,
} from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { expandVisits, type Visit, type VisitException } from './engine/expand-visits.js';
import { isListed, type ScheduleItemFilter } from './schedule-access.js';
import {
  exceptionsTouching,
  occurrenceCustomersById,
  occurrenceInvoicesInRange,
  rulesInRange,
  servicesById,
  type OccurrenceInvoiceRow,
  type RuleService,
  type ScheduledRule,
} from './schedule-read.queries.js';
import { visitMinutes } from './visit-length.js';

type OccurrenceOfRule = Omit<ScheduleOccurrence, 'date' | 'weekday' | 'team_id' | 'start_minutes' | 'rescheduled_from' | 'invoice'>;

const weekdayOf = (date: string): WeekdayKey => WEEKDAY_KEYS[weekdayIndexOf(date)] ?? 'sun';

const visitKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

/** The visits of schedule rules over a range, exceptions applied, in five queries whatever the number of rules. */
@Injectable()
export class ScheduleOccurrencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(organizationId: string, range: ScheduleRangeQuery, filter: ScheduleItemFilter): Promise<ScheduleOccurrence[]> {
    const { from, to } = range;
    const exceptions = await exceptionsTouching(this.dataSource, organizationId, from, to);
    const rules = await rulesInRange(this.dataSource, organizationId, from, to, exceptions);
    const visits = expandVisits(rules, exceptions, from, to).filter((visit) => isListed(filter, visit.teamId));
    if (visits.length === 0) return [];

    const rulesById = new Map(rules.map((rule) => [rule.id, rule]));
    const shownCustomerIds = new Set(visits.flatMap((visit) => rulesById.get(visit.ruleId)?.customerId ?? []));
    const services = await servicesById(this.dataSource, organizationId);
    const customers = await occurrenceCustomersById(this.dataSource, organizationId, [...shownCustomerIds]);
    const invoices = await occurrenceInvoicesInRange(this.dataSource, organizationId, from, to);

    return occurrencesOf(visits, { rulesById, services, customers, invoices });
  }

  /** Visits in the range whose start time was set for that date alone, at the date they are shown on. */
  async startTimeOverrides(organizationId: string, range: ScheduleRangeQuery, filter: ScheduleItemFilter): Promise<StartTimeOverride[]> {
    const { from, to } = range;
    const exceptions = await exceptionsTouching(this.dataSource, organizationId, from, to);
    const rules = await rulesInRange(this.dataSource, organizationId, from, to, exceptions);
    const exceptionBySeriesDate = new Map(exceptions.map((exception) => [visitKey(exception.ruleId, exception.date), exception]));
    return expandVisits(rules, exceptions, from, to).flatMap((visit) => {
      const exception = exceptionBySeriesDate.get(visitKey(visit.ruleId, visit.seriesDate));
      if (!timeComesFrom(exception, visit) || !isListed(filter, visit.teamId)) return [];
      return [{ rule_id: visit.ruleId, date: visit.date, start_minutes: visit.startMinutes }];
    });
  }
}

function timeComesFrom(exception: VisitException | undefined, visit: Visit): visit is Visit & { startMinutes: number } {
  return exception !== undefined && !exception.timeCleared && exception.startMinutes !== null && visit.startMinutes !== null;
}

interface OccurrenceSources {
  rulesById: ReadonlyMap<number, ScheduledRule>;
  services: ReadonlyMap<string, RuleService>;
  customers: ReadonlyMap<string, OccurrenceCustomer>;
  invoices: readonly OccurrenceInvoiceRow[];
}

/**
 * The visits as occurrences. A month of a large schedule has tens of thousands: what a rule's visits share is built
 * once per rule, and each occurrence is one literal of a fixed shape (spreading was the read's hottest spot).
 */
function occurrencesOf(visits: readonly Visit[], { rulesById, services, customers, invoices }: OccurrenceSources): ScheduleOccurrence[] {
  const invoiceByVisit = new Map(invoices.map((invoice) => [visitKey(invoice.rule_id, invoice.occurrence_date), invoice]));
  const sharedByRule = new Map<number, OccurrenceOfRule | null>();
  const weekdays = new Map<string, WeekdayKey>();
  const occurrences: ScheduleOccurrence[] = [];
  for (const visit of visits) {
    let shared = sharedByRule.get(visit.ruleId);
    if (shared === undefined) {
      shared = occurrenceOfRule(rulesById.get(visit.ruleId), services, customers);
      sharedByRule.set(visit.ruleId, shared);
    }
    if (!shared) continue;
    let weekday = weekdays.get(visit.date);
    if (weekday === undefined) {
      weekday = weekdayOf(visit.date);
      weekdays.set(visit.date, weekday);
    }
    const invoice = invoiceByVisit.get(visitKey(visit.ruleId, visit.date));
    occurrences.push({
      rule_id: shared.rule_id,
      date: visit.date,
      pattern: shared.pattern,
      interval: shared.interval,
      start_date: shared.start_date,
      end_date: shared.end_date,
      weekday,
      notes: shared.notes,
      team_id: visit.teamId,
      start_minutes: visit.startMinutes,
      duration_minutes: shared.duration_minutes,
      service: shared.service,
      customer: shared.customer,
      rescheduled_from: visit.rescheduledFrom,
      invoice: invoice ? { id: invoice.id, status: invoice.status } : null,
    });
  }
  return occurrences;
}

/** What every occurrence of one rule shares, built once per rule rather than once per visit. */
function occurrenceOfRule(
  rule: ScheduledRule | undefined,
  services: ReadonlyMap<string, RuleService>,
  customers: ReadonlyMap<string, OccurrenceCustomer>,
): OccurrenceOfRule | null {
  const service = rule && services.get(rule.serviceId);
  const customer = rule && customers.get(rule.customerId);
  if (!rule || !service || !customer) return null;
  return {
    rule_id: rule.id,
    pattern: rule.pattern,
    interval: rule.interval,
    start_date: rule.startDate,
    end_date: rule.endDate,
    notes: rule.notes,
    duration_minutes: visitMinutes(service.estimatedMinutes),
    service: { key: service.key, label: service.name, estimated_minutes: service.estimatedMinutes, price_cents: service.priceCents },
    customer,
  };
}
