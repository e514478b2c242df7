/** A service an organization offers, as the public signup shows it (part 1 §3 "Service offering"). */
export interface ServiceOffering {
  key: string;
  label: string;
  price_cents: number;
  currency: string;
}

/** "$12.50 USD": dollars with two decimals plus the currency (part 1 §2.5). */
export function formatPrice(priceCents: number, currency = 'USD'): string {
  return `$${(priceCents / 100).toFixed(2)} ${currency}`;
}
