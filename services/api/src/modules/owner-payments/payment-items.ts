import type { PaymentItem } from '@fsp/contracts';
import { isRefundable } from '../payments/payment-listing.js';
import type { ProviderPayment } from '../payments/payments-provider.js';

/** Part 2 §3 "Payment item", exactly its fields. */
export function toPaymentItem(payment: ProviderPayment, formatCreated: (at: Date) => string): PaymentItem {
  return {
    id: payment.id,
    payment_intent_id: payment.paymentIntentId,
    created_fmt: formatCreated(payment.created),
    customer_name: payment.customerName,
    customer_email: payment.customerEmail,
    description: payment.description,
    pm_type: payment.pmType,
    card_brand: payment.cardBrand,
    last4: payment.last4,
    amount: payment.amountCents,
    amount_refunded: payment.amountRefundedCents,
    currency: payment.currency,
    fee_minor: payment.feeCents,
    net_minor: payment.netCents,
    status: payment.status,
    refundable: isRefundable(payment),
  };
}
