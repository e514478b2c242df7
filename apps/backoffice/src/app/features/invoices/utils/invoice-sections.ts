import { formatMoney, INVOICE_MESSAGES, isInvoicePaid, type InvoiceRecord, type InvoiceStatus } from '@fsp/contracts';
import type { BadgeColor } from '@fsp/ui';

export type InvoiceSectionKey = 'open' | 'paid';

/** Part 2 §2 "Invoices": Open then Paid, each with the words shown when it is empty. */
export const INVOICE_SECTIONS: ReadonlyArray<{ key: InvoiceSectionKey; title: string; empty: string }> = [
  { key: 'open', title: INVOICE_MESSAGES.open, empty: INVOICE_MESSAGES.noOpenInvoices },
  { key: 'paid', title: INVOICE_MESSAGES.paid, empty: INVOICE_MESSAGES.noPaidInvoices },
];

/** `paid` is Paid, and so is `refunded` (paid, then refunded in full); every other status is Open (part 2 §3). */
export function invoiceSectionOf(invoice: Pick<InvoiceRecord, 'status'>): InvoiceSectionKey {
  return isInvoicePaid(invoice.status) ? 'paid' : 'open';
}

export function invoicesInSection(invoices: readonly InvoiceRecord[], section: InvoiceSectionKey): InvoiceRecord[] {
  return invoices.filter((invoice) => invoiceSectionOf(invoice) === section);
}

/** The badge beside Open for the states within it (issue 11): a failed payment, a charge in flight, a dispute. */
export function invoiceStateBadge(status: InvoiceStatus): { label: string; color: BadgeColor } | null {
  switch (status) {
    case 'payment_failed':
      return { label: INVOICE_MESSAGES.badgePaymentFailed, color: 'red' };
    case 'processing':
      return { label: INVOICE_MESSAGES.badgeProcessing, color: 'blue' };
    case 'disputed':
      return { label: INVOICE_MESSAGES.badgeDisputed, color: 'yellow' };
    default:
      return null;
  }
}

/** The badge beside Paid once money went back (issue 12): "Refunded" in full, else "Refunded $12.00" in part. */
export function invoiceRefundBadge(
  invoice: Pick<InvoiceRecord, 'status' | 'amount_refunded_cents' | 'currency'>,
): { label: string; color: BadgeColor } | null {
  if (invoice.status === 'refunded') return { label: INVOICE_MESSAGES.badgeRefunded, color: 'red' };
  if (invoice.status === 'paid' && invoice.amount_refunded_cents > 0) {
    return { label: INVOICE_MESSAGES.partlyRefunded(formatMoney(invoice.amount_refunded_cents, invoice.currency)), color: 'yellow' };
  }
  return null;
}
