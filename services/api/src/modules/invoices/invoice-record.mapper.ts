import type { InvoiceRecord } from '@fsp/contracts';
import type { Customer } from '../customers/entities/customer.entity.js';
import type { Invoice } from './entities/invoice.entity.js';

/** An invoice with the customer it bills (name and address come from the customer row). */
export function toInvoiceRecord(invoice: Invoice, customer: Customer | null): InvoiceRecord {
  return {
    id: invoice.id,
    customer_id: invoice.customerId,
    customer_name: customer?.name ?? null,
    total_cents: invoice.totalCents,
    currency: invoice.currency,
    status: invoice.status,
    due_date: invoice.dueDate,
    effective_due_date: invoice.dueDateOverride ?? invoice.dueDate,
    due_date_overridden: invoice.dueDateOverride !== null,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    street: customer?.street ?? null,
    city: customer?.city ?? null,
    state: customer?.state ?? null,
    rule_id: invoice.ruleId,
    occurrence_date: invoice.occurrenceDate,
  };
}
