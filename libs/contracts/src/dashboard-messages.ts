import { SCHEDULE_MESSAGES } from './schedule-messages.js';

/** Words of today's dashboard (part 1 §2.10, §4, §8; part 2 §2 "Teams dashboard"). */
export const DASHBOARD_MESSAGES = {
  title: "Today's Schedule",
  empty: 'No scheduled items for today',
  unscheduled: SCHEDULE_MESSAGES.unscheduled,
  completed: 'Completed',
  notCompleted: 'Not completed',
  invoiced: 'Invoiced',
  notInvoiced: 'Not invoiced',
  markedCompleted: 'Marked completed',
  markedIncomplete: 'Marked incomplete',
  selectTime: 'Select a time…',
  editTime: 'Edit Time',
  failedToLoad: "Failed to load today's schedule",
  failedToLoadTimes: 'Failed to load times',
  failedToSave: SCHEDULE_MESSAGES.failedToSave,
  failedToCancel: SCHEDULE_MESSAGES.failedToCancel,
  timeUpdated: 'Time updated',
  occurrenceCanceled: SCHEDULE_MESSAGES.occurrenceCanceled,
  unassignedTeam: 'Unassigned',
} as const;

/** At most this many service labels per card (part 1 §9). */
export const MAX_SERVICE_LABELS_PER_CARD = 4;
