import { daysBetween, monthWeeks, scheduleRange, shiftAnchor } from './schedule-range.js';

describe('scheduleRange', () => {
  it('covers seven days from the anchor in the 7-day view', () => {
    const range = scheduleRange('week', '2026-12-29');
    expect(range).toEqual({
      from: '2026-12-29',
      to: '2027-01-04',
      days: ['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03', '2027-01-04'],
    });
  });

  it('covers the whole calendar month of the anchor in the month view, leap days included', () => {
    expect(scheduleRange('month', '2028-02-17')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(scheduleRange('month', '2027-02-01').days).toHaveLength(28);
    expect(scheduleRange('month', '2026-11-30').days).toHaveLength(30);
  });
});

describe('shiftAnchor', () => {
  it('moves the 7-day view by a week either way', () => {
    expect(shiftAnchor('week', '2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftAnchor('week', '2026-03-03', -1)).toBe('2026-02-24');
  });

  it('moves the month view to the first of the neighbouring month across years', () => {
    expect(shiftAnchor('month', '2026-12-23', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2027-01-31', -1)).toBe('2026-12-01');
    expect(shiftAnchor('month', '2026-05-15', -1)).toBe('2026-04-01');
  });
});

describe('monthWeeks', () => {
  it('lays the month out in weeks from Sunday with the other months’ days left empty', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthWeeks('2026-11-10');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07']);
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null]);
  });

  it('pads the first week before a month that starts mid-week', () => {
    // January 2027 starts on a Friday.
    const weeks = monthWeeks('2027-01-01');
    expect(weeks[0]).toEqual([null, null, null, null, null, '2027-01-01', '2027-01-02']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe('daysBetween', () => {
  it('lists both ends and is empty for a reversed range', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-03-01', '2026-02-27')).toEqual([]);
  });
});
