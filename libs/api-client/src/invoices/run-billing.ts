import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type BillingRunRequest, type BillingRunResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { INVOICES_PATH, invoicesQueryKeyRoot } from './invoice-query-keys.js';

export const BILLING_RUN_PATH = `${INVOICES_PATH}/billing-run`;

export function isBillingRunResponse(value: unknown): value is BillingRunResponse {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return Number.isInteger(fields['created']) && Number.isInteger(fields['skipped']);
}

/** POST /api/owner/invoices/billing-run { period: "YYYY-MM" }: bills a finished month's recurring visits. */
export async function runBilling(
  api: ApiClient,
  request: BillingRunRequest,
  errorMessage: string = INVOICE_MESSAGES.failedToRunBilling,
): Promise<BillingRunResponse> {
  const body = await api.request<unknown>({ method: 'POST', path: BILLING_RUN_PATH, body: { period: request.period }, errorMessage });
  if (!isBillingRunResponse(body)) throw new Error(`Unexpected response from POST ${BILLING_RUN_PATH}`);
  return body;
}

export function useRunBilling(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BillingRunRequest) => runBilling(api, request, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot }),
  });
}
