import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invoicePath, invoicesQueryKeyRoot } from './invoice-query-keys.js';

/** POST /api/owner/invoices/{id}/mark-paid with an empty body (part 2 §7). */
export async function markInvoicePaid(api: ApiClient, id: string, errorMessage: string = INVOICE_MESSAGES.failedToMarkPaid): Promise<void> {
  await api.request<unknown>({ method: 'POST', path: `${invoicePath(id)}/mark-paid`, errorMessage });
}

export function useMarkInvoicePaid(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markInvoicePaid(api, id, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot }),
  });
}
