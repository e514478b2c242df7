import {
  addDays,
  dayNumberToIsoDate,
  daysInMonth,
  isIsoDate,
  isLeapYear,
  isoDateIn,
  isoDateToDayNumber,
  isTimeZone,
  weekdayIndexOf,
} from './calendar-dates.js';

describe('isIsoDate', () => {
  it('accepts real calendar dates written yyyy-MM-dd', () => {
    for (const date of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30', '1999-09-09']) expect(isIsoDate(date)).toBe(true);
  });

  it('refuses dates that do not exist', () => {
    for (const date of ['2027-02-29', '2100-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32']) {
      expect(isIsoDate(date)).toBe(false);
    }
  });

  it('refuses other shapes and non-strings', () => {
    for (const value of ['2026-1-01', '2026-01-1', '26-01-01', '2026/01/01', '2026-01-01T00:00:00Z', ' 2026-01-01', '', null, undefined, 20260101]) {
      expect(isIsoDate(value)).toBe(false);
    }
    expect(isIsoDate(new Date('2026-01-01'))).toBe(false);
  });
});

describe('leap years and month lengths', () => {
  it('follows the Gregorian rule: every 4th year, not centuries, but every 400th year', () => {
    expect([2024, 2028, 2000, 2400].map(isLeapYear)).toEqual([true, true, true, true]);
    expect([2026, 2027, 1900, 2100, 2200].map(isLeapYear)).toEqual([false, false, false, false, false]);
  });

  it('gives each month its length, February by the year', () => {
    expect(Array.from({ length: 12 }, (_, index) => daysInMonth(2026, index + 1))).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 13)).toBe(0);
  });
});

describe('day numbers', () => {
  it('counts days from 1970-01-01 and back', () => {
    expect(isoDateToDayNumber('1970-01-01')).toBe(0);
    expect(isoDateToDayNumber('1970-01-02')).toBe(1);
    expect(isoDateToDayNumber('1969-12-31')).toBe(-1);
    expect(isoDateToDayNumber('2000-01-01')).toBe(10_957);
    for (const date of ['1969-12-31', '2026-03-08', '2028-02-29', '2100-03-01', '0099-12-31', '0001-01-01']) {
      expect(dayNumberToIsoDate(isoDateToDayNumber(date))).toBe(date);
    }
  });
});

describe('addDays', () => {
  it('crosses month ends, leap days and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-15', 0)).toBe('2026-03-15');
  });

  it('adds the default 180-day span and whole years', () => {
    expect(addDays('2026-01-05', 180)).toBe('2026-07-04');
    expect(addDays('2026-09-01', 180)).toBe('2027-02-28');
    expect(addDays('2027-01-01', 365)).toBe('2028-01-01');
    expect(addDays('2028-01-01', 366)).toBe('2029-01-01');
  });

  it('is not shifted by the daylight-saving days', () => {
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('reads years before 100 as themselves', () => {
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });
});

describe('weekdayIndexOf', () => {
  it('numbers Sunday 0 through Saturday 6', () => {
    expect(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07'].map(weekdayIndexOf)).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
    expect(weekdayIndexOf('1970-01-01')).toBe(4);
    expect(weekdayIndexOf('1969-12-28')).toBe(0);
    expect(weekdayIndexOf('2000-02-29')).toBe(2);
  });

  it('gives a date’s weekday as every time zone names it on that date', () => {
    const names = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const zones = ['America/New_York', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'];
    for (const zone of zones) {
      const weekdayIn = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' });
      for (let hour = 0; hour < 72; hour += 5) {
        const instant = new Date(Date.UTC(2026, 2, 7, hour));
        expect(names[weekdayIndexOf(isoDateIn(zone, instant))]).toBe(weekdayIn.format(instant));
      }
    }
  });
});

describe('isoDateIn', () => {
  const at = (iso: string) => new Date(iso);

  it('gives the local date on either side of midnight UTC', () => {
    expect(isoDateIn('America/New_York', at('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(isoDateIn('America/New_York', at('2026-01-16T00:00:00Z'))).toBe('2026-01-15');
    expect(isoDateIn('America/New_York', at('2026-01-16T04:59:59Z'))).toBe('2026-01-15');
    expect(isoDateIn('America/New_York', at('2026-01-16T05:00:00Z'))).toBe('2026-01-16');
    expect(isoDateIn('Asia/Tokyo', at('2026-01-15T14:59:59Z'))).toBe('2026-01-15');
    expect(isoDateIn('Asia/Tokyo', at('2026-01-15T15:00:00Z'))).toBe('2026-01-16');
    expect(isoDateIn('UTC', at('2026-12-31T23:59:59Z'))).toBe('2026-12-31');
    expect(isoDateIn('America/New_York', at('2027-01-01T04:59:59Z'))).toBe('2026-12-31');
    expect(isoDateIn('America/New_York', at('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });

  it('moves local midnight from 05:00 to 04:00 UTC when New York springs forward (2026-03-08, 2027-03-14)', () => {
    expect(isoDateIn('America/New_York', at('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(isoDateIn('America/New_York', at('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    expect(isoDateIn('America/New_York', at('2026-03-08T06:59:59Z'))).toBe('2026-03-08');
    expect(isoDateIn('America/New_York', at('2026-03-08T07:00:00Z'))).toBe('2026-03-08');
    expect(isoDateIn('America/New_York', at('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(isoDateIn('America/New_York', at('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    expect(isoDateIn('America/New_York', at('2027-03-14T07:00:00Z'))).toBe('2027-03-14');
    expect(isoDateIn('America/New_York', at('2027-03-15T03:59:59Z'))).toBe('2027-03-14');
    expect(isoDateIn('America/New_York', at('2027-03-15T04:00:00Z'))).toBe('2027-03-15');
  });

  it('moves local midnight from 04:00 back to 05:00 UTC when New York falls back (2026-11-01, 2027-11-07)', () => {
    expect(isoDateIn('America/New_York', at('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(isoDateIn('America/New_York', at('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(isoDateIn('America/New_York', at('2026-11-01T05:59:59Z'))).toBe('2026-11-01');
    expect(isoDateIn('America/New_York', at('2026-11-01T06:00:00Z'))).toBe('2026-11-01');
    expect(isoDateIn('America/New_York', at('2026-11-02T04:59:59Z'))).toBe('2026-11-01');
    expect(isoDateIn('America/New_York', at('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
    expect(isoDateIn('America/New_York', at('2027-11-07T06:00:00Z'))).toBe('2027-11-07');
    expect(isoDateIn('America/New_York', at('2027-11-08T04:59:59Z'))).toBe('2027-11-07');
    expect(isoDateIn('America/New_York', at('2027-11-08T05:00:00Z'))).toBe('2027-11-08');
  });

  it('always gives a valid yyyy-MM-dd date', () => {
    expect(isIsoDate(isoDateIn('America/New_York'))).toBe(true);
    expect(isIsoDate(isoDateIn('Pacific/Kiritimati', at('2028-02-28T10:00:00Z')))).toBe(true);
    expect(isoDateIn('Pacific/Kiritimati', at('2028-02-28T10:00:00Z'))).toBe('2028-02-29');
  });
});

describe('isTimeZone', () => {
  it('knows IANA names and refuses others', () => {
    for (const zone of ['America/New_York', 'Europe/London', 'UTC', 'Asia/Kolkata']) expect(isTimeZone(zone)).toBe(true);
    for (const value of ['Mars/Olympus_Mons', 'New York', '', null, 42]) expect(isTimeZone(value)).toBe(false);
  });
});
