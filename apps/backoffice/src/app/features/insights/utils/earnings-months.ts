import { DEFAULT_CURRENCY, type EarningsBucket } from '@fsp/contracts';

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const MONTH_NAME = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthStart(period: string): Date {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
}

/** "2025-12" → "Dec 2025": the bar's label. The period is already a month of the organization's time zone. */
export function monthLabel(period: string): string {
  return MONTH_LABEL.format(monthStart(period));
}

/** "2025-12" → "December 2025": the table's and the tooltip's wording. */
export function monthName(period: string): string {
  return MONTH_NAME.format(monthStart(period));
}

/** What the business kept over the whole window, in minor units. */
export function totalNetMinor(buckets: readonly EarningsBucket[]): number {
  return buckets.reduce((sum, bucket) => sum + bucket.net_minor, 0);
}

/** Every bucket is in the organization's currency; USD when there is none. */
export function earningsCurrency(buckets: readonly EarningsBucket[]): string {
  return buckets[0]?.currency ?? DEFAULT_CURRENCY;
}

/** True when no month had a payment or a refund. */
export function hasNoEarnings(buckets: readonly EarningsBucket[]): boolean {
  return buckets.every((bucket) => bucket.count === 0 && bucket.net_minor === 0);
}

/** The y axis: whole amounts, thousands shortened ("$1.2K"), in the earnings' currency. */
export function axisMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(minor / 100);
}
