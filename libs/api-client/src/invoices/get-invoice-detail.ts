import { useQuery } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type InvoiceDetail } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { useApi, type ApiClient } from '../use-api.js';
import { isInvoiceDetail } from './invoice-guards.js';
import { invoicePath, invoicesQueryKeyRoot } from './invoice-query-keys.js';

export function invoiceDetailQueryKey(id: string) {
  return [...invoicesQueryKeyRoot, 'detail', id] as const;
}

/** GET /api/owner/invoices/{id}: the invoice with its lines and payment attempts. */
export async function getInvoiceDetail(
  api: ApiClient,
  id: string,
  errorMessage: string = INVOICE_MESSAGES.failedToLoadDetails,
): Promise<InvoiceDetail> {
  const path = invoicePath(id);
  const body = await api.request<unknown>({ path, errorMessage });
  if (!isInvoiceDetail(body)) throw new Error(`Unexpected response from GET ${path}`);
  return body;
}

export function useInvoiceDetail(id: string, options: { enabled?: boolean; errorMessage?: string } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceDetailQueryKey(id),
    queryFn: () => getInvoiceDetail(api, id, options.errorMessage),
    enabled: options.enabled ?? true,
    retry: retryOnceUnlessRefused,
  });
}
