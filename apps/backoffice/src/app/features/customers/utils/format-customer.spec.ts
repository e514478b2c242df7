import { formatCreatedDate, formatCustomerAddress, formatRequestedServices } from './format-customer.js';

describe('formatCustomerAddress', () => {
  it('joins street, city and "state zip"', () => {
    expect(formatCustomerAddress({ street: '1 Main St', city: 'Raleigh', state: 'NC', zip: '27601' })).toBe('1 Main St, Raleigh, NC 27601');
  });

  it('leaves out missing and blank parts', () => {
    expect(formatCustomerAddress({ street: null, city: 'Raleigh', state: ' ', zip: '27601' })).toBe('Raleigh, 27601');
    expect(formatCustomerAddress({ street: null, city: null, state: null, zip: null })).toBe('');
  });
});

describe('formatRequestedServices', () => {
  it('labels each service with its price in dollars', () => {
    expect(
      formatRequestedServices({
        services: [
          { key: 'mowing', label: 'Lawn mowing', price_cents: 4500 },
          { key: 'free', label: 'Estimate', price_cents: 0 },
        ],
      }),
    ).toEqual(['Lawn mowing ($45.00 USD)', 'Estimate ($0.00 USD)']);
  });
});

describe('formatCreatedDate', () => {
  it('shows a calendar date and keeps an unreadable value as it came', () => {
    expect(formatCreatedDate('2025-03-01T15:00:00.000Z')).toMatch(/2025/);
    expect(formatCreatedDate('not a date')).toBe('not a date');
  });
});
