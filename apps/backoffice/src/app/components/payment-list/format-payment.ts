import { formatMoney, INVOICE_MESSAGES, paymentMethodLabel, type PaymentItem } from '@fsp/contracts';

export const NO_VALUE = '—';

/** The customer's name, else e-mail (as the CSV's Customer column), else a dash. */
export function paymentCustomer(item: Pick<PaymentItem, 'customer_name' | 'customer_email'>): string {
  return item.customer_name?.trim() || item.customer_email?.trim() || NO_VALUE;
}

/** The e-mail shown under the name, when both are known. */
export function paymentCustomerEmail(item: Pick<PaymentItem, 'customer_name' | 'customer_email'>): string | null {
  return item.customer_name?.trim() && item.customer_email?.trim() ? item.customer_email.trim() : null;
}

export function paymentMethod(item: Pick<PaymentItem, 'pm_type' | 'card_brand' | 'last4'>): string {
  return paymentMethodLabel(item) || NO_VALUE;
}

export function paymentMoney(item: Pick<PaymentItem, 'currency'>, minor: number): string {
  return formatMoney(minor, item.currency);
}

/** The refunded part of a payment, "Refunded $15.00": the words of an invoice's refunded part, for the same money. */
export function paymentRefunded(item: Pick<PaymentItem, 'currency' | 'amount_refunded'>): string {
  return INVOICE_MESSAGES.partlyRefunded(paymentMoney(item, item.amount_refunded));
}
