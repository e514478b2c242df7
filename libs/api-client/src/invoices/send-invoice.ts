import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_MESSAGES, type SendInvoiceResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { invoicePath, invoicesQueryKeyRoot } from './invoice-query-keys.js';

export function isSendInvoiceResponse(value: unknown): value is SendInvoiceResponse {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return fields['ok'] === true && typeof fields['email'] === 'boolean' && typeof fields['sms'] === 'boolean';
}

/** POST /api/owner/invoices/{id}/send with an empty body: e-mails the invoice (and texts it where the customer consented). */
export async function sendInvoice(api: ApiClient, id: string, errorMessage: string = INVOICE_MESSAGES.failedToSend): Promise<SendInvoiceResponse> {
  const path = `${invoicePath(id)}/send`;
  const body = await api.request<unknown>({ method: 'POST', path, errorMessage });
  if (!isSendInvoiceResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}

/** The invoice's sent_at changes, so the invoice reads reload. */
export function useSendInvoice(options: { errorMessage?: string } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => sendInvoice(api, id, options.errorMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoicesQueryKeyRoot }),
  });
}
