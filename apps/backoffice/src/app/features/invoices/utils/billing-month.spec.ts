import { previousBillingMonth } from './billing-month.js';

describe('previousBillingMonth', () => {
  it.each([
    [new Date(2026, 5, 15), '2026-05'],
    [new Date(2026, 0, 1, 0, 0), '2025-12'],
    [new Date(2026, 11, 31, 23, 59), '2026-11'],
    [new Date(2026, 9, 1), '2026-09'],
  ])('%s → %s', (now, month) => {
    expect(previousBillingMonth(now)).toBe(month);
  });
});
