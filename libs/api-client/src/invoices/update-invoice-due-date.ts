import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type InvoiceRecord, type UpdateInvoiceDueDateRequest } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { answeredInvoiceOf, isInvoiceRecord } from './invoice-guards.js';
import { invoicePath, invoicesQueryKeyRoot } from './invoice-query-keys.js';

export interface UpdateInvoiceDueDateInput {
  id: string;
  /** yyyy-MM-dd to override the due date, or null to go back to the default. */
  due_date: string | null;
}

/** PATCH /api/owner/invoices/{id}/due-date; resolves with the invoice as it now stands. */
export async function updateInvoiceDueDate(
  api: ApiClient,
  { id, due_date }: UpdateInvoiceDueDateInput,
  errorMessage: string = INVOICE_MESSAGES.failedToUpdateDueDate,
): Promise<InvoiceRecord> {
  const path = `${invoicePath(id)}/due-date`;
  const request: UpdateInvoiceDueDateRequest = { due_date };
  const body = await api.request<unknown>({ method: 'PATCH', path, body: request, errorMessage });
  return answeredInvoiceOf(body, isInvoiceRecord, `PATCH ${path}`);
}

export function useUpdateInvoiceDueDate(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInvoiceDueDateInput) => updateInvoiceDueDate(api, input, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot }),
  });
}
