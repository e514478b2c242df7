import { useMutation } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type DashboardLinkResponse } from '@fsp/contracts';
import { isObject } from '../json-guards.js';
import { useApi, type ApiClient } from '../use-api.js';
import { STRIPE_OWNER_PATH } from './stripe-query-keys.js';

export const DASHBOARD_LINK_PATH = `${STRIPE_OWNER_PATH}/dashboard-link`;

/** `{ url }` with an absolute http(s) URL: the screen opens it in a tab, so nothing else (javascript:, data:) passes. */
export function isDashboardLinkResponse(value: unknown): value is DashboardLinkResponse {
  return isObject(value) && typeof value['url'] === 'string' && isHttpUrl(value['url']);
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
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
