import { useMutation } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type DashboardLinkResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { STRIPE_OWNER_PATH } from './stripe-query-keys.js';

export const DASHBOARD_LINK_PATH = `${STRIPE_OWNER_PATH}/dashboard-link`;

export function isDashboardLinkResponse(value: unknown): value is DashboardLinkResponse {
  return typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string' && (value as { url: string }).url !== '';
}

/**
 * POST /api/owner/stripe/dashboard-link with an empty body: a one-time link into the payment provider's dashboard
 * for the connected account. Rejects with the server's reason, else `errorMessage`.
 */
export async function createDashboardLink(
  api: ApiClient,
  errorMessage: string = PAYMENT_MESSAGES.couldNotOpenProviderDashboard,
): Promise<DashboardLinkResponse> {
  const body = await api.request<unknown>({ method: 'POST', path: DASHBOARD_LINK_PATH, body: {}, errorMessage });
  if (!isDashboardLinkResponse(body)) throw new Error(`Unexpected response from POST ${DASHBOARD_LINK_PATH}`);
  return { url: body.url };
}

export function useCreateDashboardLink(options: { errorMessage?: string } = {}) {
  const api = useApi();
  return useMutation({ mutationFn: () => createDashboardLink(api, options.errorMessage) });
}
