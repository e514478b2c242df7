import { useQuery } from '@tanstack/react-query';
import { INVOICE_PAGE_MESSAGES, INVOICE_STATUSES, type PublicInvoiceView } from '@fsp/contracts';
import { retryOnceUnlessRefused } from '../api-error.js';
import { isInvoiceLineRecord } from '../invoices/invoice-guards.js';
import { useApi, type ApiClient } from '../use-api.js';
import { publicInvoicePath, publicInvoiceQueryKey } from './public-invoice-paths.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';


export function isPublicInvoiceView(value: unknown): value is PublicInvoiceView {
  if (!isRecord(value) || !isRecord(value['organization'])) return false;
  const { organization, lines, card_on_file: card } = value;
  return (
    typeof organization['name'] === 'string' &&
    isTextOrNull(organization['email']) &&
    isTextOrNull(organization['phone_number']) &&
    isTextOrNull(value['customer_name']) &&
    Array.isArray(lines) &&
    lines.every(isInvoiceLineRecord) &&
    typeof value['total_cents'] === 'number' &&
    typeof value['currency'] === 'string' &&
    INVOICE_STATUSES.some((status) => status === value['status']) &&
    typeof value['due_date'] === 'string' &&
    typeof value['invoice_date'] === 'string' &&
    typeof value['period_start'] === 'string' &&
    typeof value['period_end'] === 'string' &&
    isTextOrNull(value['paid_at']) &&
    isTextOrNull(value['failure_reason']) &&
    (card === null || (isRecord(card) && isTextOrNull(card['brand']) && isTextOrNull(card['last4']))) &&
    typeof value['can_pay'] === 'boolean'
  );
}

/** GET /api/public/invoices/{token}; rejects with the server's reason ("Invoice not found"), else "Failed to load invoice". */
export async function getPublicInvoice(api: ApiClient, token: string): Promise<PublicInvoiceView> {
  const path = publicInvoicePath(token);
  const body = await api.request<unknown>({ path, errorMessage: INVOICE_PAGE_MESSAGES.failedToLoad });
  if (!isPublicInvoiceView(body)) throw new Error(`Unexpected response from GET ${path}`);
  return body;
}

/** While a payment is in flight the invoice is read again every so often, so that the page shows how it settled. */
export const PUBLIC_INVOICE_PROCESSING_REFRESH_MS = 5_000;

export function usePublicInvoice(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: publicInvoiceQueryKey(token),
    queryFn: () => getPublicInvoice(api, token),
    retry: retryOnceUnlessRefused,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PUBLIC_INVOICE_PROCESSING_REFRESH_MS : false),
  });
}
