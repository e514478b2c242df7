import { daysInMonth, dayNumberToIsoDate, isoDateToDayNumber, type SchedulePattern } from '@fsp/contracts';

/** The part of a rule that decides on which dates it falls. */
export interface RuleSpan {
  pattern: SchedulePattern;
  interval: number;
  /** yyyy-MM-dd, inclusive. */
  startDate: string;
  /** yyyy-MM-dd, inclusive; a one-off rule ignores it. */
  endDate: string;
}

const MONTHS_PER_STEP: Partial<Record<SchedulePattern, (interval: number) => number>> = {
  monthly: () => 1,
  every_x_months: (interval) => interval,
  every_6_months: () => 6,
};

const DAYS_PER_STEP: Partial<Record<SchedulePattern, (interval: number) => number>> = {
  weekly: () => 7,
  every_x_weeks: (interval) => 7 * interval,
};

/**
 * The dates a rule falls on within [from, to] (inclusive), before exceptions, in ascending order. Work is
 * proportional to the dates returned, not to the rule's length: expansion jumps straight to the range.
 * Monthly rules keep the start date's day of the month and fall on the last day of shorter months.
 */
export function ruleDates(rule: RuleSpan, from: string, to: string): string[] {
  const first = Math.max(isoDateToDayNumber(rule.startDate), isoDateToDayNumber(from));
  const last = Math.min(
    isoDateToDayNumber(rule.pattern === 'once' ? rule.startDate : rule.endDate),
    isoDateToDayNumber(to),
  );
  if (first > last) return [];
  const interval = Math.max(1, Math.trunc(rule.interval) || 1);
  const daysPerStep = DAYS_PER_STEP[rule.pattern]?.(interval);
  if (daysPerStep !== undefined) return datesEveryDays(isoDateToDayNumber(rule.startDate), daysPerStep, first, last);
  const monthsPerStep = MONTHS_PER_STEP[rule.pattern]?.(interval);
  if (monthsPerStep !== undefined) return datesEveryMonths(rule.startDate, monthsPerStep, first, last);
  return [rule.startDate];
}

function datesEveryDays(start: number, step: number, first: number, last: number): string[] {
  const dates: string[] = [];
  for (let day = start + Math.ceil((first - start) / step) * step; day <= last; day += step) {
    dates.push(dayNumberToIsoDate(day));
  }
  return dates;
}

function datesEveryMonths(startDate: string, step: number, first: number, last: number): string[] {
  const [startYear, startMonth, anchorDay] = startDate.split('-').map(Number) as [number, number, number];
  const startIndex = startYear * 12 + (startMonth - 1);
  const firstIndex = monthIndexOf(dayNumberToIsoDate(first));
  const dates: string[] = [];
  for (let k = Math.max(0, Math.floor((firstIndex - startIndex) / step)); ; k += 1) {
    const index = startIndex + k * step;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const date = `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(anchorDay, daysInMonth(year, month)))}`;
    const day = isoDateToDayNumber(date);
    if (day > last) return dates;
    if (day >= first) dates.push(date);
  }
}

function monthIndexOf(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return year * 12 + (month - 1);
}

const pad = (value: number) => String(value).padStart(2, '0');
