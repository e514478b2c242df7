import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type InvoiceDetail } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invoiceDetailQueryKey } from './get-invoice-detail.js';
import { answeredInvoiceOf, isInvoiceDetail } from './invoice-guards.js';
import { invoicePath, invoicesQueryKeyRoot } from './invoice-query-keys.js';

/**
 * POST /api/owner/invoices/{id}/charge with an empty body: charges the customer's card saved with auto-pay consent
 * now. A declined card is an answer, not a failure: it resolves with the invoice showing payment_failed and why.
 */
export async function chargeInvoice(api: ApiClient, id: string, errorMessage: string = INVOICE_MESSAGES.failedToCharge): Promise<InvoiceDetail> {
  const path = `${invoicePath(id)}/charge`;
  const body = await api.request<unknown>({ method: 'POST', path, errorMessage });
  return answeredInvoiceOf(body, isInvoiceDetail, `POST ${path}`);
}

export function useChargeInvoice(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => chargeInvoice(api, id, options.errorMessage),
    onSuccess: (invoice) => queryClient.setQueryData(invoiceDetailQueryKey(invoice.id), invoice),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot }),
  });
}
