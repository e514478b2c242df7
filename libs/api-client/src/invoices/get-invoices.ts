import { useQuery } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type InvoiceRecord } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';
import { isInvoiceRecord } from './invoice-guards.js';
import { INVOICES_PATH, invoicesQueryKeyRoot } from './invoice-query-keys.js';

export const invoicesListQueryKey = [...invoicesQueryKeyRoot, 'list'] as const;

/** GET /api/owner/invoices: the organization's invoices, newest first. */
export async function getInvoices(api: ApiClient, errorMessage: string = INVOICE_MESSAGES.failedToLoad): Promise<InvoiceRecord[]> {
  const body = await api.request<unknown>({ path: INVOICES_PATH, errorMessage });
  if (!Array.isArray(body) || !body.every(isInvoiceRecord)) throw new Error(`Unexpected response from GET ${INVOICES_PATH}`);
  return body;
}

export function useInvoices(options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: invoicesListQueryKey,
    queryFn: () => getInvoices(api, options.errorMessage),
    enabled: options.enabled ?? true,
    // A refusal (e.g. a crew member's 403) stays a refusal; only a failure without a reason is tried again.
    retry: retryOnceUnlessRefused,
  });
}
