import { isoDateToDayNumber } from '@fsp/contracts';

/** Calendar dates are formatted at UTC midnight in UTC, so the viewer's own time zone cannot shift the day. */
function utcDate(date: string): Date {
  return new Date(isoDateToDayNumber(date) * 86_400_000);
}

function format(date: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(utcDate(date));
}

/** "Mon, Nov 23". */
export function shortDayLabel(date: string): string {
  return format(date, { weekday: 'short', month: 'short', day: 'numeric' });
}

/** "Monday, November 23, 2026". */
export function longDayLabel(date: string): string {
  return format(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** "November 2026". */
export function monthLabel(date: string): string {
  return format(date, { month: 'long', year: 'numeric' });
}

/** "Nov 23 – Nov 29, 2026" for the 7-day range. */
export function rangeLabel(from: string, to: string): string {
  return `${format(from, { month: 'short', day: 'numeric' })} – ${format(to, { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

/** The day of the month, "23". */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}
