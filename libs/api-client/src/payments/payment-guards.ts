import {
  PAYMENT_STATUSES,
  type PaymentItem,
  type PaymentListResponse,
  type RefundResponse,
} from '@fsp/contracts';
import { isObject } from '../json-guards.js';

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || isText(value);
const isWholeNumber = (value: unknown) => Number.isInteger(value);

/** Part 2 §3 "Payment item". */
export function isPaymentItem(value: unknown): value is PaymentItem {
  return (
    isObject(value) &&
    isText(value['id']) &&
    isText(value['payment_intent_id']) &&
    isText(value['created_fmt']) &&
    isTextOrNull(value['customer_name']) &&
    isTextOrNull(value['customer_email']) &&
    isTextOrNull(value['description']) &&
    isTextOrNull(value['pm_type']) &&
    isTextOrNull(value['card_brand']) &&
    isTextOrNull(value['last4']) &&
    isWholeNumber(value['amount']) &&
    isWholeNumber(value['amount_refunded']) &&
    isText(value['currency']) &&
    isWholeNumber(value['fee_minor']) &&
    isWholeNumber(value['net_minor']) &&
    isText(value['status']) &&
    (PAYMENT_STATUSES as readonly string[]).includes(value['status']) &&
    typeof value['refundable'] === 'boolean'
  );
}

/** Part 2 §3 "List response". */
export function isPaymentListResponse(value: unknown): value is PaymentListResponse {
  return (
    isObject(value) &&
    typeof value['ok'] === 'boolean' &&
    isTextOrNull(value['error']) &&
    typeof value['hasAccount'] === 'boolean' &&
    isTextOrNull(value['accountId']) &&
    Array.isArray(value['items']) &&
    value['items'].every(isPaymentItem) &&
    typeof value['has_more'] === 'boolean' &&
    isTextOrNull(value['next_cursor'])
  );
}

/** POST /api/owner/stripe/refund: `{ ok: true, refund_id, payment }` with the payment as it is after the refund. */
export function isRefundResponse(value: unknown): value is RefundResponse {
  return isObject(value) && value['ok'] === true && isText(value['refund_id']) && isPaymentItem(value['payment']);
}
