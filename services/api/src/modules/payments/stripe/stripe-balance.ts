import type { CurrencyAmount } from '@fsp/contracts';
import type Stripe from 'stripe';
import { usdFirst } from '../currency-order.js';
import type { ProviderBalance } from '../payments-provider.js';

/** Upper-case currencies, USD first, then by code. */
function currencyAmounts(amounts: ReadonlyArray<{ amount: number; currency: string }>): CurrencyAmount[] {
  return usdFirst(amounts.map(({ amount, currency }) => ({ amount, currency: currency.toUpperCase() })));
}

export function toProviderBalance(balance: Stripe.Balance): ProviderBalance {
  return { available: currencyAmounts(balance.available), pending: currencyAmounts(balance.pending) };
}
