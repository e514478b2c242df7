import type { AvailableDay, CustomerStatus, SelectedService, WeekdayKey } from './customers.js';
import type { Role } from './roles.js';

/** Recurrence patterns (part 2 §9), in the order the Add to Schedule form lists them. */
export const SCHEDULE_PATTERNS = ['once', 'weekly', 'every_x_weeks', 'monthly', 'every_x_months', 'every_6_months'] as const;
export type SchedulePattern = (typeof SCHEDULE_PATTERNS)[number];

export const SCHEDULE_PATTERN_LABELS: Readonly<Record<SchedulePattern, string>> = {
  once: 'One-off',
  weekly: 'Weekly',
  every_x_weeks: 'Every X weeks',
  monthly: 'Monthly',
  every_x_months: 'Every X months',
  every_6_months: 'Every 6 months',
};

/** Patterns whose interval the user chooses (minimum 1, part 2 §5); the others ignore it. */
export const PATTERNS_WITH_INTERVAL: readonly SchedulePattern[] = ['every_x_weeks', 'every_x_months'];

export function isSchedulePattern(value: unknown): value is SchedulePattern {
  return typeof value === 'string' && (SCHEDULE_PATTERNS as readonly string[]).includes(value);
}

/** A recurring rule without an end date ends this many days after its start (part 2 §9). */
export const DEFAULT_RECURRING_SPAN_DAYS = 180;
export const DEFAULT_MISC_EVENT_MINUTES = 60;
/** The longest misc event (a whole day) and the largest "every X" interval the API accepts. */
export const MAX_MISC_EVENT_MINUTES = 24 * 60;
export const MAX_SCHEDULE_INTERVAL = 99;
export const MISC_EVENT_TITLE_MAX_LENGTH = 200;
export const SCHEDULE_NOTES_MAX_LENGTH = 2000;
/** Available start times are offered at this step (issue 4). */
export const AVAILABLE_TIME_STEP_MINUTES = 15;
/** Business hours until the organization sets its own, and the grid's default hours (part 2 §9). */
export const DEFAULT_BUSINESS_HOURS = { open: '08:00', close: '17:00' } as const;
export const DEFAULT_ORGANIZATION_TIME_ZONE = 'America/New_York';
/** Schedule toasts stay 1.5 to 4.5 s (part 2 §9): a success briefly, a failure long enough to read. */
export const SCHEDULE_TOAST_DURATION_MS = { success: 2000, error: 4500 } as const;
/** Misc events are labelled so where a service name would be (part 1 §3). */
export const MISC_EVENT_LABEL = 'Misc';
/** The longest range one schedule read may cover. */
export const MAX_SCHEDULE_RANGE_DAYS = 400;

/** Who reads the schedule (crew members only their own teams' items) and who edits it (part 1 §6, part 2 §6). */
export const SCHEDULE_READER_ROLES: readonly Role[] = ['owner', 'manager', 'crew_member'];
export const SCHEDULE_EDITOR_ROLES: readonly Role[] = ['owner', 'manager'];

export interface OccurrenceService {
  key: string;
  label: string;
  estimated_minutes: number | null;
  price_cents: number;
}

export interface OccurrenceCustomer {
  id: string;
  name: string | null;
  email: string | null;
  phone_number: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  status: CustomerStatus;
  available_days: AvailableDay[];
  services: SelectedService[];
}

/** The invoice created from an occurrence, so the Invoiced badge survives a reload. */
export interface OccurrenceInvoice {
  id: string;
  status: string;
}

/** One dated visit of a rule, exceptions applied (part 1 §3, part 2 §3 "Schedule occurrence"). */
export interface ScheduleOccurrence {
  rule_id: number;
  date: string;
  pattern: SchedulePattern;
  interval: number;
  start_date: string;
  end_date: string;
  weekday: WeekdayKey;
  notes: string | null;
  team_id: string | null;
  start_minutes: number | null;
  duration_minutes: number;
  service: OccurrenceService;
  customer: OccurrenceCustomer;
  /** The series date this visit was moved from, when it was rescheduled. */
  rescheduled_from: string | null;
  invoice: OccurrenceInvoice | null;
}

/** One misc event in a listing; `rule_id` is the negative of `id` (part 1 §3). */
export interface MiscEventListing {
  id: number;
  rule_id: number;
  title: string;
  date: string;
  start_minutes: number | null;
  start_time: string | null;
  duration_minutes: number;
  notes: string | null;
  team_id: string | null;
  pattern: 'once';
}

/** GET /api/owner/schedule/start-times and /api/owner/misc-events/start-times entries (part 1 §3). */
export interface StartTimeOverride {
  rule_id: number;
  date: string;
  start_minutes: number;
}

/** GET /api/owner/schedule/candidates (part 2 §3 "Schedule candidate"). */
export interface ScheduleCandidate {
  id: string;
  name: string | null;
  email: string | null;
  services: SelectedService[];
}

/** GET /api/owner/available-times and /api/owner/schedule/{rule_id}/available-times: start times as HH:MM. */
export interface AvailableTimesResponse {
  date: string;
  service_minutes: number;
  slots: string[];
}

/** GET /api/owner/schedule/calendar: what "today" is for the organization. */
export interface ScheduleCalendar {
  time_zone: string;
  today: string;
}

/** Query of the schedule reads: yyyy-MM-dd dates, both inclusive. */
export interface ScheduleRangeQuery {
  from: string;
  to: string;
  team_id?: string;
}

/** POST /api/owner/schedule. */
export interface CreateScheduleRuleRequest {
  customer_id: string;
  service_key: string;
  pattern: SchedulePattern;
  interval?: number | null;
  start_date: string;
  end_date?: string | null;
  notes?: string | null;
  team_id?: string | null;
}

export interface CreateScheduleRuleResponse {
  ok: true;
  rule_id: number;
}

/** 409 body of POST /api/owner/schedule when the new rule repeats an existing one. */
export interface ScheduleConflictResponse {
  error: string;
  dates: string[];
}

/** PATCH /api/owner/schedule/{rule_id}: with `date`, for that visit only; without it, for the whole series. */
export interface UpdateScheduleRuleRequest {
  date?: string;
  start_time?: string;
  team_id?: string | null;
}

export interface ScheduleDateRequest {
  date: string;
}

export interface RescheduleOccurrenceRequest {
  from_date: string;
  to_date: string;
  start_time: string;
}

/** POST /api/owner/misc-events. */
export interface CreateMiscEventRequest {
  title: string;
  date: string;
  start_time?: string | null;
  duration_minutes?: number | null;
  notes?: string | null;
  team_id?: string | null;
}

export interface CreateMiscEventResponse {
  ok: true;
  event: MiscEventListing;
}

export interface MiscEventTimeRequest {
  start_time: string;
}

export interface MiscEventTeamRequest {
  team_id: string | null;
}

export interface RescheduleMiscEventRequest {
  to_date: string;
  start_time: string;
}

export interface ScheduleWriteResponse {
  ok: true;
}

/** Misc events are told apart from rules by a negative rule id (part 1 §9). */
export function isMiscEventRuleId(ruleId: number): boolean {
  return ruleId < 0;
}

export function miscEventRuleId(eventId: number): number {
  return -eventId;
}
