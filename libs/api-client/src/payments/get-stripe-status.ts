import { useQuery } from '@tanstack/react-query';
import type { PaymentProviderStatus } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const STRIPE_STATUS_PATH = '/api/owner/stripe/status';

export function isPaymentProviderStatus(value: unknown): value is PaymentProviderStatus {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body['ok'] === 'boolean' &&
    typeof body['onboarded'] === 'boolean' &&
    typeof body['charges_enabled'] === 'boolean' &&
    typeof body['payouts_enabled'] === 'boolean' &&
    typeof body['details_submitted'] === 'boolean' &&
    typeof body['requirements_currently_due_len'] === 'number'
  );
}

/** The organization's payment-provider account state ("Onboarding required" until `onboarded`). */
export async function getStripeStatus(api: ApiClient, errorMessage?: string): Promise<PaymentProviderStatus> {
  const body = await api.request<unknown>({ path: STRIPE_STATUS_PATH, errorMessage });
  if (!isPaymentProviderStatus(body)) throw new Error(`Unexpected response from GET ${STRIPE_STATUS_PATH}`);
  return body;
}

export const stripeStatusQueryKey = ['owner', 'stripe', 'status'] as const;

export function useStripeStatus() {
  const api = useApi();
  return useQuery({ queryKey: stripeStatusQueryKey, queryFn: () => getStripeStatus(api) });
}
