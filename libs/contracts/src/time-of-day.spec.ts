import { formatMinutes12h, hhMmToMinutes, isHhMm, MINUTES_PER_DAY, minutesToHhMm } from './time-of-day.js';

describe('HH:MM request times', () => {
  it('reads 24-hour HH:MM as minutes from midnight', () => {
    expect(hhMmToMinutes('00:00')).toBe(0);
    expect(hhMmToMinutes('08:30')).toBe(510);
    expect(hhMmToMinutes('09:00')).toBe(540);
    expect(hhMmToMinutes('12:00')).toBe(720);
    expect(hhMmToMinutes('17:00')).toBe(1020);
    expect(hhMmToMinutes('23:59')).toBe(MINUTES_PER_DAY - 1);
  });

  it('refuses anything that is not a 24-hour HH:MM time', () => {
    for (const text of ['24:00', '23:60', '8:30', '08:5', '0830', '08:30:00', ' 08:30', '08:30 ', '8:30 AM', '-01:00', '']) {
      expect(hhMmToMinutes(text)).toBeNull();
      expect(isHhMm(text)).toBe(false);
    }
    expect(isHhMm(510)).toBe(false);
    expect(isHhMm(null)).toBe(false);
    expect(isHhMm('08:30')).toBe(true);
  });

  it('writes minutes from midnight as HH:MM, the inverse of reading', () => {
    expect(minutesToHhMm(0)).toBe('00:00');
    expect(minutesToHhMm(5)).toBe('00:05');
    expect(minutesToHhMm(510)).toBe('08:30');
    expect(minutesToHhMm(1439)).toBe('23:59');
    for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += 1) expect(hhMmToMinutes(minutesToHhMm(minutes))).toBe(minutes);
  });
});

describe('formatMinutes12h', () => {
  it('shows midnight as 12:00 AM and noon as 12:00 PM', () => {
    expect(formatMinutes12h(0)).toBe('12:00 AM');
    expect(formatMinutes12h(720)).toBe('12:00 PM');
  });

  it('shows morning, afternoon and the last minute of the day in the 12-hour form', () => {
    expect(formatMinutes12h(5)).toBe('12:05 AM');
    expect(formatMinutes12h(60)).toBe('1:00 AM');
    expect(formatMinutes12h(510)).toBe('8:30 AM');
    expect(formatMinutes12h(719)).toBe('11:59 AM');
    expect(formatMinutes12h(735)).toBe('12:15 PM');
    expect(formatMinutes12h(780)).toBe('1:00 PM');
    expect(formatMinutes12h(1020)).toBe('5:00 PM');
    expect(formatMinutes12h(1439)).toBe('11:59 PM');
  });
});
