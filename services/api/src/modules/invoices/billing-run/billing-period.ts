import { daysInMonth } from '@fsp/contracts';

/** A calendar month, YYYY-MM (BILLING_PERIOD_PATTERN), and the dates a billing run derives from it. */
export interface BillingPeriodDates {
  period: string;
  /** The month's first day. */
  periodStart: string;
  /** The month's last day. */
  periodEnd: string;
  /** The first day of the following month: the day a billing run's invoice is issued. */
  invoiceDate: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function yearAndMonth(period: string): [number, number] {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return [year, month];
}

function periodFrom(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}`;
}

/** The month a yyyy-MM-dd date lies in. */
export function periodOf(date: string): string {
  return date.slice(0, 7);
}

export function previousPeriod(period: string): string {
  const [year, month] = yearAndMonth(period);
  return month === 1 ? periodFrom(year - 1, 12) : periodFrom(year, month - 1);
}

export function nextPeriod(period: string): string {
  const [year, month] = yearAndMonth(period);
  return month === 12 ? periodFrom(year + 1, 1) : periodFrom(year, month + 1);
}

export function billingPeriodDates(period: string): BillingPeriodDates {
  const [year, month] = yearAndMonth(period);
  return {
    period,
    periodStart: `${period}-01`,
    periodEnd: `${period}-${pad(daysInMonth(year, month))}`,
    invoiceDate: `${nextPeriod(period)}-01`,
  };
}

/** A month has ended once `today` (the organization's date) lies in a later month. */
export function isPeriodFinished(period: string, today: string): boolean {
  return period < periodOf(today);
}
