import {
  MAX_AMOUNT_MINOR,
  PAYMENT_ACTIVITY_API_ERRORS,
  PAYMENT_ACTIVITY_MESSAGES,
  PAYMENT_LIST_WORDS,
  refundAmountMinor,
  searchAmountMinor,
} from './payment-activity.js';

describe('payment activity words', () => {
  it('count payments', () => {
    expect(PAYMENT_ACTIVITY_MESSAGES.paymentCount(1)).toBe('1 payment');
    expect(PAYMENT_ACTIVITY_MESSAGES.paymentCount(0)).toBe('0 payments');
    expect(PAYMENT_ACTIVITY_MESSAGES.paymentCount(12)).toBe('12 payments');
  });

  it('name the 12 months of earnings', () => {
    expect(PAYMENT_ACTIVITY_MESSAGES.earningsTitle).toBe('Net earnings, last 12 months');
    expect(PAYMENT_ACTIVITY_MESSAGES.noPaymentsInEarningsWindow).toBe('No payments in these 12 months yet.');
  });

  it('fill in amounts, currencies and the payment a Refund button is for', () => {
    expect(PAYMENT_LIST_WORDS.showing(21, 40)).toBe('Showing 21–40');
    expect(PAYMENT_ACTIVITY_MESSAGES.refundAmountLabel('USD')).toBe('Amount (USD)');
    expect(PAYMENT_ACTIVITY_MESSAGES.refundPaymentLabel('Ann Lee', '$45.00', 'Nov 26, 2026, 3:04 PM')).toBe(
      'Refund: Ann Lee, $45.00, Nov 26, 2026, 3:04 PM',
    );
  });

  it('say the largest page size in the limit refusal', () => {
    expect(PAYMENT_ACTIVITY_API_ERRORS.invalidLimit).toBe('limit must be a whole number from 1 to 100.');
  });
});

describe('searchAmountMinor', () => {
  it.each([
    ['45', 4500],
    ['45.0', 4500],
    ['$45.00', 4500],
    ['$ 0.5', 50],
    ['999999.99', MAX_AMOUNT_MINOR],
  ])('reads %j as %d minor units', (q, minor) => {
    expect(searchAmountMinor(q)).toBe(minor);
  });

  it.each(['12345678', '1000000', '999999999.99', '45.001', 'lawn', '', '-45'])('reads %j as no amount', (q) => {
    // 8 digits and more are above any payment's amount (and above a 32-bit integer in minor units).
    expect(searchAmountMinor(q)).toBeNull();
  });
});

describe('refundAmountMinor', () => {
  it.each([
    ['45', 4500],
    ['45.00', 4500],
    ['$45', 4500],
    ['$ 45.5', 4550],
    ['  12.34  ', 1234],
    ['12.345', 1235],
    ['12.344', 1234],
    ['1.005', 101],
    ['0.015', 2],
    ['0.005', 1],
    ['0.999', 100],
    ['007.10', 710],
  ])('reads %j as %i minor units, rounding half up from the digits typed', (text, minor) => {
    expect(refundAmountMinor(text)).toBe(minor);
  });

  it.each(['', ' ', '0', '0.00', '0.004', '-5', '+5', '0x10', '1e3', '1E3', 'Infinity', 'NaN', '.5', '5.', '1,000', '$', '5$', '1 000', '99999999999999999999'])(
    'refuses %j',
    (text) => {
      expect(refundAmountMinor(text)).toBeNull();
    },
  );
});
