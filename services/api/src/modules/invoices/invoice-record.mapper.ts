import { isInvoicePaid, type InvoiceLineRecord, type InvoiceRecord, type PaymentAttemptRecord } from '@fsp/contracts';
import type { Customer } from '../customers/entities/customer.entity.js';
import type { Invoice } from './entities/invoice.entity.js';
import type { InvoiceLine } from './entities/invoice-line.entity.js';
import type { InvoicePaymentAttempt } from './entities/invoice-payment-attempt.entity.js';

/** What an invoice shows of the customer it bills: the name and the address. */
export type InvoiceCustomer = Pick<Customer, 'name' | 'street' | 'city' | 'state'>;

const isoTime = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * An invoice with the customer it bills (name and address come from the customer row); `canChargeCard` is
 * CardOnFileService's answer for that customer.
 */
export function toInvoiceRecord(invoice: Invoice, customer: InvoiceCustomer | null, canChargeCard = false): InvoiceRecord {
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
    invoice_date: invoice.invoiceDate,
    failure_reason: isInvoicePaid(invoice.status) ? null : invoice.failureReason,
    next_attempt_at: isInvoicePaid(invoice.status) ? null : isoTime(invoice.nextAttemptAt),
    can_charge_card: canChargeCard,
    sent_at: isoTime(invoice.sentAt),
    paid_at: isoTime(invoice.paidAt),
    amount_refunded_cents: invoice.amountRefundedCents,
  };
}

export function toInvoiceLineRecord(line: InvoiceLine): InvoiceLineRecord {
  return { id: line.id, service_label: line.serviceLabel, visit_date: line.visitDate, amount_cents: line.amountCents };
}

export function toPaymentAttemptRecord(attempt: InvoicePaymentAttempt): PaymentAttemptRecord {
  return {
    attempt_number: attempt.attemptNumber,
    source: attempt.source,
    status: attempt.status,
    reason: attempt.reason,
    amount_cents: attempt.amountCents,
    attempted_at: attempt.attemptedAt.toISOString(),
    completed_at: isoTime(attempt.completedAt),
  };
}
