import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('shows cents as US dollars with 2 decimals', () => {
    expect(formatMoney(12345)).toBe('$123.45');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(1000, '')).toBe('$10.00');
  });
});
