import {
  MAX_MISC_EVENT_MINUTES,
  MAX_SCHEDULE_INTERVAL,
  MAX_SCHEDULE_RANGE_DAYS,
  MISC_EVENT_TITLE_MAX_LENGTH,
  SCHEDULE_NOTES_MAX_LENGTH,
} from './schedule.js';
import { SCHEDULE_SHAPE_PARAM, SCHEDULE_SHAPES } from './compact-schedule.js';

/** Words of the Schedule screen and the schedule API (part 1 §6, §8; part 2 §5, §6, §8). */
export const SCHEDULE_MESSAGES = {
  viewForbidden: 'Owner or Manager role required to view schedule',
  addForbidden: 'Owner or Manager role required to add schedule',
  customerAddScheduleForbidden: 'You do not have permission to add schedule',
  customerAddEventsForbidden: 'You do not have permission to add events',
  readOnlyItem: 'You can view this item, but cannot edit.',
  selectCustomer: 'Please select a customer',
  selectService: 'Please select a service',
  titleRequired: 'Title is required',
  durationPositive: 'Duration (minutes) must be > 0',
  nothingToSave: 'Nothing to save',
  unscheduled: 'Unscheduled',
  failedToLoad: 'Failed to load schedule data',
  failedToLoadTimes: 'Failed to load available times',
  failedToLoadAvailability: 'Failed to load availability',
  failedToSave: 'Failed to save',
  failedToClearTime: 'Failed to clear time',
  failedToCancel: 'Failed to cancel',
  failedToReschedule: 'Failed to reschedule',
  failedToRemove: 'Failed to remove',
  failedToAddEvent: 'Failed to add event',
  failedToAdd: 'Failed to add to schedule',
  saved: 'Saved',
  timeCleared: 'Time cleared',
  occurrenceCanceled: 'Occurrence canceled',
  rescheduled: 'Rescheduled',
  scheduled: 'Scheduled successfully',
  miscEventAdded: 'Misc event added',
  eventRemoved: 'Event removed',
  scheduleRemoved: 'Schedule removed',
  confirmCancelOccurrence: 'Cancel this occurrence?',
  confirmRemoveEvent: 'Remove this event?',
  confirmRemoveSeries: 'Remove this scheduled series?',
} as const;

/** "Already scheduled on: 2026-11-23, 2026-11-30" for the 409 of a repeated rule (part 2 §8). */
/** A long series names its first dates only, so the message stays readable in a toast. */
export const ALREADY_SCHEDULED_LISTED_DATES = 10;

export function alreadyScheduledMessage(dates: readonly string[]): string {
  const listed = dates.slice(0, ALREADY_SCHEDULED_LISTED_DATES).join(', ');
  const more = dates.length - ALREADY_SCHEDULED_LISTED_DATES;
  return `Already scheduled on: ${listed}${more > 0 ? ` and ${more} more` : ''}`;
}

/** The schedule API's refusals that the spec does not word. */
export const SCHEDULE_API_ERRORS = {
  editForbidden: 'Owner or Manager role required to edit schedule',
  ruleNotFound: 'Scheduled item not found',
  miscEventNotFound: 'Misc event not found',
  teamNotFound: 'Team not found',
  customerNotFound: 'Customer not found',
  serviceNotOffered: 'This service is not offered by your organization',
  noVisitOnDate: 'This series has no visit on that date',
  visitAlreadyOnDate: 'This series already has a visit on that date',
  invalidDate: 'Dates must be real calendar dates as yyyy-MM-dd',
  invalidRange: 'The range must have from on or before to',
  rangeTooLong: `The range may cover at most ${MAX_SCHEDULE_RANGE_DAYS} days`,
  invalidTime: 'Times must be HH:MM (00:00 to 23:59)',
  endBeforeStart: 'The end date cannot be before the start date',
  intervalMinimum: 'Interval must be at least 1',
  invalidPattern: 'Pattern must be one of once, weekly, every_x_weeks, monthly, every_x_months, every_6_months',
  serviceMinutesPositive: 'service_minutes must be a whole number above 0',
  serviceMinutesMaximum: `service_minutes may be at most ${MAX_MISC_EVENT_MINUTES} (one day)`,
  nothingToUpdate: 'Send start_time or team_id',
  intervalMaximum: `Interval may be at most ${MAX_SCHEDULE_INTERVAL}`,
  durationMaximum: `Duration (minutes) may be at most ${MAX_MISC_EVENT_MINUTES}`,
  notesText: 'Notes must be text',
  notesTooLong: `Notes must be at most ${SCHEDULE_NOTES_MAX_LENGTH} characters`,
  titleTooLong: `Title must be at most ${MISC_EVENT_TITLE_MAX_LENGTH} characters`,
  teamIdRequired: 'Send team_id: a team id, or null for no team',
  unknownShape: `${SCHEDULE_SHAPE_PARAM} must be one of ${SCHEDULE_SHAPES.join(', ')}`,
} as const;
