import { addDays, daysInMonth, isoDateToDayNumber, SCHEDULE_PATTERNS, weekdayIndexOf, type SchedulePattern } from '@fsp/contracts';
import { ruleDates, type RuleSpan } from './rule-dates.js';

const rule = (overrides: Partial<RuleSpan> = {}): RuleSpan => ({
  pattern: 'weekly',
  interval: 1,
  startDate: '2026-01-05',
  endDate: '2026-07-04',
  ...overrides,
});

describe('ruleDates: once', () => {
  it('falls on its start date only, ignoring end date and interval', () => {
    expect(ruleDates(rule({ pattern: 'once', startDate: '2026-03-10', endDate: '2026-12-31', interval: 4 }), '2026-01-01', '2026-12-31')).toEqual([
      '2026-03-10',
    ]);
    expect(ruleDates(rule({ pattern: 'once', startDate: '2026-03-10', endDate: '2026-03-01' }), '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-10',
    ]);
  });

  it('appears only when the range holds the start date (bounds inclusive)', () => {
    const once = rule({ pattern: 'once', startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(ruleDates(once, '2026-03-10', '2026-03-10')).toEqual(['2026-03-10']);
    expect(ruleDates(once, '2026-03-10', '2026-03-20')).toEqual(['2026-03-10']);
    expect(ruleDates(once, '2026-03-01', '2026-03-10')).toEqual(['2026-03-10']);
    expect(ruleDates(once, '2026-03-11', '2026-03-31')).toEqual([]);
    expect(ruleDates(once, '2026-03-01', '2026-03-09')).toEqual([]);
  });
});

describe('ruleDates: weekly', () => {
  const weekly = rule({ startDate: '2026-01-05', endDate: '2026-02-02' });

  it('falls every 7 days from the start through the end date inclusive', () => {
    expect(ruleDates(weekly, '2025-12-01', '2026-03-31')).toEqual(['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02']);
  });

  it('ignores the interval', () => {
    expect(ruleDates({ ...weekly, interval: 3 }, '2025-12-01', '2026-03-31')).toEqual(ruleDates(weekly, '2025-12-01', '2026-03-31'));
  });

  it('is cut by a range at the start, in the middle and at the end of the series', () => {
    expect(ruleDates(weekly, '2026-01-01', '2026-01-13')).toEqual(['2026-01-05', '2026-01-12']);
    expect(ruleDates(weekly, '2026-01-13', '2026-01-26')).toEqual(['2026-01-19', '2026-01-26']);
    expect(ruleDates(weekly, '2026-01-27', '2026-02-28')).toEqual(['2026-02-02']);
  });

  it('gives nothing for a range wholly before or after the series, or an inverted range', () => {
    expect(ruleDates(weekly, '2025-12-01', '2026-01-04')).toEqual([]);
    expect(ruleDates(weekly, '2026-02-03', '2026-12-31')).toEqual([]);
    expect(ruleDates(weekly, '2026-01-20', '2026-01-10')).toEqual([]);
  });

  it('gives a one-day range its date only when the series falls on it', () => {
    expect(ruleDates(weekly, '2026-01-19', '2026-01-19')).toEqual(['2026-01-19']);
    expect(ruleDates(weekly, '2026-01-20', '2026-01-20')).toEqual([]);
  });

  it('crosses a year boundary', () => {
    expect(ruleDates(rule({ startDate: '2026-12-21', endDate: '2027-01-31' }), '2026-12-01', '2027-01-11')).toEqual([
      '2026-12-21',
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
  });

  it('gives an end date before the start date no dates', () => {
    expect(ruleDates(rule({ startDate: '2026-03-02', endDate: '2026-03-01' }), '2026-01-01', '2026-12-31')).toEqual([]);
  });
});

describe('ruleDates: every_x_weeks', () => {
  const from = '2026-01-01';
  const to = '2026-03-31';
  const everyWeeks = (interval: number) => rule({ pattern: 'every_x_weeks', interval, startDate: '2026-01-05', endDate: '2026-03-31' });

  it('with interval 1 matches weekly', () => {
    expect(ruleDates(everyWeeks(1), from, to)).toEqual(ruleDates(rule({ startDate: '2026-01-05', endDate: '2026-03-31' }), from, to));
    expect(ruleDates(everyWeeks(1), from, to)).toHaveLength(13);
  });

  it('with interval 2 falls every other week', () => {
    expect(ruleDates(everyWeeks(2), from, to)).toEqual(['2026-01-05', '2026-01-19', '2026-02-02', '2026-02-16', '2026-03-02', '2026-03-16', '2026-03-30']);
  });

  it('with interval 3 falls every third week', () => {
    expect(ruleDates(everyWeeks(3), from, to)).toEqual(['2026-01-05', '2026-01-26', '2026-02-16', '2026-03-09', '2026-03-30']);
  });

  it('keeps the start date’s phase when the range begins between visits', () => {
    expect(ruleDates(everyWeeks(2), '2026-01-06', '2026-02-10')).toEqual(['2026-01-19', '2026-02-02']);
    expect(ruleDates(everyWeeks(2), '2026-01-20', '2026-02-15')).toEqual(['2026-02-02']);
    expect(ruleDates(everyWeeks(3), '2026-01-27', '2026-02-15')).toEqual([]);
  });

  it('treats a missing or invalid interval as 1 rather than looping forever', () => {
    for (const interval of [0, -2, Number.NaN]) {
      expect(ruleDates(everyWeeks(interval), '2026-01-01', '2026-01-31')).toEqual(['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']);
    }
  });
});

describe('ruleDates: monthly', () => {
  it('keeps the start date’s day of the month', () => {
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2026-01-15', endDate: '2026-05-15' }), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15',
      '2026-02-15',
      '2026-03-15',
      '2026-04-15',
      '2026-05-15',
    ]);
  });

  it('puts the 31st on the last day of shorter months and returns to the 31st after them', () => {
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2026-01-31', endDate: '2026-12-31' }), '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
  });

  it('puts the 29th and 30th on February’s last day and back on their own day in March', () => {
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2026-01-30', endDate: '2026-03-31' }), '2026-01-01', '2026-03-31')).toEqual([
      '2026-01-30',
      '2026-02-28',
      '2026-03-30',
    ]);
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2026-01-29', endDate: '2026-03-31' }), '2026-01-01', '2026-03-31')).toEqual([
      '2026-01-29',
      '2026-02-28',
      '2026-03-29',
    ]);
  });

  it('uses February 29 in leap years', () => {
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2028-01-31', endDate: '2028-03-31' }), '2028-01-01', '2028-03-31')).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2028-01-29', endDate: '2028-02-29' }), '2028-01-01', '2028-03-31')).toEqual([
      '2028-01-29',
      '2028-02-29',
    ]);
  });

  it('started on February 29 keeps the 29th and uses the 28th in a later non-leap February', () => {
    const dates = ruleDates(rule({ pattern: 'monthly', startDate: '2028-02-29', endDate: '2029-03-31' }), '2028-01-01', '2029-12-31');
    expect(dates).toHaveLength(14);
    expect(dates.slice(0, 3)).toEqual(['2028-02-29', '2028-03-29', '2028-04-29']);
    expect(dates.slice(-3)).toEqual(['2029-01-29', '2029-02-28', '2029-03-29']);
  });

  it('crosses a year boundary', () => {
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2026-11-30', endDate: '2027-03-31' }), '2026-01-01', '2027-12-31')).toEqual([
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
      '2027-02-28',
      '2027-03-30',
    ]);
  });

  it('is cut by ranges, including a range that starts after the anchor day of its first month', () => {
    const monthly = rule({ pattern: 'monthly', startDate: '2026-01-31', endDate: '2026-12-31' });
    expect(ruleDates(monthly, '2026-04-01', '2026-06-15')).toEqual(['2026-04-30', '2026-05-31']);
    expect(ruleDates(monthly, '2026-04-30', '2026-04-30')).toEqual(['2026-04-30']);
    expect(ruleDates(monthly, '2026-04-29', '2026-04-29')).toEqual([]);
    expect(ruleDates(monthly, '2026-12-31', '2027-06-30')).toEqual(['2026-12-31']);
    expect(ruleDates(monthly, '2025-01-01', '2026-01-30')).toEqual([]);
    expect(ruleDates(monthly, '2027-01-01', '2027-12-31')).toEqual([]);
  });
});

describe('ruleDates: every_x_months', () => {
  const everyMonths = (interval: number) => rule({ pattern: 'every_x_months', interval, startDate: '2026-01-31', endDate: '2028-12-31' });

  it('with interval 1 matches monthly', () => {
    const monthly = rule({ pattern: 'monthly', startDate: '2026-01-31', endDate: '2028-12-31' });
    expect(ruleDates(everyMonths(1), '2026-01-01', '2028-12-31')).toEqual(ruleDates(monthly, '2026-01-01', '2028-12-31'));
    expect(ruleDates(everyMonths(1), '2026-01-01', '2028-12-31')).toHaveLength(36);
  });

  it('with interval 2 falls every other month, on the month’s last day when it is short', () => {
    expect(ruleDates(everyMonths(2), '2026-01-01', '2027-01-31')).toEqual([
      '2026-01-31',
      '2026-03-31',
      '2026-05-31',
      '2026-07-31',
      '2026-09-30',
      '2026-11-30',
      '2027-01-31',
    ]);
  });

  it('with interval 5 crosses years and reaches a leap February', () => {
    expect(ruleDates(everyMonths(5), '2026-01-01', '2028-12-31')).toEqual([
      '2026-01-31',
      '2026-06-30',
      '2026-11-30',
      '2027-04-30',
      '2027-09-30',
      '2028-02-29',
      '2028-07-31',
      '2028-12-31',
    ]);
  });

  it('with interval 5 and a range in the middle skips a month of the series that ends before the range', () => {
    expect(ruleDates(everyMonths(5), '2026-07-01', '2027-05-01')).toEqual(['2026-11-30', '2027-04-30']);
    expect(ruleDates(everyMonths(5), '2026-07-01', '2026-11-29')).toEqual([]);
  });
});

describe('ruleDates: every_6_months', () => {
  it('falls twice a year and ignores the interval', () => {
    const sixMonthly = rule({ pattern: 'every_6_months', interval: 2, startDate: '2026-08-31', endDate: '2028-12-31' });
    expect(ruleDates(sixMonthly, '2026-01-01', '2028-12-31')).toEqual(['2026-08-31', '2027-02-28', '2027-08-31', '2028-02-29', '2028-08-31']);
  });

  it('started on February 29 uses February 28 in common years and the 29th again in the next leap year', () => {
    const leapStart = rule({ pattern: 'every_6_months', startDate: '2028-02-29', endDate: '2032-02-29' });
    expect(ruleDates(leapStart, '2028-01-01', '2032-12-31')).toEqual([
      '2028-02-29',
      '2028-08-29',
      '2029-02-28',
      '2029-08-29',
      '2030-02-28',
      '2030-08-29',
      '2031-02-28',
      '2031-08-29',
      '2032-02-29',
    ]);
  });

  it('knows 2100 is not a leap year and 2000 is', () => {
    expect(ruleDates(rule({ pattern: 'every_6_months', startDate: '2099-08-29', endDate: '2100-12-31' }), '2099-01-01', '2100-12-31')).toEqual([
      '2099-08-29',
      '2100-02-28',
      '2100-08-29',
    ]);
    expect(ruleDates(rule({ pattern: 'every_6_months', startDate: '1999-08-31', endDate: '2000-12-31' }), '1999-01-01', '2000-12-31')).toEqual([
      '1999-08-31',
      '2000-02-29',
      '2000-08-31',
    ]);
  });

  it('monthly rules across the century follow the same leap rules', () => {
    const feb = (year: number) => ruleDates(rule({ pattern: 'monthly', startDate: `${year}-01-31`, endDate: `${year}-03-31` }), `${year}-02-01`, `${year}-02-28`);
    expect(feb(2100)).toEqual(['2100-02-28']);
    expect(ruleDates(rule({ pattern: 'monthly', startDate: '2000-01-31', endDate: '2000-03-31' }), '2000-02-01', '2000-02-29')).toEqual(['2000-02-29']);
    expect(feb(2000)).toEqual([]);
  });
});

describe('ruleDates: long rules', () => {
  it('returns only the dates inside a 31-day range of a five-year weekly rule', () => {
    const fiveYears = rule({ startDate: '2026-01-05', endDate: '2030-12-30' });
    expect(ruleDates(fiveYears, '2029-03-01', '2029-03-31')).toEqual(['2029-03-05', '2029-03-12', '2029-03-19', '2029-03-26']);
  });

  it('returns one date of a five-year monthly rule over a 31-day range', () => {
    const fiveYears = rule({ pattern: 'monthly', startDate: '2026-01-31', endDate: '2030-12-31' });
    expect(ruleDates(fiveYears, '2030-02-15', '2030-03-17')).toEqual(['2030-02-28']);
  });

  it('returns every visit of a weekly rule over its whole default 180-day span', () => {
    const dates = ruleDates(rule({ startDate: '2026-01-05', endDate: addDays('2026-01-05', 180) }), '2026-01-01', '2026-12-31');
    expect(dates).toHaveLength(26);
    expect(dates.every((date) => weekdayIndexOf(date) === 1)).toBe(true);
    expect(dates.at(-1)).toBe('2026-06-29');
  });
});

/** An independent, day-by-day reading of the rules, to compare against the engine's jumping expansion. */
function bruteForceDates(span: RuleSpan, from: string, to: string): string[] {
  const [startYear, startMonth, anchorDay] = span.startDate.split('-').map(Number) as [number, number, number];
  const interval = span.interval >= 1 ? Math.trunc(span.interval) : 1;
  const matches = (date: string): boolean => {
    if (date < span.startDate) return false;
    if (span.pattern === 'once') return date === span.startDate;
    if (date > span.endDate) return false;
    const daysSinceStart = isoDateToDayNumber(date) - isoDateToDayNumber(span.startDate);
    if (span.pattern === 'weekly') return daysSinceStart % 7 === 0;
    if (span.pattern === 'every_x_weeks') return daysSinceStart % (7 * interval) === 0;
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const monthsSinceStart = (year - startYear) * 12 + (month - startMonth);
    const step = span.pattern === 'monthly' ? 1 : span.pattern === 'every_6_months' ? 6 : interval;
    return monthsSinceStart % step === 0 && day === Math.min(anchorDay, daysInMonth(year, month));
  };
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (matches(date)) dates.push(date);
  return dates;
}

describe('ruleDates against a day-by-day reading', () => {
  const starts = ['2026-01-31', '2026-03-30', '2027-12-29', '2028-02-29', '2026-05-01', '2026-12-31'];
  const ranges: Array<[string, string]> = [
    ['2025-12-01', '2028-06-30'],
    ['2026-02-01', '2026-02-28'],
    ['2027-02-27', '2027-03-31'],
    ['2028-02-29', '2028-02-29'],
    ['2028-03-01', '2029-04-30'],
  ];
  const cases = SCHEDULE_PATTERNS.flatMap((pattern: SchedulePattern) =>
    [1, 2, 3, 5].flatMap((interval) => starts.map((startDate) => ({ pattern, interval, startDate, endDate: addDays(startDate, 800) }))),
  );

  it.each(cases)('$pattern every $interval from $startDate', (span) => {
    for (const [from, to] of ranges) expect(ruleDates(span, from, to)).toEqual(bruteForceDates(span, from, to));
  });
});
