import { buildInvoice } from '@fsp/api-client/testing';
import { invoiceAddress, invoiceCustomerName, invoicePeriod } from './format-invoice.js';

describe('invoice formatting', () => {
  it('names the customer, else "Customer #id"', () => {
    expect(invoiceCustomerName({ customer_name: 'Jane Doe', customer_id: '7' })).toBe('Jane Doe');
    expect(invoiceCustomerName({ customer_name: null, customer_id: '7' })).toBe('Customer #7');
    expect(invoiceCustomerName({ customer_name: '  ', customer_id: '7' })).toBe('Customer #7');
  });

  it('joins what is on file of the address', () => {
    expect(invoiceAddress(buildInvoice({ id: 'a' }))).toBe('12 Oak St, Springfield, IL');
    expect(invoiceAddress({ street: null, city: 'Springfield', state: ' ' })).toBe('Springfield');
    expect(invoiceAddress({ street: null, city: null, state: null })).toBeNull();
  });

  it('writes the period start → end', () => {
    expect(invoicePeriod({ period_start: '2026-05-01', period_end: '2026-05-31' })).toBe('2026-05-01 → 2026-05-31');
  });
});
