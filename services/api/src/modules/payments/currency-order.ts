/** USD first (part 1 §9), then the other currencies by code. Currencies in upper case. */
export function usdFirst<T extends { currency: string }>(amounts: readonly T[]): T[] {
  return [...amounts].sort((a, b) => Number(b.currency === 'USD') - Number(a.currency === 'USD') || a.currency.localeCompare(b.currency));
}
