import { useQuery } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, PAYMENT_PROVIDER_KINDS, type SignupSetupIntentResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { signupPaymentPath } from './signup-payment-paths.js';

export interface GetSignupSetupIntentInput {
  code: string;
  orgId: string;
  email: string;
}

export function isSignupSetupIntentResponse(value: unknown): value is SignupSetupIntentResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const provider = body['provider'];
  return (
    typeof body['client_secret'] === 'string' &&
    typeof body['setup_intent_id'] === 'string' &&
    typeof body['customer_id'] === 'string' &&
    PAYMENT_PROVIDER_KINDS.some((kind) => kind === provider) &&
    (provider !== 'stripe' || typeof body['publishable_key'] === 'string') &&
    (body['payment_method'] === undefined || typeof body['payment_method'] === 'string')
  );
}

/** The invite's card setup (the same one on every reload); rejects with "Failed to initialize payment" or the server's reason. */
export async function getSignupSetupIntent(api: ApiClient, { code, orgId, email }: GetSignupSetupIntentInput): Promise<SignupSetupIntentResponse> {
  const path = signupPaymentPath(code, 'setup-intent');
  const body = await api.request<unknown>({ path, query: { org_id: orgId, email }, errorMessage: PAYMENT_MESSAGES.failedToInitializePayment });
  if (!isSignupSetupIntentResponse(body)) throw new Error(`Unexpected response from GET ${path}`);
  return body;
}

export function signupSetupIntentQueryKey({ code, orgId, email }: GetSignupSetupIntentInput) {
  return ['public', 'signup', code, 'setup-intent', orgId, email] as const;
}

/** Loaded once per page visit: a refetch would only return the same intent. */
export function useSignupSetupIntent(input: GetSignupSetupIntentInput, options: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: signupSetupIntentQueryKey(input),
    queryFn: () => getSignupSetupIntent(api, input),
    enabled: options.enabled ?? true,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
