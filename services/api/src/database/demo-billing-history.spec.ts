import { demoMonths, demoVisitDays } from './demo-billing-history.js';

describe('the demo billing history', () => {
  it('covers the months before today, oldest first, across a year boundary', () => {
    expect(demoMonths('2026-02-14', 3)).toEqual([
      { period: '2025-11', start: '2025-11-01', end: '2025-11-30', next: '2025-12-01' },
      { period: '2025-12', start: '2025-12-01', end: '2025-12-31', next: '2026-01-01' },
      { period: '2026-01', start: '2026-01-01', end: '2026-01-31', next: '2026-02-01' },
    ]);
  });

  it('ends a month on its last day, leap years included', () => {
    expect(demoMonths('2028-03-01', 1)).toEqual([{ period: '2028-02', start: '2028-02-01', end: '2028-02-29', next: '2028-03-01' }]);
  });

  it('places weekly and fortnightly visits inside the month', () => {
    expect(demoVisitDays('2026-02-01', 4)).toEqual(['2026-02-03', '2026-02-10', '2026-02-17', '2026-02-24']);
    expect(demoVisitDays('2026-02-01', 2)).toEqual(['2026-02-05', '2026-02-19']);
  });
});
