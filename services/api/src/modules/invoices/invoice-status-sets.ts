import { INVOICE_STATUSES, isInvoicePaid, isInvoiceSettled, type InvoiceStatus } from '@fsp/contracts';

/** The statuses isInvoicePaid accepts, for queries: paid, then perhaps refunded. */
export const PAID_INVOICE_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUSES.filter(isInvoicePaid);

/** The statuses isInvoiceSettled accepts, for queries: nothing more can be collected on these. */
export const SETTLED_INVOICE_STATUSES: readonly InvoiceStatus[] = INVOICE_STATUSES.filter(isInvoiceSettled);
