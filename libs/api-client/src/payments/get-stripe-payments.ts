import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, PAYMENT_STATUS_ANY, type PaymentListQuery, type PaymentListResponse } from '@fsp/contracts';
import { ApiError, retryOnceUnlessRefused } from '../api-error.js';
import type { QueryValue } from '../api-request.js';
import { useApi, type ApiClient } from '../use-api.js';
import { isPaymentListResponse } from './payment-guards.js';
import { STRIPE_OWNER_PATH, stripeQueryKeyRoot } from './stripe-query-keys.js';

export const STRIPE_PAYMENTS_PATH = `${STRIPE_OWNER_PATH}/payments`;

/** Every payments list page sits under this key (and so under stripeQueryKeyRoot). */
export const stripePaymentsQueryKeyRoot = [...stripeQueryKeyRoot, 'payments'] as const;

/**
 * The query string of a payments list or export: blank text, "any" status and missing values are left out, so
 * the same filters always give the same URL and cache key.
 */
export function paymentListQueryParams(query: PaymentListQuery): Record<string, QueryValue> {
  const q = query.q?.trim();
  return {
    q: q || undefined,
    status: query.status && query.status !== PAYMENT_STATUS_ANY ? query.status : undefined,
    from: query.from || undefined,
    to: query.to || undefined,
    limit: query.limit,
    starting_after: query.starting_after || undefined,
  };
}

export function stripePaymentsQueryKey(query: PaymentListQuery) {
  return [...stripePaymentsQueryKeyRoot, paymentListQueryParams(query)] as const;
}

/**
 * GET /api/owner/stripe/payments: one page of the connected account's payments. An answer with `ok: false`
 * rejects with its `error` (part 2 §8: the server's error, else the screen's default).
 */
export async function getStripePayments(
  api: ApiClient,
  query: PaymentListQuery,
  errorMessage: string = PAYMENT_MESSAGES.failedToLoadStripePayments,
  signal?: AbortSignal,
): Promise<PaymentListResponse> {
  const body = await api.request<unknown>({ path: STRIPE_PAYMENTS_PATH, query: paymentListQueryParams(query), errorMessage, signal });
  if (!isPaymentListResponse(body)) throw new Error(`Unexpected response from GET ${STRIPE_PAYMENTS_PATH}`);
  if (!body.ok) throw new ApiError(200, body.error || errorMessage, body.error || null, body);
  return body;
}

export function useStripePayments(query: PaymentListQuery, options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: stripePaymentsQueryKey(query),
    queryFn: ({ signal }) => getStripePayments(api, query, options.errorMessage, signal),
    enabled: options.enabled ?? true,
    // The page shown stays while the next one (another filter or page) loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    retry: retryOnceUnlessRefused,
  });
}
