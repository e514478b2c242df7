import { useMutation } from '@tanstack/react-query';
import { PAYMENT_MESSAGES, type PaymentListQuery } from '@fsp/contracts';
import type { DownloadedFile } from '../api-request.js';
import { useApiDownload, type ApiDownloader } from '../use-api.js';
import { paymentListQueryParams, STRIPE_PAYMENTS_PATH } from './get-stripe-payments.js';

/** The filters of an export: every matching row is in the file, so paging does not apply. */
export type PaymentsCsvQuery = Pick<PaymentListQuery, 'q' | 'status' | 'from' | 'to'>;

/**
 * GET /api/owner/stripe/payments?format=csv with the list's filters: the file of every matching payment, named by
 * the server's Content-Disposition (owner only; a manager is refused with 403).
 */
export async function downloadPaymentsCsv(
  download: ApiDownloader,
  query: PaymentsCsvQuery,
  errorMessage: string = PAYMENT_MESSAGES.csvExportFailed,
): Promise<DownloadedFile> {
  const { q, status, from, to } = query;
  return download({
    path: STRIPE_PAYMENTS_PATH,
    query: { format: 'csv', ...paymentListQueryParams({ q, status, from, to }) },
    accept: 'text/csv',
    errorMessage,
  });
}

export function useDownloadPaymentsCsv(options: { errorMessage?: string } = {}) {
  const download = useApiDownload();
  return useMutation({ mutationFn: (query: PaymentsCsvQuery) => downloadPaymentsCsv(download, query, options.errorMessage) });
}
