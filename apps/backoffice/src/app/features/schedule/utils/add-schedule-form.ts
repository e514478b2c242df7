import {
  addDays,
  DEFAULT_RECURRING_SPAN_DAYS,
  isIsoDate,
  PATTERNS_WITH_INTERVAL,
  SCHEDULE_API_ERRORS,
  SCHEDULE_MESSAGES,
  alreadyScheduledMessage,
  scheduleIntervalError,
  scheduleNotesError,
  type CreateScheduleRuleRequest,
  type SchedulePattern,
} from '@fsp/contracts';
import { isApiError, isScheduleConflictError, serverErrorOr } from '@fsp/api-client';

/** The Add to Schedule form as typed (part 2 §2, §5). */
export interface AddScheduleValues {
  customerId: string;
  serviceKey: string;
  pattern: SchedulePattern;
  interval: string;
  startDate: string;
  endDate: string;
  notes: string;
  /** '' for no team. */
  teamId: string;
}

export type AddScheduleField = 'customerId' | 'serviceKey' | 'interval' | 'startDate' | 'endDate' | 'notes';
export type AddScheduleErrors = Partial<Record<AddScheduleField, string>>;

export const CHOOSE_START_DATE = 'Choose a start date';

export function usesInterval(pattern: SchedulePattern): boolean {
  return PATTERNS_WITH_INTERVAL.includes(pattern);
}

/** One-off ends on its start date; a recurring rule by default 180 days after it (part 2 §5, §9). */
export function defaultEndDate(pattern: SchedulePattern, startDate: string): string {
  if (pattern === 'once' || !isIsoDate(startDate)) return startDate;
  return addDays(startDate, DEFAULT_RECURRING_SPAN_DAYS);
}

export function initialAddScheduleValues(today: string): AddScheduleValues {
  return { customerId: '', serviceKey: '', pattern: 'once', interval: '1', startDate: today, endDate: today, notes: '', teamId: '' };
}

function wholeNumber(text: string): number | null {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : null;
}

export function validateAddSchedule(values: AddScheduleValues): AddScheduleErrors {
  const errors: AddScheduleErrors = {};
  if (!values.customerId) errors.customerId = SCHEDULE_MESSAGES.selectCustomer;
  if (!values.serviceKey) errors.serviceKey = SCHEDULE_MESSAGES.selectService;
  const intervalError = usesInterval(values.pattern) ? scheduleIntervalError(wholeNumber(values.interval)) : null;
  if (intervalError) errors.interval = intervalError;
  if (!isIsoDate(values.startDate)) errors.startDate = CHOOSE_START_DATE;
  else if (values.pattern !== 'once' && isIsoDate(values.endDate) && values.endDate < values.startDate) {
    errors.endDate = SCHEDULE_API_ERRORS.endBeforeStart;
  }
  const notesError = scheduleNotesError(values.notes);
  if (notesError) errors.notes = notesError;
  return errors;
}

/** The request for valid values; a one-off always ends on its start date, an empty end date gets the server's default. */
export function toCreateScheduleRuleRequest(values: AddScheduleValues): CreateScheduleRuleRequest {
  const once = values.pattern === 'once';
  return {
    customer_id: values.customerId,
    service_key: values.serviceKey,
    pattern: values.pattern,
    interval: usesInterval(values.pattern) ? wholeNumber(values.interval) : null,
    start_date: values.startDate,
    end_date: once ? values.startDate : isIsoDate(values.endDate) ? values.endDate : null,
    notes: values.notes.trim() || null,
    team_id: values.teamId || null,
  };
}

/** 409 with dates → "Already scheduled on: …"; 403 → the role message; else the server's reason or the default (part 2 §8). */
export function addScheduleErrorMessage(error: unknown): string {
  if (isScheduleConflictError(error)) return alreadyScheduledMessage(error.dates);
  if (isApiError(error) && error.status === 403) return SCHEDULE_MESSAGES.addForbidden;
  return serverErrorOr(error, SCHEDULE_MESSAGES.failedToAdd);
}
