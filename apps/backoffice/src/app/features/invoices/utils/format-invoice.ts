import { INVOICE_MESSAGES, type InvoiceRecord } from '@fsp/contracts';

/** The customer's name, or "Customer #id" when the invoice has none (part 2 §2). */
export function invoiceCustomerName(invoice: Pick<InvoiceRecord, 'customer_name' | 'customer_id'>): string {
  return invoice.customer_name?.trim() || INVOICE_MESSAGES.customerFallbackName(invoice.customer_id);
}

/** "12 Oak St, Springfield, IL", leaving out what is not on file; null when nothing is. */
export function invoiceAddress(invoice: Pick<InvoiceRecord, 'street' | 'city' | 'state'>): string | null {
  const parts = [invoice.street, invoice.city, invoice.state].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/** "2026-05-01 → 2026-05-31" (a one-visit invoice's period is one day). */
export function invoicePeriod(invoice: Pick<InvoiceRecord, 'period_start' | 'period_end'>): string {
  return `${invoice.period_start} → ${invoice.period_end}`;
}
