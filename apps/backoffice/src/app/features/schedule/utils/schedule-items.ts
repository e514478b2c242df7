import {
  DEFAULT_SERVICE_MINUTES,
  isMiscEventRuleId,
  MISC_EVENT_LABEL,
  type MiscEventListing,
  type OccurrenceCustomer,
  type SchedulePattern,
  type ScheduleOccurrence,
} from '@fsp/contracts';

/** One thing on the schedule: a dated visit of a rule, or a misc event (negative rule id, labelled Misc). */
export interface ScheduleItem {
  /** Unique within a range: rule id and date. */
  key: string;
  kind: 'visit' | 'misc';
  ruleId: number;
  date: string;
  startMinutes: number | null;
  durationMinutes: number;
  /** The customer's name, or the misc event's title. */
  title: string;
  serviceLabel: string;
  pattern: SchedulePattern;
  teamId: string | null;
  notes: string | null;
  customer: OccurrenceCustomer | null;
  rescheduledFrom: string | null;
}

export function customerDisplayName(customer: Pick<OccurrenceCustomer, 'id' | 'name' | 'email'>): string {
  return customer.name?.trim() || customer.email?.trim() || `Customer #${customer.id}`;
}

function positiveMinutes(minutes: number | null | undefined, fallback: number): number {
  return typeof minutes === 'number' && minutes > 0 ? minutes : fallback;
}

export function occurrenceItem(occurrence: ScheduleOccurrence): ScheduleItem {
  const misc = isMiscEventRuleId(occurrence.rule_id);
  return {
    key: `${occurrence.rule_id}:${occurrence.date}`,
    kind: misc ? 'misc' : 'visit',
    ruleId: occurrence.rule_id,
    date: occurrence.date,
    startMinutes: occurrence.start_minutes,
    durationMinutes: positiveMinutes(occurrence.duration_minutes, positiveMinutes(occurrence.service.estimated_minutes, DEFAULT_SERVICE_MINUTES)),
    title: misc ? occurrence.customer.name?.trim() || MISC_EVENT_LABEL : customerDisplayName(occurrence.customer),
    serviceLabel: misc ? MISC_EVENT_LABEL : occurrence.service.label,
    pattern: occurrence.pattern,
    teamId: occurrence.team_id,
    notes: occurrence.notes,
    customer: misc ? null : occurrence.customer,
    rescheduledFrom: occurrence.rescheduled_from ?? null,
  };
}

export function miscEventItem(event: MiscEventListing): ScheduleItem {
  return {
    key: `${event.rule_id}:${event.date}`,
    kind: 'misc',
    ruleId: event.rule_id,
    date: event.date,
    startMinutes: event.start_minutes,
    durationMinutes: positiveMinutes(event.duration_minutes, DEFAULT_SERVICE_MINUTES),
    title: event.title,
    serviceLabel: MISC_EVENT_LABEL,
    pattern: 'once',
    teamId: event.team_id,
    notes: event.notes,
    customer: null,
    rescheduledFrom: null,
  };
}

/** The misc event's own id, which its write calls take (its rule id negated). */
export function miscEventIdOf(item: ScheduleItem): number {
  return -item.ruleId;
}

/** Timed items first by start, then Unscheduled ones; ties by title so the order never flickers. */
export function compareScheduleItems(a: ScheduleItem, b: ScheduleItem): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.startMinutes !== b.startMinutes) {
    if (a.startMinutes === null) return 1;
    if (b.startMinutes === null) return -1;
    return a.startMinutes - b.startMinutes;
  }
  return a.title.localeCompare(b.title) || a.key.localeCompare(b.key);
}

/**
 * Occurrences and misc events of one range as one sorted list. A misc event the schedule read also carries
 * (by its negative rule id) is shown once, as the misc listing has it.
 */
export function mergeScheduleItems(occurrences: readonly ScheduleOccurrence[], miscEvents: readonly MiscEventListing[]): ScheduleItem[] {
  const byKey = new Map<string, ScheduleItem>();
  for (const occurrence of occurrences) {
    const item = occurrenceItem(occurrence);
    byKey.set(item.key, item);
  }
  for (const event of miscEvents) {
    const item = miscEventItem(event);
    byKey.set(item.key, item);
  }
  return [...byKey.values()].sort(compareScheduleItems);
}

/** Items per day of `days`, each day in time order; days without items map to an empty list. */
export function itemsByDay(items: readonly ScheduleItem[], days: readonly string[]): Map<string, ScheduleItem[]> {
  const grouped = new Map<string, ScheduleItem[]>(days.map((day) => [day, []]));
  for (const item of items) grouped.get(item.date)?.push(item);
  for (const list of grouped.values()) list.sort(compareScheduleItems);
  return grouped;
}
