import { useQuery } from '@tanstack/react-query';
import type { PaymentProviderStatus } from '@fsp/contracts';
import { isObject } from '../json-guards.js';
import { useApi, type ApiClient } from '../use-api.js';
import { stripeQueryKeyRoot } from './stripe-query-keys.js';

export const STRIPE_STATUS_PATH = '/api/owner/stripe/status';

export function isPaymentProviderStatus(value: unknown): value is PaymentProviderStatus {
  return (
    isObject(value) &&
    typeof value['ok'] === 'boolean' &&
    typeof value['onboarded'] === 'boolean' &&
    typeof value['charges_enabled'] === 'boolean' &&
    typeof value['payouts_enabled'] === 'boolean' &&
    typeof value['details_submitted'] === 'boolean' &&
    typeof value['requirements_currently_due_len'] === 'number'
  );
}

/** The organization's payment-provider account state ("Onboarding required" until `onboarded`). */
export async function getStripeStatus(api: ApiClient, errorMessage?: string): Promise<PaymentProviderStatus> {
  const body = await api.request<unknown>({ path: STRIPE_STATUS_PATH, errorMessage });
  if (!isPaymentProviderStatus(body)) throw new Error(`Unexpected response from GET ${STRIPE_STATUS_PATH}`);
  return body;
}

export const stripeStatusQueryKey = [...stripeQueryKeyRoot, 'status'] as const;

export function useStripeStatus() {
  const api = useApi();
  return useQuery({ queryKey: stripeStatusQueryKey, queryFn: () => getStripeStatus(api) });
}
