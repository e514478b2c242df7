import { daysInMonth } from '@fsp/contracts';

export interface DemoMonth {
  /** YYYY-MM */
  period: string;
  start: string;
  end: string;
  /** The first day of the month after: when its billing-run invoice is issued. */
  next: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The `count` calendar months before `today`'s month, oldest first. */
export function demoMonths(today: string, count: number): DemoMonth[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const months: DemoMonth[] = [];
  for (let back = count; back >= 1; back -= 1) {
    const index = year * 12 + (month - 1) - back;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const nextIndex = index + 1;
    const next = `${Math.floor(nextIndex / 12)}-${pad((nextIndex % 12) + 1)}-01`;
    months.push({ period: `${y}-${pad(m)}`, start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-${pad(daysInMonth(y, m))}`, next });
  }
  return months;
}

/** Visit dates in the month starting `monthStart`: weekly work on the 3rd, 10th, 17th and 24th; fortnightly on the 5th and 19th. */
export function demoVisitDays(monthStart: string, visits: number): string[] {
  const days = visits >= 4 ? [3, 10, 17, 24] : [5, 19];
  return days.slice(0, visits).map((day) => `${monthStart.slice(0, 8)}${pad(day)}`);
}
