import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_PAGE_MESSAGES, type InvoicePaymentResultRequest, type PayInvoiceResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { isPayInvoiceResponse } from './pay-invoice.js';
import { publicInvoicePath, publicInvoiceQueryKey } from './public-invoice-paths.js';

/** POST /api/public/invoices/{token}/payment-result: the payment's final state once the cardholder authenticated (or not). */
export async function getInvoicePaymentResult(api: ApiClient, token: string, request: InvoicePaymentResultRequest): Promise<PayInvoiceResponse> {
  const path = publicInvoicePath(token, 'payment-result');
  const body = await api.request<unknown>({ method: 'POST', path, body: request, errorMessage: INVOICE_PAGE_MESSAGES.failedToCheckPayment });
  if (!isPayInvoiceResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}

export function useInvoicePaymentResult(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InvoicePaymentResultRequest) => getInvoicePaymentResult(api, token, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicInvoiceQueryKey(token) }),
  });
}
