const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "2026-05-15" → "May 15, 2026" (a calendar date: no time zone shifts it). */
export function formatInvoiceDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return DATE.format(new Date(Date.UTC(year, month - 1, day)));
}

/** A timestamp's calendar day in the viewer's time zone, e.g. "May 15, 2026". */
export function formatInvoiceDay(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(time);
}

/** "Visa •••• 4242"; whatever of brand and last 4 the provider gave. */
export function formatCard(card: { brand: string | null; last4: string | null }): string {
  const brand = card.brand ? card.brand.charAt(0).toUpperCase() + card.brand.slice(1) : 'Card';
  return card.last4 ? `${brand} •••• ${card.last4}` : brand;
}
