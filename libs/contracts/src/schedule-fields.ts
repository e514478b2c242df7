import {
  MAX_MISC_EVENT_MINUTES,
  MAX_SCHEDULE_INTERVAL,
  MISC_EVENT_TITLE_MAX_LENGTH,
  SCHEDULE_NOTES_MAX_LENGTH,
} from './schedule.js';
import { SCHEDULE_API_ERRORS, SCHEDULE_MESSAGES } from './schedule-messages.js';

/** The field rules of the schedule forms (part 2 §5), null when valid; the API and the Schedule screen share them. */

/** every_x_weeks and every_x_months repeat every 1 to MAX_SCHEDULE_INTERVAL periods. */
export function scheduleIntervalError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) return SCHEDULE_API_ERRORS.intervalMinimum;
  return value > MAX_SCHEDULE_INTERVAL ? SCHEDULE_API_ERRORS.intervalMaximum : null;
}

export function miscEventTitleError(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return SCHEDULE_MESSAGES.titleRequired;
  return value.trim().length > MISC_EVENT_TITLE_MAX_LENGTH ? SCHEDULE_API_ERRORS.titleTooLong : null;
}

/** Any number of minutes above 0, up to a day; the API rounds a fraction up to whole minutes. */
export function miscEventDurationError(value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return SCHEDULE_MESSAGES.durationPositive;
  return value > MAX_MISC_EVENT_MINUTES ? SCHEDULE_API_ERRORS.durationMaximum : null;
}

/** Notes are optional text. */
export function scheduleNotesError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return SCHEDULE_API_ERRORS.notesText;
  return value.trim().length > SCHEDULE_NOTES_MAX_LENGTH ? SCHEDULE_API_ERRORS.notesTooLong : null;
}
