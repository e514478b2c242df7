import { useMutation, useQueryClient } from '@tanstack/react-query';
import { INVOICE_PAGE_MESSAGES, type PayInvoiceRequest, type PayInvoiceResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { publicInvoicePath, publicInvoiceQueryKey } from './public-invoice-paths.js';

const PAYMENT_STATES: readonly PayInvoiceResponse['status'][] = ['succeeded', 'requires_action', 'processing', 'failed'];

const isOptionalText = (value: unknown) => value === undefined || typeof value === 'string';

/** The answer of /pay and /payment-result: the payment's state, and what to do next when it needs authentication. */
export function isPayInvoiceResponse(value: unknown): value is PayInvoiceResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const next = body['next_action'];
  return (
    PAYMENT_STATES.some((status) => status === body['status']) &&
    (body['reason'] === null || typeof body['reason'] === 'string') &&
    (body['payment_intent_id'] === null || typeof body['payment_intent_id'] === 'string') &&
    (next === undefined ||
      (typeof next === 'object' &&
        next !== null &&
        ['redirect_url', 'client_secret', 'stripe_account', 'publishable_key'].every((key) => isOptionalText((next as Record<string, unknown>)[key]))))
  );
}

/** POST /api/public/invoices/{token}/pay with the card just confirmed on the card setup. */
export async function payInvoice(api: ApiClient, token: string, request: PayInvoiceRequest): Promise<PayInvoiceResponse> {
  const path = publicInvoicePath(token, 'pay');
  const body = await api.request<unknown>({ method: 'POST', path, body: request, errorMessage: INVOICE_PAGE_MESSAGES.failedToStartPayment });
  if (!isPayInvoiceResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}

/** Reloads the invoice afterwards, whatever the outcome: its status and failure reason may have changed. */
export function usePayInvoice(token: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PayInvoiceRequest) => payInvoice(api, token, request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicInvoiceQueryKey(token) }),
  });
}
