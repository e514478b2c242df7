import { DEFAULT_CURRENCY } from './constants.js';

/** 12345 cents → "$123.45" (part 2 §9: minor units shown divided by 100 with 2 decimals, USD by default). */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency || DEFAULT_CURRENCY }).format(cents / 100);
}
