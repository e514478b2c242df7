import { useMutation } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type StartOnboardingResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';

export const START_STRIPE_ONBOARDING_PATH = '/api/owner/stripe/start-onboarding';

export type StartStripeOnboardingResponse = StartOnboardingResponse;

/**
 * POST with an empty body (part 2 §7); resolves with the payment provider's onboarding URL. Rejects with the
 * server's reason, else `errorMessage` (default "Could not start Stripe onboarding").
 */
export async function startStripeOnboarding(
  api: ApiClient,
  errorMessage: string = PAYMENT_MESSAGES.couldNotStartStripeOnboarding,
): Promise<StartStripeOnboardingResponse> {
  const body = await api.request<unknown>({ method: 'POST', path: START_STRIPE_ONBOARDING_PATH, body: {}, errorMessage });
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !url) throw new Error(`No url in the response of POST ${START_STRIPE_ONBOARDING_PATH}`);
  return { url };
}

export function useStartStripeOnboarding(errorMessage?: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => startStripeOnboarding(api, errorMessage) });
}
