import { invoiceDueDate } from './invoices.js';

describe('invoiceDueDate', () => {
  it('makes an invoice due on issue when the organization has no due day', () => {
    expect(invoiceDueDate('2026-03-17', null)).toBe('2026-03-17');
    expect(invoiceDueDate('2028-02-29', null)).toBe('2028-02-29');
  });

  it('is due later the same month when issued before the due day', () => {
    expect(invoiceDueDate('2026-03-10', 15)).toBe('2026-03-15');
    expect(invoiceDueDate('2026-03-01', 28)).toBe('2026-03-28');
  });

  it('is due the same day when issued on the due day', () => {
    expect(invoiceDueDate('2026-03-15', 15)).toBe('2026-03-15');
    expect(invoiceDueDate('2026-03-01', 1)).toBe('2026-03-01');
    expect(invoiceDueDate('2026-02-28', 28)).toBe('2026-02-28');
  });

  it('is due on the due day of the next month when issued after it', () => {
    expect(invoiceDueDate('2026-03-16', 15)).toBe('2026-04-15');
    expect(invoiceDueDate('2026-01-31', 28)).toBe('2026-02-28');
    expect(invoiceDueDate('2026-03-02', 1)).toBe('2026-04-01');
    expect(invoiceDueDate('2028-02-29', 28)).toBe('2028-03-28');
  });

  it('rolls December over into January of the next year', () => {
    expect(invoiceDueDate('2026-12-20', 5)).toBe('2027-01-05');
    expect(invoiceDueDate('2026-12-31', 28)).toBe('2027-01-28');
    expect(invoiceDueDate('2026-12-05', 5)).toBe('2026-12-05');
    expect(invoiceDueDate('2026-11-30', 1)).toBe('2026-12-01');
  });
});
