import { useEffect } from 'react';
import { INVOICE_MESSAGES, type InvoiceRecord } from '@fsp/contracts';
import { serverErrorOr, useInvoices } from '@fsp/api-client';
import { useInvoiceToasts } from './use-invoice-toasts.js';

/**
 * The invoice list; a failed load toasts the server's reason (else "Failed to load invoices") and shows no stale
 * invoices (part 2 §8: a failed list load resets the list to empty).
 */
export function useInvoiceList() {
  const list = useInvoices();
  const toasts = useInvoiceToasts();
  const { isError, error } = list;

  useEffect(() => {
    // `error` is a new object for each failed load, so each failure toasts once.
    if (isError) toasts.error(serverErrorOr(error, INVOICE_MESSAGES.failedToLoad));
  }, [isError, error, toasts]);

  const invoices: InvoiceRecord[] = isError ? [] : (list.data ?? []);
  return {
    invoices,
    loading: list.isPending,
    refreshing: list.isFetching && !list.isPending,
    refresh: () => void list.refetch(),
  };
}
