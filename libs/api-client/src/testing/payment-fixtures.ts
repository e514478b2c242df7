import type { PaymentItem } from '@fsp/contracts';

/** A succeeded, refundable $45.00 Visa card payment unless overridden. */
export function buildPaymentItem(overrides: Partial<PaymentItem> & Pick<PaymentItem, 'payment_intent_id'>): PaymentItem {
  return {
    id: `ch_${overrides.payment_intent_id}`,
    created_fmt: 'Nov 26, 2026, 3:04 PM',
    customer_name: 'Jane Doe',
    customer_email: 'jane@example.com',
    description: 'Invoice May 2026',
    pm_type: 'card',
    card_brand: 'visa',
    last4: '4242',
    amount: 4500,
    amount_refunded: 0,
    currency: 'USD',
    fee_minor: 161,
    net_minor: 4339,
    status: 'succeeded',
    refundable: true,
    ...overrides,
  };
}
