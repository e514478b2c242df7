import { isIsoDate } from './calendar-dates.js';
import { BILLING_PERIOD_PATTERN, INVOICE_API_ERRORS } from './invoices.js';

/** The field rules of the invoices API, null when valid; the API and the Invoices screen share them. */

/**
 * PostgreSQL has no year 0 and four-digit years keep yyyy-MM-dd text sortable, so dates and billing months are
 * bounded to these years.
 */
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 9998;

const withinYears = (year: number) => year >= EARLIEST_YEAR && year <= LATEST_YEAR;

/** PATCH /api/owner/invoices/{id}/due-date: a real calendar date (yyyy-MM-dd), or null to go back to the default. */
export function invoiceDueDateError(value: unknown): string | null {
  if (value === null) return null;
  return isIsoDate(value) && withinYears(Number(value.slice(0, 4))) ? null : INVOICE_API_ERRORS.dueDateInvalid;
}

/** POST /api/owner/invoices/billing-run: a month written YYYY-MM. */
export function billingPeriodError(value: unknown): string | null {
  return typeof value === 'string' && BILLING_PERIOD_PATTERN.test(value) && withinYears(Number(value.slice(0, 4)))
    ? null
    : INVOICE_API_ERRORS.billingPeriodInvalid;
}
