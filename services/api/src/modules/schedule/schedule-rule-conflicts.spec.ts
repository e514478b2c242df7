import type { VisitException } from './engine/expand-visits.js';
import type { RuleSpan } from './engine/rule-dates.js';
import { sharedVisitDates } from './schedule-rule-conflicts.js';

const weekly: RuleSpan = { pattern: 'weekly', interval: 1, startDate: '2026-11-23', endDate: '2026-12-28' };

function exception(date: string, change: Partial<VisitException> = {}): VisitException {
  return { ruleId: 1, date, skipped: false, startMinutes: null, timeCleared: false, teamId: null, movedToDate: null, ...change };
}

describe('sharedVisitDates', () => {
  const existing = { ...weekly, id: 1, startMinutes: null, teamId: null };

  it('lists the dates both rules visit, within the new rule’s span', () => {
    expect(sharedVisitDates({ pattern: 'once', interval: 1, startDate: '2026-11-30', endDate: '2026-11-30' }, [existing], [])).toEqual(['2026-11-30']);
    expect(sharedVisitDates({ pattern: 'every_x_weeks', interval: 2, startDate: '2026-11-16', endDate: '2027-03-01' }, [existing], [])).toEqual([
      '2026-11-30',
      '2026-12-14',
      '2026-12-28',
    ]);
    expect(sharedVisitDates({ pattern: 'monthly', interval: 1, startDate: '2026-11-24', endDate: '2027-03-01' }, [existing], [])).toEqual([]);
  });

  it('leaves out skipped dates and counts moved visits on their new date', () => {
    const exceptions = [exception('2026-11-30', { skipped: true }), exception('2026-12-07', { movedToDate: '2026-12-08' })];
    const weeklyFromMonday = { pattern: 'weekly' as const, interval: 1, startDate: '2026-11-30', endDate: '2026-12-08' };
    expect(sharedVisitDates(weeklyFromMonday, [existing], exceptions)).toEqual([]);
    expect(sharedVisitDates({ ...weeklyFromMonday, startDate: '2026-12-01' }, [existing], exceptions)).toEqual(['2026-12-08']);
  });
});
