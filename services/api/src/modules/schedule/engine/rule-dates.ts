import { civilToDayNumber, daysInMonth, dayNumberToCivil, dayNumberToIsoDate, isoDateToDayNumber, type SchedulePattern } from '@fsp/contracts';

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
  const days = ruleDayNumbers(rule, isoDateToDayNumber(from), isoDateToDayNumber(to));
  // A one-off (or unknown) pattern gives its start date as written.
  if (days.length === 1 && MONTHS_PER_STEP[rule.pattern] === undefined && DAYS_PER_STEP[rule.pattern] === undefined) return [rule.startDate];
  return days.map(dayNumberToIsoDate);
}

/** ruleDates as day numbers (isoDateToDayNumber) of a range given as day numbers: what expansion works with. */
export function ruleDayNumbers(rule: RuleSpan, fromDay: number, toDay: number): number[] {
  const startDay = isoDateToDayNumber(rule.startDate);
  const first = Math.max(startDay, fromDay);
  const last = Math.min(rule.pattern === 'once' ? startDay : isoDateToDayNumber(rule.endDate), toDay);
  if (first > last) return [];
  const interval = Math.max(1, Math.trunc(rule.interval) || 1);
  const daysPerStep = DAYS_PER_STEP[rule.pattern]?.(interval);
  if (daysPerStep !== undefined) return daysEvery(startDay, daysPerStep, first, last);
  const monthsPerStep = MONTHS_PER_STEP[rule.pattern]?.(interval);
  if (monthsPerStep !== undefined) return daysEveryMonths(rule.startDate, monthsPerStep, first, last);
  return [startDay];
}

function daysEvery(start: number, step: number, first: number, last: number): number[] {
  const days: number[] = [];
  for (let day = start + Math.ceil((first - start) / step) * step; day <= last; day += step) days.push(day);
  return days;
}

function daysEveryMonths(startDate: string, step: number, first: number, last: number): number[] {
  const startYear = digitsAt(startDate, 0, 4);
  const anchorDay = digitsAt(startDate, 8, 2);
  const startIndex = startYear * 12 + (digitsAt(startDate, 5, 2) - 1);
  const firstIndex = monthIndexOfDay(first);
  const days: number[] = [];
  for (let k = Math.max(0, Math.floor((firstIndex - startIndex) / step)); ; k += 1) {
    const index = startIndex + k * step;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    const day = civilToDayNumber(year, month, Math.min(anchorDay, daysInMonth(year, month)));
    if (day > last) return days;
    if (day >= first) days.push(day);
  }
}

/** The number written in `length` digits at `start` of a yyyy-MM-dd date. */
function digitsAt(date: string, start: number, length: number): number {
  let value = 0;
  for (let index = start; index < start + length; index += 1) value = value * 10 + date.charCodeAt(index) - 48;
  return value;
}

/** year × 12 + (month − 1) of a day number. */
function monthIndexOfDay(dayNumber: number): number {
  const { year, month } = dayNumberToCivil(dayNumber);
  return year * 12 + (month - 1);
}
