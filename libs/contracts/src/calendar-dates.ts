/** Calendar dates travel as yyyy-MM-dd in the organization's time zone (ARCHITECTURE.md §4). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date such as 2028-02-29 (and false for 2027-02-29). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month, month 1–12. */
export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/**
 * Days since 1970-01-01 of a calendar date, month 1–12, by integer civil-calendar arithmetic (H. Hinnant's
 * days_from_civil): no Date object, so no time zone can shift it, and fast enough for expanding thousands of rules.
 */
export function civilToDayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The calendar date of a day number (civil_from_days, the inverse of civilToDayNumber), month 1–12. */
export function dayNumberToCivil(dayNumber: number): { year: number; month: number; day: number } {
  const z = dayNumber + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1 };
}

/** Days since 1970-01-01 of a yyyy-MM-dd date (its digits read by character code, no string split or parse). */
export function isoDateToDayNumber(date: string): number {
  const year = date.charCodeAt(0) * 1000 + date.charCodeAt(1) * 100 + date.charCodeAt(2) * 10 + date.charCodeAt(3) - 53_328;
  const month = date.charCodeAt(5) * 10 + date.charCodeAt(6) - 528;
  const day = date.charCodeAt(8) * 10 + date.charCodeAt(9) - 528;
  return civilToDayNumber(year, month, day);
}

/** The yyyy-MM-dd date of a day number (the inverse of isoDateToDayNumber). */
export function dayNumberToIsoDate(dayNumber: number): string {
  const { year, month, day } = dayNumberToCivil(dayNumber);
  return `${String(year).padStart(4, '0')}-${month < 10 ? '0' : ''}${month}-${day < 10 ? '0' : ''}${day}`;
}

export function addDays(date: string, days: number): string {
  return dayNumberToIsoDate(isoDateToDayNumber(date) + days);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayIndexOf(date: string): number {
  return (((isoDateToDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The calendar date at `instant` in an IANA time zone, e.g. todayIn('America/New_York'). */
export function isoDateIn(timeZone: string, instant: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when the runtime knows the IANA time zone name. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
