import { DEFAULT_CURRENCY, type BalanceResponse, type CurrencyAmount } from '@fsp/contracts';

/** One currency's line of the balance table, in minor units. */
export interface BalanceRow {
  currency: string;
  available: number;
  pending: number;
  total: number;
}

function sumsByCurrency(amounts: readonly CurrencyAmount[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const { amount, currency } of amounts) {
    const code = currency.toUpperCase();
    sums.set(code, (sums.get(code) ?? 0) + amount);
  }
  return sums;
}

/**
 * Available, pending and their total per currency found in either list, USD first and the rest alphabetically
 * (part 1 §9). A currency listed with zero amounts stays a row; no currency at all gives no rows.
 */
export function balanceRows(balance: Pick<BalanceResponse, 'available' | 'pending'>): BalanceRow[] {
  const available = sumsByCurrency(balance.available);
  const pending = sumsByCurrency(balance.pending);
  const currencies = [...new Set([...available.keys(), ...pending.keys()])].sort((a, b) =>
    a === DEFAULT_CURRENCY ? -1 : b === DEFAULT_CURRENCY ? 1 : a.localeCompare(b),
  );
  return currencies.map((currency) => {
    const availableMinor = available.get(currency) ?? 0;
    const pendingMinor = pending.get(currency) ?? 0;
    return { currency, available: availableMinor, pending: pendingMinor, total: availableMinor + pendingMinor };
  });
}
