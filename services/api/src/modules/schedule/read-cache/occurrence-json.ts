import { WEEKDAY_KEYS, weekdayIndexOf, type OccurrenceCustomer, type ScheduleShape } from '@fsp/contracts';
import type { Visit } from '../engine/expand-visits.js';
import type { OccurrenceInvoiceRow } from '../schedule-read.queries.js';
import { visitMinutes } from '../visit-length.js';
import type { ContentEncoding } from '../../../common/http/content-encoding.js';
import { EncodedBody } from './encoded-body.js';
import type { ScheduleCatalog } from './schedule-catalog.js';

/**
 * One shape's bytes of a rule's occurrences after the weekday, laid out as a visit that keeps the rule's team and
 * time, is not rescheduled and has no invoice shows them: `","notes":…,"team_id":…,"start_minutes":…` `tail`
 * `null,"invoice":null` `end`. Such a visit, nearly every one, is written in five copies: head, date, afterDate,
 * weekday, rest. Others take `afterWeekday`, `tail` and `end` (views into `rest`) around their own fields.
 */
export interface RestOfVisit {
  rest: Buffer;
  /** `,"duration_minutes":…,"service":{…},"customer":{…},"rescheduled_from":` (spec) or `,"duration_minutes":…,"rescheduled_from":` */
  tail: Buffer;
  /** `}` (spec) or `,"customer_id":…,"service_key":…}` */
  end: Buffer;
}

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
  /** The rule's own team and time: a visit with others is written field by field. */
  teamId: string | null;
  startMinutes: number | null;
  /** `{"rule_id":1,"date":"` */
  head: Buffer;
  /** `","pattern":…,"interval":…,"start_date":…,"end_date":…,"weekday":"` */
  afterDate: Buffer;
  /** `","notes":…,"team_id":` */
  afterWeekday: Buffer;
  spec: RestOfVisit;
  compact: RestOfVisit;
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

const startMinutesJson = (startMinutes: number | null) => `,"start_minutes":${startMinutes === null ? 'null' : String(startMinutes)}`;
const NOT_RESCHEDULED_NOR_INVOICED = bytes('null,"invoice":null');

/** `rest` and views into it of its tail and end (see RestOfVisit). */
function restOfVisit(head: Buffer, tail: Buffer, end: Buffer): RestOfVisit {
  const rest = Buffer.concat([head, tail, NOT_RESCHEDULED_NOR_INVOICED, end]);
  return {
    rest,
    tail: rest.subarray(head.length, head.length + tail.length),
    end: rest.subarray(rest.length - end.length),
  };
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
    const afterWeekday = `","notes":${text(rule.notes)},"team_id":`;
    const beforeTail = bytes(`${afterWeekday}${text(rule.teamId)}${startMinutesJson(rule.startMinutes)}`);
    json = {
      customerId: customer.id,
      serviceKey: service.key,
      customer: customerJson,
      service: bytes(serviceJson),
      teamId: rule.teamId,
      startMinutes: rule.startMinutes,
      head: bytes(`{"rule_id":${rule.id},"date":"`),
      afterDate: bytes(`","pattern":${text(rule.pattern)},"interval":${rule.interval},"start_date":${text(rule.startDate)},"end_date":${text(rule.endDate)},"weekday":"`),
      afterWeekday: bytes(afterWeekday),
      spec: restOfVisit(
        beforeTail,
        Buffer.concat([bytes(`${duration},"service":${serviceJson},"customer":`), customerJson, bytes(',"rescheduled_from":')]),
        bytes('}'),
      ),
      compact: restOfVisit(beforeTail, bytes(`${duration},"rescheduled_from":`), bytes(`,"customer_id":${text(customer.id)},"service_key":${text(service.key)}}`)),
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

const COMMA_BYTE = 0x2c;
const COMMA = Buffer.of(COMMA_BYTE);
const QUOTE = Buffer.of(0x22);
/** More than any visit's own bytes (date, weekday, team, time, reschedule) beside its rule's and its invoice. */
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
    if (rule) sizeHint += rule.head.length + rule.afterDate.length + (compact ? rule.compact : rule.spec).rest.length + 16;
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
    const invoice = invoiceJson.size === 0 ? undefined : invoiceJson.get(visitKey(visit.ruleId, visit.date));
    const shaped = compact ? rule.compact : rule.spec;
    const length = rule.head.length + rule.afterDate.length + shaped.rest.length + VISIT_OWN_BYTES + (invoice?.length ?? 0);
    if (!body.fits(length)) await body.flush();
    if (!body.fits(length)) {
      // One visit larger than a chunk (a customer with very long lists).
      if (!first) await body.write(COMMA);
      for (const piece of visitPieces(rule, shaped, visit, day, shared, invoice)) {
        const written = body.write(piece);
        if (written) await written;
      }
    } else {
      if (!first) body.putByte(COMMA_BYTE);
      body.put(rule.head);
      body.put(day.date);
      body.put(rule.afterDate);
      body.put(day.weekday);
      if (visit.teamId === rule.teamId && visit.startMinutes === rule.startMinutes && visit.rescheduledFrom === null && invoice === undefined) {
        body.put(shaped.rest);
      } else {
        for (const piece of ownFields(rule, shaped, visit, shared, invoice)) body.put(piece);
      }
    }
    first = false;
  }
  await body.writeText(compact ? ']}' : ']');
  return body.end();
}

/** A visit's bytes after its weekday, field by field: its own team, time, reschedule or invoice. */
function ownFields(rule: RuleJson, shaped: RestOfVisit, visit: Visit, shared: SharedBytes, invoice: Buffer | undefined): Buffer[] {
  const pieces = [rule.afterWeekday, shared.team(visit.teamId), shared.time(visit.startMinutes), shaped.tail];
  if (visit.rescheduledFrom === null) pieces.push(shared.notRescheduled);
  else pieces.push(QUOTE, shared.date(visit.rescheduledFrom).date, QUOTE);
  pieces.push(shared.invoiceKey, invoice ?? shared.noInvoice, shaped.end);
  return pieces;
}

function visitPieces(rule: RuleJson, shaped: RestOfVisit, visit: Visit, day: { date: Buffer; weekday: Buffer }, shared: SharedBytes, invoice: Buffer | undefined): Buffer[] {
  return [rule.head, day.date, rule.afterDate, day.weekday, ...ownFields(rule, shaped, visit, shared, invoice)];
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
      const comma = body.write(COMMA);
      if (comma) await comma;
    }
    const written = body.write(item);
    if (written) await written;
    first = false;
  }
}
