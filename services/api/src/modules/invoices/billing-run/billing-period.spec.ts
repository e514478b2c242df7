import { billingPeriodDates, isPeriodFinished, nextPeriod, periodOf, previousPeriod } from './billing-period.js';

describe('billing periods', () => {
  it.each([
    ['2026-01', '2026-01-01', '2026-01-31', '2026-02-01'],
    ['2026-02', '2026-02-01', '2026-02-28', '2026-03-01'],
    ['2028-02', '2028-02-01', '2028-02-29', '2028-03-01'],
    ['2026-04', '2026-04-01', '2026-04-30', '2026-05-01'],
    ['2026-12', '2026-12-01', '2026-12-31', '2027-01-01'],
  ])('%s runs from %s to %s and is invoiced on %s', (period, periodStart, periodEnd, invoiceDate) => {
    expect(billingPeriodDates(period)).toEqual({ period, periodStart, periodEnd, invoiceDate });
  });

  it('steps across years', () => {
    expect(previousPeriod('2026-01')).toBe('2025-12');
    expect(previousPeriod('2026-07')).toBe('2026-06');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2026-09')).toBe('2026-10');
    expect(periodOf('2026-03-31')).toBe('2026-03');
  });

  it('has ended once the organization’s date is in a later month', () => {
    expect(isPeriodFinished('2026-03', '2026-04-01')).toBe(true);
    expect(isPeriodFinished('2025-12', '2026-01-01')).toBe(true);
    expect(isPeriodFinished('2026-03', '2026-03-31')).toBe(false);
    expect(isPeriodFinished('2026-04', '2026-03-31')).toBe(false);
  });
});
