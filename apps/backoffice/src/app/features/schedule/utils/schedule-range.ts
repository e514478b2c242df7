import { addDays, daysInMonth, weekdayIndexOf } from '@fsp/contracts';

/** The grid's two ranges (part 2 §9): seven days from the anchor, or the anchor's calendar month. */
export type ScheduleView = 'week' | 'month';

export const SCHEDULE_VIEW_LABELS: Readonly<Record<ScheduleView, string>> = { week: '7 days', month: 'Month' };

export const WEEK_VIEW_DAYS = 7;

export interface ScheduleRange {
  /** First and last day shown, yyyy-MM-dd, both inclusive. */
  from: string;
  to: string;
  days: string[];
}

function firstOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

function lastOfMonth(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
}

export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

export function scheduleRange(view: ScheduleView, anchor: string): ScheduleRange {
  const from = view === 'week' ? anchor : firstOfMonth(anchor);
  const to = view === 'week' ? addDays(anchor, WEEK_VIEW_DAYS - 1) : lastOfMonth(anchor);
  return { from, to, days: daysBetween(from, to) };
}

/** The anchor one range earlier (-1) or later (+1): seven days, or the first of the neighbouring month. */
export function shiftAnchor(view: ScheduleView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, step * WEEK_VIEW_DAYS);
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + step;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The month as calendar weeks from Sunday; days of the neighbouring months are null. */
export function monthWeeks(anchor: string): (string | null)[][] {
  const { days } = scheduleRange('month', anchor);
  const cells: (string | null)[] = [...Array<null>(weekdayIndexOf(days[0])).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
