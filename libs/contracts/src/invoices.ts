import type { Role } from './roles.js';

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Part 2 §3 "Invoice". */
export interface InvoiceRecord {
  id: string;
  customer_id: string;
  customer_name: string | null;
  total_cents: number;
  currency: string;
  status: InvoiceStatus;
  due_date: string;
  effective_due_date: string;
  due_date_overridden: boolean;
  period_start: string;
  period_end: string;
  street: string | null;
  city: string | null;
  state: string | null;
  rule_id: number | null;
  occurrence_date: string | null;
}

/** POST /api/owner/invoices/from-occurrence. */
export interface CreateInvoiceFromOccurrenceRequest {
  rule_id: number;
  date: string;
}

/** Part 1 §3 "Invoice creation response": the id under id, invoice_id or invoice.id. */
export interface CreateInvoiceResponse {
  ok: true;
  id: string;
  invoice_id: string;
  invoice: InvoiceRecord;
}

export interface MarkInvoicePaidResponse {
  ok: true;
  invoice: InvoiceRecord;
}

/** Invoices are created and marked paid by owners and managers; crew members only complete stops (issue 4). */
export const INVOICE_MANAGER_ROLES: readonly Role[] = ['owner', 'manager'];

/** Invoice due day bounds (part 2 §5). */
export const INVOICE_DUE_DAY_MIN = 1;
export const INVOICE_DUE_DAY_MAX = 28;

/** Words of invoicing from the dashboard (part 1 §5, §8) and the invoices API. */
export const INVOICE_MESSAGES = {
  cannotInvoiceMiscEvent: 'Cannot invoice a misc event',
  onlyOneOffInvoiced: 'Only one-off services can be invoiced here',
  failedToCreate: 'Failed to create invoice',
  created: 'Invoice created',
  createdAndPaid: 'Invoice created & marked paid',
  failedToMarkPaid: 'Failed to mark paid',
  /** The Invoices screen (part 2 §2 "Invoices", §4, §8). */
  failedToLoad: 'Failed to load invoices',
  failedToSend: 'Failed to send invoice',
  failedToUpdateDueDate: 'Failed to update due date',
  sentStub: 'Invoice sent (stub)',
  noOpenInvoices: 'No open invoices.',
  noPaidInvoices: 'No paid invoices.',
  dueDateOverridden: '(override)',
  customerFallbackName: (customerId: string) => `Customer #${customerId}`,
} as const;

export const INVOICE_API_ERRORS = {
  notFound: 'Invoice not found',
  alreadyInvoiced: 'This visit has already been invoiced',
  alreadyPaid: 'This invoice is already paid',
  forbidden: 'Owner or Manager role required to manage invoices',
  invalidRuleId: 'rule_id must be a whole number',
} as const;

/**
 * The due date of an invoice issued on `issuedOn`: the next date on or after it whose day of the month is the
 * organization's due day; with no due day set, the invoice is due on issue.
 */
export function invoiceDueDate(issuedOn: string, dueDay: number | null): string {
  if (dueDay === null) return issuedOn;
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const [dueYear, dueMonth] = day <= dueDay ? [year, month] : month === 12 ? [year + 1, 1] : [year, month + 1];
  return `${dueYear}-${String(dueMonth).padStart(2, '0')}-${String(dueDay).padStart(2, '0')}`;
}
