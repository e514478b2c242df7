import type { CurrencyAmount } from '@fsp/contracts';
import type Stripe from 'stripe';
import type { ProviderBalance } from '../payments-provider.js';

/** Upper-case currencies, USD first, then by code. */
function currencyAmounts(amounts: ReadonlyArray<{ amount: number; currency: string }>): CurrencyAmount[] {
  return amounts
    .map(({ amount, currency }) => ({ amount, currency: currency.toUpperCase() }))
    .sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD') || a.currency.localeCompare(b.currency));
}

export function toProviderBalance(balance: Stripe.Balance): ProviderBalance {
  return { available: currencyAmounts(balance.available), pending: currencyAmounts(balance.pending) };
}
