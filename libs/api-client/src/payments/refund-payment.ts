import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type RefundRequest, type RefundResponse } from '@fsp/contracts';
import { invoicesQueryKeyRoot } from '../invoices/invoice-query-keys.js';
import { useApi, type ApiClient } from '../use-api.js';
import { isRefundResponse } from './payment-guards.js';
import { invalidateStripeQueries, STRIPE_OWNER_PATH } from './stripe-query-keys.js';

export const REFUND_PATH = `${STRIPE_OWNER_PATH}/refund`;

export interface RefundPaymentInput extends RefundRequest {
  /** Sent as `Idempotency-Key`: the same key again refunds at most once, so a retry after a lost answer is safe. */
  idempotencyKey: string;
}

/** POST /api/owner/stripe/refund with `payment_intent` and `amount_minor` (part 2 §7). */
export async function refundPayment(
  api: ApiClient,
  { payment_intent, amount_minor, idempotencyKey }: RefundPaymentInput,
  errorMessage: string = PAYMENT_MESSAGES.refundFailed,
): Promise<RefundResponse> {
  const body = await api.request<unknown>({
    method: 'POST',
    path: REFUND_PATH,
    body: { payment_intent, amount_minor } satisfies RefundRequest,
    headers: { 'Idempotency-Key': idempotencyKey },
    errorMessage,
  });
  if (!isRefundResponse(body)) throw new Error(`Unexpected response from POST ${REFUND_PATH}`);
  return body;
}

/** A new random Idempotency-Key: a UUID, or 32 random hex digits where randomUUID is missing (it needs a secure context). */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * After any answer (even a failure, whose outcome may be unknown) the payments lists, balance and earnings reload,
 * and so do the invoices, whose refunded amount and state follow the payment's.
 */
export function useRefundPayment(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundPaymentInput) => refundPayment(api, input, options.errorMessage),
    onSettled: () =>
      Promise.all([invalidateStripeQueries(queryClient), queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot })]),
  });
}
