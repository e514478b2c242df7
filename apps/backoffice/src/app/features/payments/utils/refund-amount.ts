import type { PaymentItem } from '@fsp/contracts';

/** Minor units as the amount field shows them, e.g. 4500 → "45.00". */
export function refundAmountText(minor: number): string {
  return (minor / 100).toFixed(2);
}

/** Part 2 §5: the field starts at the payment's full amount (the Max shown beside it is what is left). */
export function defaultRefundText(item: Pick<PaymentItem, 'amount'>): string {
  return refundAmountText(item.amount);
}
