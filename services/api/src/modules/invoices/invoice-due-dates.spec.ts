import { addDays, daysInMonth, invoiceDueDate, INVOICE_DUE_DAY_MAX, INVOICE_DUE_DAY_MIN } from '@fsp/contracts';
import type { Invoice } from './entities/invoice.entity.js';
import { billingPeriodDates } from './billing-run/billing-period.js';
import { toInvoiceRecord } from './invoice-record.mapper.js';

const DUE_DAYS = Array.from({ length: INVOICE_DUE_DAY_MAX - INVOICE_DUE_DAY_MIN + 1 }, (_, index) => INVOICE_DUE_DAY_MIN + index);

/** Every date from 2027-12-01 to 2030-01-31: a leap year, the common year after it, and the turns of the years. */
const FIRST_DATE = '2027-12-01';
const LAST_DATE = '2030-01-31';
const DATES: string[] = [];
for (let date = FIRST_DATE; date <= LAST_DATE; date = addDays(date, 1)) DATES.push(date);

/**
 * The definition, computed independently: walking the calendar backwards from two months past the last date, the
 * next date whose day of the month is the due day, for every date.
 */
function dueDatesByWalking(dueDay: number): string[] {
  const due: string[] = [];
  let next: string | null = null;
  for (let date = '2030-03-31'; date >= FIRST_DATE; date = addDays(date, -1)) {
    if (Number(date.slice(8)) === dueDay) next = date;
    if (date <= LAST_DATE) due.unshift(next ?? 'none');
  }
  return due;
}

describe('invoice due dates', () => {
  it.each(DUE_DAYS)('with due day %i: the first date on or after the invoice date on that day, for every date of 2028 and 2029', (dueDay) => {
    expect(DATES).toHaveLength(31 + 366 + 365 + 31);
    expect(DATES.map((issuedOn) => invoiceDueDate(issuedOn, dueDay))).toEqual(dueDatesByWalking(dueDay));
  });

  it('without a due day: due on the invoice date, month ends and leap days included', () => {
    for (const issuedOn of ['2026-01-31', '2026-02-28', '2028-02-29', '2026-04-30', '2026-12-31', '2026-03-01']) {
      expect(invoiceDueDate(issuedOn, null)).toBe(issuedOn);
    }
  });

  it.each([
    ['2026-01-31', 28, '2026-02-28'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2028-02-29', 28, '2028-03-28'],
    ['2026-02-28', 28, '2026-02-28'],
    ['2026-04-30', 15, '2026-05-15'],
    ['2026-12-31', 5, '2027-01-05'],
    ['2026-12-31', 28, '2027-01-28'],
  ])('at a month end: issued %s with due day %i is due %s', (issuedOn, dueDay, due) => {
    expect(invoiceDueDate(issuedOn, dueDay)).toBe(due);
  });

  it.each(DUE_DAYS)('a billing run’s invoice (issued on the 1st) with due day %i falls due that day of the same month', (dueDay) => {
    for (const period of ['2026-01', '2026-02', '2028-02', '2026-12']) {
      const { invoiceDate } = billingPeriodDates(period);
      const due = invoiceDueDate(invoiceDate, dueDay);
      expect(due).toBe(`${invoiceDate.slice(0, 8)}${String(dueDay).padStart(2, '0')}`);
      expect(Number(due.slice(8))).toBeLessThanOrEqual(daysInMonth(Number(due.slice(0, 4)), Number(due.slice(5, 7))));
    }
  });

  describe('overrides', () => {
    const invoice = (dueDate: string, dueDateOverride: string | null) =>
      ({
        id: 'inv',
        customerId: 'cust',
        totalCents: 100,
        currency: 'USD',
        status: 'open',
        dueDate,
        dueDateOverride,
        periodStart: '2026-03-01',
        periodEnd: '2026-03-31',
        invoiceDate: '2026-04-01',
        ruleId: null,
        occurrenceDate: null,
        failureReason: null,
        nextAttemptAt: null,
        sentAt: null,
        paidAt: null,
      }) as Invoice;

    it('an override is the effective due date and says so; the default stays the due date', () => {
      expect(toInvoiceRecord(invoice('2026-04-15', '2026-04-30'), null)).toMatchObject({
        due_date: '2026-04-15',
        effective_due_date: '2026-04-30',
        due_date_overridden: true,
      });
    });

    it('an override may be earlier than the default, or on it', () => {
      expect(toInvoiceRecord(invoice('2026-04-15', '2026-04-02'), null)).toMatchObject({ effective_due_date: '2026-04-02', due_date_overridden: true });
      expect(toInvoiceRecord(invoice('2026-04-15', '2026-04-15'), null)).toMatchObject({ effective_due_date: '2026-04-15', due_date_overridden: true });
    });

    it('without an override the default is effective', () => {
      expect(toInvoiceRecord(invoice('2026-04-15', null), null)).toMatchObject({
        due_date: '2026-04-15',
        effective_due_date: '2026-04-15',
        due_date_overridden: false,
      });
    });
  });
});
