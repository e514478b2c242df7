import {
  DEFAULT_MISC_EVENT_MINUTES,
  isHhMm,
  isIsoDate,
  miscEventDurationError,
  miscEventTitleError,
  scheduleNotesError,
  type CreateMiscEventRequest,
} from '@fsp/contracts';

/** The Add Misc Event form as typed (part 2 §2, §5). */
export interface MiscEventValues {
  title: string;
  date: string;
  /** '' when the event has no start time yet, else HH:MM. */
  startTime: string;
  duration: string;
  notes: string;
  teamId: string;
}

export type MiscEventField = 'title' | 'date' | 'startTime' | 'duration' | 'notes';
export type MiscEventErrors = Partial<Record<MiscEventField, string>>;

export const CHOOSE_DATE = 'Choose a date';
export const START_TIME_FORMAT = 'Use a time such as 09:30';

export function initialMiscEventValues(today: string): MiscEventValues {
  return { title: '', date: today, startTime: '', duration: String(DEFAULT_MISC_EVENT_MINUTES), notes: '', teamId: '' };
}

function durationMinutes(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export function validateMiscEvent(values: MiscEventValues): MiscEventErrors {
  const errors: MiscEventErrors = {};
  const titleError = miscEventTitleError(values.title);
  if (titleError) errors.title = titleError;
  if (!isIsoDate(values.date)) errors.date = CHOOSE_DATE;
  if (values.startTime !== '' && !isHhMm(values.startTime)) errors.startTime = START_TIME_FORMAT;
  const durationError = miscEventDurationError(durationMinutes(values.duration));
  if (durationError) errors.duration = durationError;
  const notesError = scheduleNotesError(values.notes);
  if (notesError) errors.notes = notesError;
  return errors;
}

export function toCreateMiscEventRequest(values: MiscEventValues): CreateMiscEventRequest {
  return {
    title: values.title.trim(),
    date: values.date,
    start_time: values.startTime || null,
    // The API counts whole minutes; a fraction above 0 still means at least one.
    duration_minutes: Math.ceil(durationMinutes(values.duration)),
    notes: values.notes.trim() || null,
    team_id: values.teamId || null,
  };
}
