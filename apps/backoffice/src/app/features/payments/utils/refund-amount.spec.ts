import { defaultRefundText, refundAmountText } from './refund-amount.js';

describe('refund amount text', () => {
  it('shows minor units with two decimals', () => {
    expect(refundAmountText(4500)).toBe('45.00');
    expect(refundAmountText(1)).toBe('0.01');
    expect(refundAmountText(123456)).toBe('1234.56');
  });

  it('starts at the full amount, whatever was refunded already', () => {
    expect(defaultRefundText({ amount: 4550 })).toBe('45.50');
  });
});
