import type { VisitException } from './engine/expand-visits.js';
import type { RuleSpan } from './engine/rule-dates.js';
import { findVisit } from './schedule-visits.lookup.js';

const weekly: RuleSpan = { pattern: 'weekly', interval: 1, startDate: '2026-11-23', endDate: '2026-12-28' };

function exception(date: string, change: Partial<VisitException> = {}): VisitException {
  return { ruleId: 1, date, skipped: false, startMinutes: null, timeCleared: false, teamId: null, movedToDate: null, ...change };
}

describe('findVisit', () => {
  it('finds a series date without an exception, and none on other days or past the end', () => {
    expect(findVisit(weekly, [], '2026-11-30')).toEqual({ seriesDate: '2026-11-30', exception: null });
    expect(findVisit(weekly, [], '2026-12-01')).toBeNull();
    expect(findVisit(weekly, [], '2027-01-04')).toBeNull();
  });

  it('keeps the series date’s exception row when it only changes time or team', () => {
    const row = exception('2026-11-30', { startMinutes: 600, teamId: 't' });
    expect(findVisit(weekly, [row], '2026-11-30')).toEqual({ seriesDate: '2026-11-30', exception: row });
  });

  it('finds nothing on a skipped date or one whose visit moved away', () => {
    expect(findVisit(weekly, [exception('2026-11-30', { skipped: true })], '2026-11-30')).toBeNull();
    expect(findVisit(weekly, [exception('2026-11-30', { movedToDate: '2026-12-02' })], '2026-11-30')).toBeNull();
  });

  it('finds a moved visit on its new date, even outside the span, through its series date', () => {
    const moved = exception('2026-12-28', { movedToDate: '2027-01-02' });
    expect(findVisit(weekly, [moved], '2027-01-02')).toEqual({ seriesDate: '2026-12-28', exception: moved });
  });

  it('ignores a moved visit that was skipped, or whose series date the rule does not have', () => {
    expect(findVisit(weekly, [exception('2026-11-30', { movedToDate: '2026-12-02', skipped: true })], '2026-12-02')).toBeNull();
    expect(findVisit(weekly, [exception('2026-12-01', { movedToDate: '2026-12-02' })], '2026-12-02')).toBeNull();
  });

  it('prefers a visit moved onto a series date whose own visit moved away', () => {
    const away = exception('2026-12-07', { movedToDate: '2026-12-09' });
    const here = exception('2026-11-30', { movedToDate: '2026-12-07' });
    expect(findVisit(weekly, [away, here], '2026-12-07')).toEqual({ seriesDate: '2026-11-30', exception: here });
  });
});
