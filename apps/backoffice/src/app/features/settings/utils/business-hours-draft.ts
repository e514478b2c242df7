import {
  isHourMinute,
  ORGANIZATION_SETTINGS_MESSAGES,
  WEEKDAY_KEYS,
  type BusinessHoursDay,
  type BusinessHoursWeek,
  type WeekdayKey,
} from '@fsp/contracts';

/** One weekday as the form holds it: HH:MM text (empty when not set) and the closed flag. */
export interface BusinessHoursDraftDay {
  open: string;
  close: string;
  closed: boolean;
}

export type BusinessHoursDraft = Record<WeekdayKey, BusinessHoursDraftDay>;

const MONDAY_TO_FRIDAY: readonly WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

function weekOf(dayOf: (key: WeekdayKey) => BusinessHoursDraftDay): BusinessHoursDraft {
  return Object.fromEntries(WEEKDAY_KEYS.map((key) => [key, dayOf(key)])) as BusinessHoursDraft;
}

/** Every day sun..sat; a day the organization has not set is blank and open. */
export function businessHoursDraftOf(week: BusinessHoursWeek | null): BusinessHoursDraft {
  return weekOf((key) => {
    const day = week?.[key];
    return { open: day?.open ?? '', close: day?.close ?? '', closed: day?.closed ?? false };
  });
}

/**
 * What the update sends: closed days and days with hours, keyed sun..sat; a blank open day is left out (the
 * 08:00–17:00 default applies to it); no day at all is null.
 */
export function businessHoursOf(draft: BusinessHoursDraft): BusinessHoursWeek | null {
  const week: BusinessHoursWeek = {};
  for (const key of WEEKDAY_KEYS) {
    const { open, close, closed } = draft[key];
    if (!closed && open === '' && close === '') continue;
    const day: BusinessHoursDay = { open: open || null, close: close || null, closed };
    week[key] = day;
  }
  return Object.keys(week).length > 0 ? week : null;
}

/** A day that is open and has hours needs both, HH:MM, opening before closing. */
export function businessHoursDayError(key: WeekdayKey, day: BusinessHoursDraftDay): string | null {
  if (day.closed || (day.open === '' && day.close === '')) return null;
  return isHourMinute(day.open) && isHourMinute(day.close) && day.open < day.close
    ? null
    : ORGANIZATION_SETTINGS_MESSAGES.businessHoursInvalid(key);
}

/** "Copy Mon → Fri": Tuesday to Friday take Monday's hours and closed flag. */
export function copyMondayToFriday(draft: BusinessHoursDraft): BusinessHoursDraft {
  return weekOf((key) => (MONDAY_TO_FRIDAY.includes(key) ? { ...draft.mon } : draft[key]));
}

/** "Mark all closed": every day closed; the times stay, so unticking a day brings them back. */
export function markAllClosed(draft: BusinessHoursDraft): BusinessHoursDraft {
  return weekOf((key) => ({ ...draft[key], closed: true }));
}
