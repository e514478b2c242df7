import { WEEKDAY_KEYS, weekdayIndexOf, type OccurrenceCustomer, type ScheduleShape } from '@fsp/contracts';
import type { Visit } from '../engine/expand-visits.js';
import type { OccurrenceInvoiceRow } from '../schedule-read.queries.js';
import { visitMinutes } from '../visit-length.js';
import type { ContentEncoding } from './content-encoding.js';
import { EncodedBody } from './encoded-body.js';
import type { ScheduleCatalog } from './schedule-catalog.js';

/**
 * A rule's part of each of its occurrences as UTF-8 JSON, around the fields each visit has of its own (date,
 * weekday, team, time, reschedule, invoice); keys in the order of ScheduleOccurrence (spec) and of
 * compactScheduleOf (compact). A month of a large business has tens of thousands of visits of a few thousand
 * rules: encoding what a rule's visits share once, and each customer once, then copying bytes, is most of what
 * makes a miss cheap.
 */
export interface RuleJson {
  customerId: string;
  serviceKey: string;
  customer: Buffer;
  service: Buffer;
  /** `{"rule_id":1,"date":"` */
  head: Buffer;
  /** `","pattern":…,"interval":…,"start_date":…,"end_date":…,"weekday":"` */
  afterDate: Buffer;
  /** `","notes":…,"team_id":` */
  afterWeekday: Buffer;
  /** `,"duration_minutes":…,"service":{…},"customer":{…},"rescheduled_from":` */
  specTail: Buffer;
  /** `,"duration_minutes":…,"rescheduled_from":` */
  compactTail: Buffer;
  /** `,"customer_id":…,"service_key":…}` */
  compactEnd: Buffer;
}

const text = JSON.stringify;
const bytes = (value: string) => Buffer.from(value, 'utf8');

/** A customer's JSON as occurrences embed it, encoded once per catalog however many rules it has. */
function customerJsonOf(catalog: ScheduleCatalog, customer: OccurrenceCustomer): Buffer {
  let json = catalog.customerJson.get(customer.id);
  if (json === undefined) {
    json = bytes(text(customer));
    catalog.customerJson.set(customer.id, json);
  }
  return json;
}

function ruleJsonOf(catalog: ScheduleCatalog, ruleId: number): RuleJson | null {
  const known = catalog.ruleJson.get(ruleId);
  if (known !== undefined) return known;
  const rule = catalog.rulesById.get(ruleId);
  const service = rule && catalog.services.get(rule.serviceId);
  const customer = rule && catalog.customers.get(rule.customerId);
  let json: RuleJson | null = null;
  if (rule && service && customer) {
    const serviceJson = text({ key: service.key, label: service.name, estimated_minutes: service.estimatedMinutes, price_cents: service.priceCents });
    const customerJson = customerJsonOf(catalog, customer);
    const duration = `,"duration_minutes":${visitMinutes(service.estimatedMinutes)}`;
    json = {
      customerId: customer.id,
      serviceKey: service.key,
      customer: customerJson,
      service: bytes(serviceJson),
      head: bytes(`{"rule_id":${rule.id},"date":"`),
      afterDate: bytes(`","pattern":${text(rule.pattern)},"interval":${rule.interval},"start_date":${text(rule.startDate)},"end_date":${text(rule.endDate)},"weekday":"`),
      afterWeekday: bytes(`","notes":${text(rule.notes)},"team_id":`),
      specTail: Buffer.concat([bytes(`${duration},"service":${serviceJson},"customer":`), customerJson, bytes(',"rescheduled_from":')]),
      compactTail: bytes(`${duration},"rescheduled_from":`),
      compactEnd: bytes(`,"customer_id":${text(customer.id)},"service_key":${text(service.key)}}`),
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

/** Small byte strings a month's visits share: dates with their weekdays, teams, times. */
class SharedBytes {
  private readonly dates = new Map<string, { date: Buffer; weekday: Buffer }>();
  private readonly teams = new Map<string | null, Buffer>([[null, bytes('null')]]);
  private readonly times = new Map<number | null, Buffer>();
  readonly notRescheduled = bytes('null');
  readonly invoiceKey = bytes(',"invoice":');
  readonly noInvoice = bytes('null');

  date(date: string): { date: Buffer; weekday: Buffer } {
    let found = this.dates.get(date);
    if (found === undefined) {
      found = { date: bytes(date), weekday: bytes(WEEKDAY_KEYS[weekdayIndexOf(date)] ?? 'sun') };
      this.dates.set(date, found);
    }
    return found;
  }

  team(teamId: string | null): Buffer {
    let found = this.teams.get(teamId);
    if (found === undefined) {
      found = bytes(text(teamId));
      this.teams.set(teamId, found);
    }
    return found;
  }

  /** `,"start_minutes":…` */
  time(startMinutes: number | null): Buffer {
    let found = this.times.get(startMinutes);
    if (found === undefined) {
      found = bytes(`,"start_minutes":${startMinutes === null ? 'null' : String(startMinutes)}`);
      this.times.set(startMinutes, found);
    }
    return found;
  }
}

const COMMA = 0x2c;
const COMMA_BYTES = Buffer.of(COMMA);
const QUOTE = Buffer.of(0x22);
const CLOSE_BRACE = Buffer.of(0x7d);
/** More than any visit's own bytes (date, weekday, team, time, reschedule, invoice) beside its rule's. */
const VISIT_OWN_BYTES = 256;

/**
 * The read's answer, encoded: the spec's array of ScheduleOccurrence, or CompactSchedule with each customer and
 * service once in order of first use. Visits whose rule, customer or service is missing are left out, as before.
 */
export async function writeScheduleJson(
  encoding: ContentEncoding,
  shape: ScheduleShape,
  catalog: ScheduleCatalog,
  { visits, invoices }: RangeVisits,
): Promise<Buffer> {
  const compact = shape === 'compact';
  const rules: Array<RuleJson | null> = new Array(visits.length);
  let sizeHint = 2;
  for (let index = 0; index < visits.length; index += 1) {
    const rule = ruleJsonOf(catalog, (visits[index] as Visit).ruleId);
    rules[index] = rule;
    if (rule) sizeHint += rule.head.length + rule.afterDate.length + rule.afterWeekday.length + (compact ? rule.compactTail.length + rule.compactEnd.length : rule.specTail.length) + 90;
  }
  const body = new EncodedBody(encoding, sizeHint);
  const invoiceJson = new Map(invoices.map((invoice) => [visitKey(invoice.rule_id, invoice.occurrence_date), bytes(text({ id: invoice.id, status: invoice.status }))]));
  const shared = new SharedBytes();
  if (compact) await writeCompactHead(body, rules);
  else await body.writeText('[');
  let first = true;
  for (let index = 0; index < visits.length; index += 1) {
    const rule = rules[index];
    if (!rule) continue;
    const visit = visits[index] as Visit;
    const day = shared.date(visit.date);
    const team = shared.team(visit.teamId);
    const invoice = invoiceJson.size === 0 ? shared.noInvoice : (invoiceJson.get(visitKey(visit.ruleId, visit.date)) ?? shared.noInvoice);
    const tail = compact ? rule.compactTail : rule.specTail;
    const length =
      rule.head.length + rule.afterDate.length + rule.afterWeekday.length + tail.length + (compact ? rule.compactEnd.length : 1) + invoice.length + team.length + VISIT_OWN_BYTES;
    if (!body.fits(length)) await body.flush();
    const pieces: Buffer[] = [rule.head, day.date, rule.afterDate, day.weekday, rule.afterWeekday, team, shared.time(visit.startMinutes), tail];
    if (visit.rescheduledFrom === null) pieces.push(shared.notRescheduled);
    else pieces.push(QUOTE, shared.date(visit.rescheduledFrom).date, QUOTE);
    pieces.push(shared.invoiceKey, invoice, compact ? rule.compactEnd : CLOSE_BRACE);
    if (body.fits(length)) {
      if (!first) body.putByte(COMMA);
      for (const piece of pieces) body.put(piece);
    } else {
      // One visit larger than a chunk (a customer with very long lists): written piece by piece.
      for (const piece of first ? pieces : [COMMA_BYTES, ...pieces]) {
        const written = body.write(piece);
        if (written) await written;
      }
    }
    first = false;
  }
  await body.writeText(compact ? ']}' : ']');
  return body.end();
}

/** `{"customers":[…],"services":[…],"occurrences":[` for the visits about to be written (their rules' JSON). */
async function writeCompactHead(body: EncodedBody, rules: ReadonlyArray<RuleJson | null>): Promise<void> {
  const customers = new Map<string, Buffer>();
  const services = new Map<string, Buffer>();
  for (const rule of rules) {
    if (!rule) continue;
    if (!customers.has(rule.customerId)) customers.set(rule.customerId, rule.customer);
    if (!services.has(rule.serviceKey)) services.set(rule.serviceKey, rule.service);
  }
  await body.writeText('{"customers":[');
  await writeList(body, customers.values());
  await body.writeText('],"services":[');
  await writeList(body, services.values());
  await body.writeText('],"occurrences":[');
}

async function writeList(body: EncodedBody, items: Iterable<Buffer>): Promise<void> {
  let first = true;
  for (const item of items) {
    if (!first) {
      const comma = body.write(COMMA_BYTES);
      if (comma) await comma;
    }
    const written = body.write(item);
    if (written) await written;
    first = false;
  }
}
