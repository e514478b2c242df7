import { useMutation } from '@tanstack/react-query';
import { INVOICE_PAGE_MESSAGES, PAYMENT_PROVIDER_KINDS, type InvoiceCardSetupResponse } from '@fsp/contracts';
import { useApi, type ApiClient } from '../use-api.js';
import { publicInvoicePath } from './public-invoice-paths.js';

export function isInvoiceCardSetupResponse(value: unknown): value is InvoiceCardSetupResponse {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const provider = body['provider'];
  return (
    typeof body['client_secret'] === 'string' &&
    typeof body['setup_intent_id'] === 'string' &&
    PAYMENT_PROVIDER_KINDS.some((kind) => kind === provider) &&
    (provider !== 'stripe' || typeof body['publishable_key'] === 'string')
  );
}

/** POST /api/public/invoices/{token}/card-setup: the card setup the card form confirms (the same one until it is used). */
export async function createInvoiceCardSetup(api: ApiClient, token: string): Promise<InvoiceCardSetupResponse> {
  const path = publicInvoicePath(token, 'card-setup');
  const body = await api.request<unknown>({ method: 'POST', path, errorMessage: INVOICE_PAGE_MESSAGES.failedToStartPayment });
  if (!isInvoiceCardSetupResponse(body)) throw new Error(`Unexpected response from POST ${path}`);
  return body;
}

export function useCreateInvoiceCardSetup(token: string) {
  const api = useApi();
  return useMutation({ mutationFn: () => createInvoiceCardSetup(api, token) });
}
