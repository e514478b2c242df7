import {
  INVOICE_STATUSES,
  PAYMENT_ATTEMPT_SOURCES,
  PAYMENT_ATTEMPT_STATUSES,
  type InvoiceDetail,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type PaymentAttemptRecord,
} from '@fsp/contracts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isNumberOrNull = (value: unknown) => value === null || typeof value === 'number';
const isOneOf = (values: readonly string[], value: unknown) => isText(value) && values.includes(value);

/** Part 2 §3 "Invoice" with the fields issue 11 adds. */
export function isInvoiceRecord(value: unknown): value is InvoiceRecord {
  return (
    isObject(value) &&
    isText(value['id']) &&
    isText(value['customer_id']) &&
    isTextOrNull(value['customer_name']) &&
    typeof value['total_cents'] === 'number' &&
    isText(value['currency']) &&
    isOneOf(INVOICE_STATUSES, value['status']) &&
    isText(value['due_date']) &&
    isText(value['effective_due_date']) &&
    typeof value['due_date_overridden'] === 'boolean' &&
    isText(value['period_start']) &&
    isText(value['period_end']) &&
    isTextOrNull(value['street']) &&
    isTextOrNull(value['city']) &&
    isTextOrNull(value['state']) &&
    isNumberOrNull(value['rule_id']) &&
    isTextOrNull(value['occurrence_date']) &&
    isText(value['invoice_date']) &&
    isTextOrNull(value['failure_reason']) &&
    isTextOrNull(value['next_attempt_at']) &&
    typeof value['can_charge_card'] === 'boolean' &&
    isTextOrNull(value['sent_at']) &&
    isTextOrNull(value['paid_at']) &&
    Number.isInteger(value['amount_refunded_cents'])
  );
}

export function isInvoiceLineRecord(value: unknown): value is InvoiceLineRecord {
  return (
    isObject(value) &&
    isText(value['id']) &&
    isText(value['service_label']) &&
    isText(value['visit_date']) &&
    typeof value['amount_cents'] === 'number'
  );
}

export function isPaymentAttemptRecord(value: unknown): value is PaymentAttemptRecord {
  return (
    isObject(value) &&
    typeof value['attempt_number'] === 'number' &&
    isOneOf(PAYMENT_ATTEMPT_SOURCES, value['source']) &&
    isOneOf(PAYMENT_ATTEMPT_STATUSES, value['status']) &&
    isTextOrNull(value['reason']) &&
    typeof value['amount_cents'] === 'number' &&
    isText(value['attempted_at']) &&
    isTextOrNull(value['completed_at'])
  );
}

export function isInvoiceDetail(value: unknown): value is InvoiceDetail {
  return (
    isInvoiceRecord(value) &&
    Array.isArray((value as Partial<InvoiceDetail>).lines) &&
    (value as InvoiceDetail).lines.every(isInvoiceLineRecord) &&
    Array.isArray((value as Partial<InvoiceDetail>).attempts) &&
    (value as InvoiceDetail).attempts.every(isPaymentAttemptRecord)
  );
}

/** The `invoice` of an `{ ok: true, invoice }` answer, checked with `check`; anything else is a broken response. */
export function answeredInvoiceOf<T extends InvoiceRecord>(body: unknown, check: (value: unknown) => value is T, request: string): T {
  const invoice = isObject(body) && body['ok'] === true ? body['invoice'] : undefined;
  if (!check(invoice)) throw new Error(`Unexpected response from ${request}`);
  return invoice;
}
