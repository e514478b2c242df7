import {
  MAX_MISC_EVENT_MINUTES,
  MAX_SCHEDULE_INTERVAL,
  MISC_EVENT_TITLE_MAX_LENGTH,
  SCHEDULE_NOTES_MAX_LENGTH,
} from './schedule.js';
import { miscEventDurationError, miscEventTitleError, scheduleIntervalError, scheduleNotesError } from './schedule-fields.js';

describe('schedule field rules', () => {
  it('takes intervals from 1 to the maximum, whole numbers only', () => {
    expect(scheduleIntervalError(1)).toBeNull();
    expect(scheduleIntervalError(MAX_SCHEDULE_INTERVAL)).toBeNull();
    expect(scheduleIntervalError(0)).toBe('Interval must be at least 1');
    expect(scheduleIntervalError(1.5)).toBe('Interval must be at least 1');
    expect(scheduleIntervalError('2')).toBe('Interval must be at least 1');
    expect(scheduleIntervalError(MAX_SCHEDULE_INTERVAL + 1)).toBe(`Interval may be at most ${MAX_SCHEDULE_INTERVAL}`);
  });

  it('requires a title and bounds its trimmed length', () => {
    expect(miscEventTitleError('Truck maintenance')).toBeNull();
    expect(miscEventTitleError('   ')).toBe('Title is required');
    expect(miscEventTitleError(undefined)).toBe('Title is required');
    expect(miscEventTitleError(` ${'t'.repeat(MISC_EVENT_TITLE_MAX_LENGTH)} `)).toBeNull();
    expect(miscEventTitleError('t'.repeat(MISC_EVENT_TITLE_MAX_LENGTH + 1))).toBe(
      `Title must be at most ${MISC_EVENT_TITLE_MAX_LENGTH} characters`,
    );
  });

  it('takes durations above 0 up to a day', () => {
    expect(miscEventDurationError(0.5)).toBeNull();
    expect(miscEventDurationError(MAX_MISC_EVENT_MINUTES)).toBeNull();
    expect(miscEventDurationError(0)).toBe('Duration (minutes) must be > 0');
    expect(miscEventDurationError(Number.NaN)).toBe('Duration (minutes) must be > 0');
    expect(miscEventDurationError('60')).toBe('Duration (minutes) must be > 0');
    expect(miscEventDurationError(MAX_MISC_EVENT_MINUTES + 1)).toBe(`Duration (minutes) may be at most ${MAX_MISC_EVENT_MINUTES}`);
  });

  it('leaves notes optional but bounded', () => {
    expect(scheduleNotesError(null)).toBeNull();
    expect(scheduleNotesError(undefined)).toBeNull();
    expect(scheduleNotesError('Back gate')).toBeNull();
    expect(scheduleNotesError(42)).toBe('Notes must be text');
    expect(scheduleNotesError('n'.repeat(SCHEDULE_NOTES_MAX_LENGTH + 1))).toBe(`Notes must be at most ${SCHEDULE_NOTES_MAX_LENGTH} characters`);
  });
});
