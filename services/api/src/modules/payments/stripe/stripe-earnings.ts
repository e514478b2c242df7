import type Stripe from 'stripe';
import type { ProviderEarningsMonth } from '../payments-provider.js';

/** The business's sales and what reverses them; payouts, transfers and the like move money but earn nothing. */
const EARNING_TYPES = new Set([
  'charge',
  'payment',
  'refund',
  'payment_refund',
  'payment_failure_refund',
  'refund_failure',
  'adjustment',
  'application_fee_refund',
]);
const SALE_TYPES = new Set(['charge', 'payment']);

export interface EarningsWindow {
  since: Date;
  now: Date;
  timeZone: string;
  currency: string;
}

export function earningsParams(window: EarningsWindow): Stripe.BalanceTransactionListParams {
  return { created: { gte: Math.floor(window.since.getTime() / 1000), lte: Math.floor(window.now.getTime() / 1000) }, limit: 100 };
}

/** YYYY-MM of an instant in `timeZone`. */
function monthIn(timeZone: string): (instant: Date) => string {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit' });
  return (instant) => {
    const parts = format.formatToParts(instant);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year')}-${part('month')}`;
  };
}

/**
 * The net of each month's balance transactions in `currency`: charges after fees in the month they were made,
 * refunds (less the application fee given back) in theirs. Months without any are left out.
 */
export async function earningsByMonth(
  transactions: AsyncIterable<Stripe.BalanceTransaction>,
  window: EarningsWindow,
): Promise<ProviderEarningsMonth[]> {
  const monthOf = monthIn(window.timeZone);
  const currency = window.currency.toLowerCase();
  const months = new Map<string, ProviderEarningsMonth>();
  for await (const transaction of transactions) {
    if (!EARNING_TYPES.has(transaction.type) || transaction.currency.toLowerCase() !== currency) continue;
    const period = monthOf(new Date(transaction.created * 1000));
    const month = months.get(period) ?? { period, netCents: 0, count: 0 };
    month.netCents += transaction.net;
    if (SALE_TYPES.has(transaction.type)) month.count += 1;
    months.set(period, month);
  }
  return [...months.values()].sort((a, b) => a.period.localeCompare(b.period));
}
