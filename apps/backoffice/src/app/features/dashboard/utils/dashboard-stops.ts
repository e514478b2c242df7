import {
  DASHBOARD_MESSAGES,
  formatMinutes12h,
  MAX_SERVICE_LABELS_PER_CARD,
  MISC_EVENT_LABEL,
  type MiscEventListing,
  type SchedulePattern,
  type ScheduleOccurrence,
} from '@fsp/contracts';

/** One card of today's dashboard: a visit of a scheduled rule, or a misc event (negative rule id). */
export interface DashboardStop {
  /** `${rule_id}|${date}`: the same visit keeps its key across reloads. */
  key: string;
  ruleId: number;
  date: string;
  kind: 'visit' | 'misc';
  pattern: SchedulePattern;
  /** The customer's name, or the misc event's title. */
  title: string;
  address: string | null;
  serviceLabels: string[];
  startMinutes: number | null;
  durationMinutes: number;
  teamId: string | null;
  email: string | null;
  phone: string | null;
  /** The server already holds an invoice for this visit. */
  invoiced: boolean;
}

export const stopKey = (ruleId: number, date: string) => `${ruleId}|${date}`;

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** "1 Main St, Raleigh, NC 27601", leaving out whatever is missing; null when nothing is known. */
export function formatAddress(parts: { street: string | null; city: string | null; state: string | null; zip: string | null }): string | null {
  const stateZip = [parts.state, parts.zip].filter(present).join(' ');
  const address = [parts.street, parts.city, stateZip].filter(present).join(', ');
  return address === '' ? null : address;
}

/** The visit's own service first, then the customer's other services, at most four (part 1 §2.10, §9). */
export function serviceLabelsOf(occurrence: Pick<ScheduleOccurrence, 'service' | 'customer'>): string[] {
  const labels = [occurrence.service.label];
  for (const service of occurrence.customer.services) {
    if (service.key !== occurrence.service.key && !labels.includes(service.label)) labels.push(service.label);
  }
  return labels.slice(0, MAX_SERVICE_LABELS_PER_CARD);
}

export function stopFromOccurrence(occurrence: ScheduleOccurrence): DashboardStop {
  const { customer } = occurrence;
  return {
    key: stopKey(occurrence.rule_id, occurrence.date),
    ruleId: occurrence.rule_id,
    date: occurrence.date,
    kind: 'visit',
    pattern: occurrence.pattern,
    title: present(customer.name) ? customer.name : (customer.email ?? 'Unnamed customer'),
    address: formatAddress(customer),
    serviceLabels: serviceLabelsOf(occurrence),
    startMinutes: occurrence.start_minutes,
    durationMinutes: occurrence.duration_minutes,
    teamId: occurrence.team_id,
    email: present(customer.email) ? customer.email.trim() : null,
    phone: present(customer.phone_number) ? customer.phone_number.trim() : null,
    invoiced: occurrence.invoice != null,
  };
}

export function stopFromMiscEvent(event: MiscEventListing): DashboardStop {
  return {
    key: stopKey(event.rule_id, event.date),
    ruleId: event.rule_id,
    date: event.date,
    kind: 'misc',
    pattern: 'once',
    title: event.title,
    address: null,
    serviceLabels: [MISC_EVENT_LABEL],
    startMinutes: event.start_minutes,
    durationMinutes: event.duration_minutes,
    teamId: event.team_id,
    email: null,
    phone: null,
    invoiced: false,
  };
}

/** By start time, unscheduled last, then by title. */
export function compareStops(a: DashboardStop, b: DashboardStop): number {
  const aTime = a.startMinutes ?? Number.MAX_SAFE_INTEGER;
  const bTime = b.startMinutes ?? Number.MAX_SAFE_INTEGER;
  return aTime - bTime || a.title.localeCompare(b.title) || a.ruleId - b.ruleId;
}

export function todaysStops(occurrences: readonly ScheduleOccurrence[], miscEvents: readonly MiscEventListing[]): DashboardStop[] {
  return [...occurrences.map(stopFromOccurrence), ...miscEvents.map(stopFromMiscEvent)].sort(compareStops);
}

/** "1 stop", "3 stops". */
export function stopCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'stop' : 'stops'}`;
}

/** "8:30 AM", or "Unscheduled" for a stop without a start time. */
export function stopTimeLabel(stop: Pick<DashboardStop, 'startMinutes'>): string {
  return stop.startMinutes === null ? DASHBOARD_MESSAGES.unscheduled : formatMinutes12h(stop.startMinutes);
}
