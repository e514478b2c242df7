import { billingPeriodError, invoiceDueDateError } from './invoice-fields.js';
import { INVOICE_API_ERRORS } from './invoices.js';

describe('invoiceDueDateError', () => {
  it.each(['2026-05-04', '2028-02-29', '1900-01-01', '9998-12-31'])('accepts %s', (value) => {
    expect(invoiceDueDateError(value)).toBeNull();
  });

  it('accepts null (back to the default due date)', () => {
    expect(invoiceDueDateError(null)).toBeNull();
  });

  it.each([undefined, '', '2027-02-29', '2026-13-01', '2026-04-31', '2026-5-4', '05/04/2026', '0000-01-01', '9999-12-31', 20260504, {}])(
    'refuses %p',
    (value) => {
      expect(invoiceDueDateError(value)).toBe(INVOICE_API_ERRORS.dueDateInvalid);
    },
  );
});

describe('billingPeriodError', () => {
  it.each(['2026-01', '2026-12', '1900-01', '9998-12'])('accepts %s', (value) => {
    expect(billingPeriodError(value)).toBeNull();
  });

  it.each([undefined, null, '', '2026-00', '2026-13', '2026-1', '26-01', '2026-01-01', '0000-01', '9999-01', 202601])('refuses %p', (value) => {
    expect(billingPeriodError(value)).toBe(INVOICE_API_ERRORS.billingPeriodInvalid);
  });
});
