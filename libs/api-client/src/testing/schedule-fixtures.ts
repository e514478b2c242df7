import {
  compactScheduleOf,
  DEFAULT_MISC_EVENT_MINUTES,
  DEFAULT_SERVICE_MINUTES,
  miscEventRuleId,
  minutesToHhMm,
  SCHEDULE_SHAPE_PARAM,
  WEEKDAY_KEYS,
  weekdayIndexOf,
  type CompactSchedule,
  type MiscEventListing,
  type OccurrenceCustomer,
  type OccurrenceService,
  type ScheduleOccurrence,
} from '@fsp/contracts';

export type OccurrenceCustomerOverrides = Partial<OccurrenceCustomer> & Pick<OccurrenceCustomer, 'id' | 'name'>;

/** A schedule listing's customer: only the id and name are needed, the rest is empty. */
export function buildOccurrenceCustomer(overrides: OccurrenceCustomerOverrides): OccurrenceCustomer {
  return {
    email: null,
    phone_number: null,
    street: null,
    city: null,
    state: null,
    zip: null,
    status: 'active',
    available_days: [],
    services: [],
    ...overrides,
  };
}

export type OccurrenceOverrides = Partial<Omit<ScheduleOccurrence, 'customer' | 'service'>> &
  Pick<ScheduleOccurrence, 'rule_id' | 'date'> & {
    customer?: Partial<OccurrenceCustomer>;
    service?: Partial<OccurrenceService>;
  };

/**
 * One visit as GET /api/owner/schedule lists it: by default a one-off, unscheduled visit of "Lawn mowing" for
 * "Customer {rule_id}", on the weekday of its date.
 */
export function buildOccurrence({ customer, service, ...fields }: OccurrenceOverrides): ScheduleOccurrence {
  const label = service?.label ?? 'Lawn mowing';
  return {
    pattern: 'once',
    interval: 1,
    start_date: fields.date,
    end_date: fields.date,
    weekday: WEEKDAY_KEYS[weekdayIndexOf(fields.date)],
    notes: null,
    team_id: null,
    start_minutes: null,
    duration_minutes: DEFAULT_SERVICE_MINUTES,
    rescheduled_from: null,
    invoice: null,
    ...fields,
    service: {
      key: label.toLowerCase().replace(/\s+/g, '-'),
      label,
      estimated_minutes: DEFAULT_SERVICE_MINUTES,
      price_cents: 4500,
      ...service,
    },
    customer: buildOccurrenceCustomer({ id: `customer-${fields.rule_id}`, name: `Customer ${fields.rule_id}`, ...customer }),
  };
}

export type MiscEventOverrides = Partial<MiscEventListing> & Pick<MiscEventListing, 'id' | 'title' | 'date'>;

/** One misc event as GET /api/owner/schedule/misc lists it; its start time follows its start minutes. */
export function buildMiscEvent(overrides: MiscEventOverrides): MiscEventListing {
  const startMinutes = overrides.start_minutes ?? null;
  return {
    rule_id: miscEventRuleId(overrides.id),
    start_minutes: startMinutes,
    start_time: startMinutes === null ? null : minutesToHhMm(startMinutes),
    duration_minutes: DEFAULT_MISC_EVENT_MINUTES,
    notes: null,
    team_id: null,
    pattern: 'once',
    ...overrides,
  };
}

/** What GET /api/owner/schedule answers with these occurrences: the compact shape when the query asks for it. */
export function scheduleAnswer(occurrences: ScheduleOccurrence[], query: URLSearchParams): ScheduleOccurrence[] | CompactSchedule {
  return query.get(SCHEDULE_SHAPE_PARAM) === 'compact' ? compactScheduleOf(occurrences) : occurrences;
}
