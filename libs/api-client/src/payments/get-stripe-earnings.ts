import { useQuery } from '@tanstack/react-query';
import { EARNINGS_MONTHS, PAYMENT_MESSAGES, type EarningsBucket, type EarningsResponse } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { isObject } from '../json-guards.js';
import { useApi, type ApiClient } from '../use-api.js';
import { STRIPE_OWNER_PATH, stripeQueryKeyRoot } from './stripe-query-keys.js';

export const STRIPE_EARNINGS_PATH = `${STRIPE_OWNER_PATH}/earnings`;

export function stripeEarningsQueryKey(months: number = EARNINGS_MONTHS) {
  return [...stripeQueryKeyRoot, 'earnings', months] as const;
}

export function isEarningsBucket(value: unknown): value is EarningsBucket {
  return (
    isObject(value) &&
    typeof value['period'] === 'string' &&
    /^\d{4}-(0[1-9]|1[0-2])$/.test(value['period']) &&
    Number.isInteger(value['net_minor']) &&
    Number.isInteger(value['count']) &&
    (value['count'] as number) >= 0 &&
    typeof value['currency'] === 'string' &&
    value['currency'] !== ''
  );
}

/** Part 2 §3 "Earnings response": ok and one bucket per month, oldest first. */
export function isEarningsResponse(value: unknown): value is EarningsResponse {
  return isObject(value) && value['ok'] === true && Array.isArray(value['buckets']) && value['buckets'].every(isEarningsBucket);
}

/** GET /api/owner/stripe/earnings?months=12: net earnings per month in the organization's time zone. */
export async function getStripeEarnings(
  api: ApiClient,
  months: number = EARNINGS_MONTHS,
  errorMessage: string = PAYMENT_MESSAGES.failedToLoadEarnings,
): Promise<EarningsResponse> {
  const body = await api.request<unknown>({ path: STRIPE_EARNINGS_PATH, query: { months }, errorMessage });
  if (!isEarningsResponse(body)) throw new Error(`Unexpected response from GET ${STRIPE_EARNINGS_PATH}`);
  return body;
}

export function useStripeEarnings(options: { months?: number; enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  const months = options.months ?? EARNINGS_MONTHS;
  return useQuery({
    queryKey: stripeEarningsQueryKey(months),
    queryFn: () => getStripeEarnings(api, months, options.errorMessage),
    enabled: options.enabled ?? true,
    // A refusal (a crew member's 403) stays a refusal; a failure without an answer or a 5xx is tried once more.
    retry: retryOnceUnlessRefused,
  });
}
