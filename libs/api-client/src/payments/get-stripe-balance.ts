import { useQuery } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type BalanceResponse, type CurrencyAmount } from '@fsp/contracts';
import { ApiError, retryOnceUnlessRefused } from '../api-error.js';
import { isObject } from '../json-guards.js';
import { useApi, type ApiClient } from '../use-api.js';
import { STRIPE_OWNER_PATH, stripeQueryKeyRoot } from './stripe-query-keys.js';

export const STRIPE_BALANCE_PATH = `${STRIPE_OWNER_PATH}/balance`;

export const stripeBalanceQueryKey = [...stripeQueryKeyRoot, 'balance'] as const;

export function isCurrencyAmount(value: unknown): value is CurrencyAmount {
  return isObject(value) && Number.isInteger(value['amount']) && typeof value['currency'] === 'string' && value['currency'] !== '';
}

const isCurrencyAmounts = (value: unknown): value is CurrencyAmount[] => Array.isArray(value) && value.every(isCurrencyAmount);

/** Part 1 §3 "Payment balance": ok, error, hasAccount, accountId, available and pending per currency. */
export function isBalanceResponse(value: unknown): value is BalanceResponse {
  return (
    isObject(value) &&
    typeof value['ok'] === 'boolean' &&
    (value['error'] === null || typeof value['error'] === 'string') &&
    typeof value['hasAccount'] === 'boolean' &&
    (value['accountId'] === null || typeof value['accountId'] === 'string') &&
    isCurrencyAmounts(value['available']) &&
    isCurrencyAmounts(value['pending'])
  );
}

/**
 * GET /api/owner/stripe/balance: the connected account's balance, or `hasAccount: false` when there is none yet.
 * Rejects with the server's reason (also an `ok: false` answer's `error`), else `errorMessage`.
 */
export async function getStripeBalance(
  api: ApiClient,
  errorMessage: string = PAYMENT_MESSAGES.failedToLoadBalance,
): Promise<BalanceResponse> {
  const body = await api.request<unknown>({ path: STRIPE_BALANCE_PATH, errorMessage });
  if (!isBalanceResponse(body)) throw new Error(`Unexpected response from GET ${STRIPE_BALANCE_PATH}`);
  if (!body.ok) throw new ApiError(200, body.error || errorMessage, body.error || null, body);
  return body;
}

/** Shared by the dashboard's balance card and Insights; each screen words a failure with its own default. */
export function useStripeBalance(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: stripeBalanceQueryKey,
    queryFn: () => getStripeBalance(api, options.errorMessage),
    enabled: options.enabled ?? true,
    // A refusal (a crew member's 403) stays a refusal; a failure without an answer or a 5xx is tried once more.
    retry: retryOnceUnlessRefused,
  });
}
