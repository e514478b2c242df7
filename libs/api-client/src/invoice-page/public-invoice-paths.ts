/** The public invoice page endpoints of one link: no token, the link's secret is the credential. */
export function publicInvoicePath(token: string, step?: 'card-setup' | 'pay' | 'payment-result'): string {
  const base = `/api/public/invoices/${encodeURIComponent(token)}`;
  return step ? `${base}/${step}` : base;
}

export function publicInvoiceQueryKey(token: string) {
  return ['public', 'invoice', token] as const;
}
