import type { InvoiceDetail, InvoiceLineRecord, InvoiceRecord, PaymentAttemptRecord } from '@fsp/contracts';

/** An invoice as GET /api/owner/invoices lists it: by default an open May 2026 billing-run invoice of $120.00. */
export function buildInvoice(overrides: Partial<InvoiceRecord> & Pick<InvoiceRecord, 'id'>): InvoiceRecord {
  return {
    customer_id: 'c1',
    customer_name: 'Jane Doe',
    total_cents: 12000,
    currency: 'USD',
    status: 'open',
    due_date: '2026-06-15',
    effective_due_date: '2026-06-15',
    due_date_overridden: false,
    period_start: '2026-05-01',
    period_end: '2026-05-31',
    street: '12 Oak St',
    city: 'Springfield',
    state: 'IL',
    rule_id: null,
    occurrence_date: null,
    invoice_date: '2026-06-01',
    failure_reason: null,
    next_attempt_at: null,
    can_charge_card: false,
    sent_at: null,
    paid_at: null,
    amount_refunded_cents: 0,
    ...overrides,
  };
}

export function buildInvoiceLine(overrides: Partial<InvoiceLineRecord> & Pick<InvoiceLineRecord, 'id'>): InvoiceLineRecord {
  return { service_label: 'Lawn Mowing', visit_date: '2026-05-04', amount_cents: 6000, ...overrides };
}

export function buildPaymentAttempt(overrides: Partial<PaymentAttemptRecord> & Pick<PaymentAttemptRecord, 'attempt_number'>): PaymentAttemptRecord {
  return {
    source: 'autopay',
    status: 'succeeded',
    reason: null,
    amount_cents: 12000,
    attempted_at: '2026-06-15T04:00:00.000Z',
    completed_at: '2026-06-15T04:00:02.000Z',
    ...overrides,
  };
}

/** GET /api/owner/invoices/{id}: the invoice with its lines and attempts (none unless given). */
export function buildInvoiceDetail(
  invoice: InvoiceRecord,
  extra: { lines?: InvoiceLineRecord[]; attempts?: PaymentAttemptRecord[] } = {},
): InvoiceDetail {
  return { ...invoice, lines: extra.lines ?? [], attempts: extra.attempts ?? [] };
}
