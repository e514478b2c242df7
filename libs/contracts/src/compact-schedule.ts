import type { OccurrenceCustomer, OccurrenceService, ScheduleOccurrence } from './schedule.js';

/**
 * GET /api/owner/schedule?shape=compact (issue 14): the spec's occurrences with each customer and service sent once.
 * A month of a large business repeats one customer on dozens of visits; the spec's shape (the default for every other
 * client) carries the whole customer on each. The product's own screens read this shape and expand it with
 * `occurrencesOfCompact`, so they keep working on `ScheduleOccurrence`.
 */
export const SCHEDULE_SHAPE_PARAM = 'shape';
export const SCHEDULE_SHAPES = ['spec', 'compact'] as const;
export type ScheduleShape = (typeof SCHEDULE_SHAPES)[number];

/** One visit: a ScheduleOccurrence whose customer is its id and whose service is its key (unique in an organization). */
export type CompactScheduleOccurrence = Omit<ScheduleOccurrence, 'customer' | 'service'> & {
  customer_id: string;
  service_key: string;
};

export interface CompactSchedule {
  /** Every customer some occurrence refers to, once. */
  customers: OccurrenceCustomer[];
  /** Every service some occurrence refers to, once. */
  services: OccurrenceService[];
  /** In the spec shape's order. */
  occurrences: CompactScheduleOccurrence[];
}

/** The compact form of occurrences in the spec's shape (what the API sends for ?shape=compact). */
export function compactScheduleOf(occurrences: readonly ScheduleOccurrence[]): CompactSchedule {
  const customers = new Map<string, OccurrenceCustomer>();
  const services = new Map<string, OccurrenceService>();
  const compact = occurrences.map(({ customer, service, ...visit }): CompactScheduleOccurrence => {
    if (!customers.has(customer.id)) customers.set(customer.id, customer);
    if (!services.has(service.key)) services.set(service.key, service);
    return { ...visit, customer_id: customer.id, service_key: service.key };
  });
  return { customers: [...customers.values()], services: [...services.values()], occurrences: compact };
}

/**
 * The spec's occurrences of a compact schedule, sharing one customer and one service object between visits. Throws
 * when an occurrence refers to a customer or service the answer does not hold (a server fault, not the user's).
 */
export function occurrencesOfCompact(schedule: CompactSchedule): ScheduleOccurrence[] {
  const customers = new Map(schedule.customers.map((customer) => [customer.id, customer]));
  const services = new Map(schedule.services.map((service) => [service.key, service]));
  return schedule.occurrences.map(({ customer_id, service_key, ...visit }) => {
    const customer = customers.get(customer_id);
    const service = services.get(service_key);
    if (!customer || !service) throw new Error(`Compact schedule: visit of rule ${visit.rule_id} on ${visit.date} refers to an unknown customer or service`);
    return {
      rule_id: visit.rule_id,
      date: visit.date,
      pattern: visit.pattern,
      interval: visit.interval,
      start_date: visit.start_date,
      end_date: visit.end_date,
      weekday: visit.weekday,
      notes: visit.notes,
      team_id: visit.team_id,
      start_minutes: visit.start_minutes,
      duration_minutes: visit.duration_minutes,
      service,
      customer,
      rescheduled_from: visit.rescheduled_from,
      invoice: visit.invoice,
    };
  });
}
