import { WEEKDAY_KEYS, weekdayIndexOf, type ScheduleShape, type WeekdayKey } from '@fsp/contracts';
import type { Visit } from '../engine/expand-visits.js';
import type { OccurrenceInvoiceRow } from '../schedule-read.queries.js';
import { visitMinutes } from '../visit-length.js';
import type { ScheduleCatalog } from './schedule-catalog.js';
import type { EncodedBody } from './encoded-body.js';

/**
 * A rule's part of each of its occurrences as JSON text, around the fields each visit has of its own (date,
 * weekday, team, time, reschedule, invoice); keys in the order of ScheduleOccurrence (spec) and of
 * compactScheduleOf (compact). A month of a large business has tens of thousands of visits of a few thousand
 * rules: writing what a rule's visits share once, and the customer once, is most of what makes a miss cheap.
 */
export interface RuleJson {
  customerId: string;
  serviceKey: string;
  customer: string;
  service: string;
  /** `{"rule_id":1,"date":"` */
  head: string;
  /** `","pattern":…,"interval":…,"start_date":…,"end_date":…,"weekday":"` */
  afterDate: string;
  /** `","notes":…,"team_id":` */
  afterWeekday: string;
  /** `,"duration_minutes":…,"service":{…},"customer":{…},"rescheduled_from":` */
  specTail: string;
  /** `,"duration_minutes":…,"rescheduled_from":` */
  compactTail: string;
  /** `,"customer_id":…,"service_key":…}` */
  compactEnd: string;
}

const text = JSON.stringify;

function ruleJsonOf(catalog: ScheduleCatalog, ruleId: number): RuleJson | null {
  const known = catalog.ruleJson.get(ruleId);
  if (known !== undefined) return known;
  const rule = catalog.rulesById.get(ruleId);
  const service = rule && catalog.services.get(rule.serviceId);
  const customer = rule && catalog.customers.get(rule.customerId);
  let json: RuleJson | null = null;
  if (rule && service && customer) {
    const serviceJson = text({ key: service.key, label: service.name, estimated_minutes: service.estimatedMinutes, price_cents: service.priceCents });
    const customerJson = text(customer);
    const duration = `,"duration_minutes":${visitMinutes(service.estimatedMinutes)}`;
    json = {
      customerId: customer.id,
      serviceKey: service.key,
      customer: customerJson,
      service: serviceJson,
      head: `{"rule_id":${rule.id},"date":"`,
      afterDate: `","pattern":${text(rule.pattern)},"interval":${rule.interval},"start_date":${text(rule.startDate)},"end_date":${text(rule.endDate)},"weekday":"`,
      afterWeekday: `","notes":${text(rule.notes)},"team_id":`,
      specTail: `${duration},"service":${serviceJson},"customer":${customerJson},"rescheduled_from":`,
      compactTail: `${duration},"rescheduled_from":`,
      compactEnd: `,"customer_id":${text(customer.id)},"service_key":${text(service.key)}}`,
    };
  }
  catalog.ruleJson.set(ruleId, json);
  return json;
}

const visitKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

/** What a read of one range adds to the catalog: its visits (listed for the viewer, in order) and invoices. */
export interface RangeVisits {
  visits: readonly Visit[];
  invoices: readonly OccurrenceInvoiceRow[];
}

/**
 * Writes the read's answer: the spec's array of ScheduleOccurrence, or CompactSchedule with each customer and
 * service once in order of first use. Visits whose rule, customer or service is missing are left out, as before.
 */
export async function writeScheduleJson(body: EncodedBody, shape: ScheduleShape, catalog: ScheduleCatalog, { visits, invoices }: RangeVisits): Promise<void> {
  const invoiceJson = new Map(invoices.map((invoice) => [visitKey(invoice.rule_id, invoice.occurrence_date), text({ id: invoice.id, status: invoice.status })]));
  const weekdays = new Map<string, WeekdayKey>();
  const teams = new Map<string | null, string>([[null, 'null']]);
  const compact = shape === 'compact';

  if (compact) await writeCompactHead(body, catalog, visits);
  else await body.write('[');
  let first = true;
  for (const visit of visits) {
    const rule = ruleJsonOf(catalog, visit.ruleId);
    if (!rule) continue;
    let weekday = weekdays.get(visit.date);
    if (weekday === undefined) {
      weekday = WEEKDAY_KEYS[weekdayIndexOf(visit.date)] ?? 'sun';
      weekdays.set(visit.date, weekday);
    }
    let team = teams.get(visit.teamId);
    if (team === undefined) {
      team = text(visit.teamId);
      teams.set(visit.teamId, team);
    }
    const rescheduledFrom = visit.rescheduledFrom === null ? 'null' : `"${visit.rescheduledFrom}"`;
    const invoice = invoiceJson.get(visitKey(visit.ruleId, visit.date)) ?? 'null';
    const written = body.write(
      (first ? '' : ',') +
        rule.head +
        visit.date +
        rule.afterDate +
        weekday +
        rule.afterWeekday +
        team +
        ',"start_minutes":' +
        (visit.startMinutes === null ? 'null' : String(visit.startMinutes)) +
        (compact ? rule.compactTail : rule.specTail) +
        rescheduledFrom +
        ',"invoice":' +
        invoice +
        (compact ? rule.compactEnd : '}'),
    );
    if (written) await written;
    first = false;
  }
  await body.write(compact ? ']}' : ']');
}

/** `{"customers":[…],"services":[…],"occurrences":[` for the visits about to be written. */
async function writeCompactHead(body: EncodedBody, catalog: ScheduleCatalog, visits: readonly Visit[]): Promise<void> {
  const customers = new Map<string, string>();
  const services = new Map<string, string>();
  for (const visit of visits) {
    const rule = ruleJsonOf(catalog, visit.ruleId);
    if (!rule) continue;
    if (!customers.has(rule.customerId)) customers.set(rule.customerId, rule.customer);
    if (!services.has(rule.serviceKey)) services.set(rule.serviceKey, rule.service);
  }
  await body.write('{"customers":[');
  let first = true;
  for (const customer of customers.values()) {
    await body.write(first ? customer : `,${customer}`);
    first = false;
  }
  await body.write(`],"services":[${[...services.values()].join(',')}],"occurrences":[`);
}
