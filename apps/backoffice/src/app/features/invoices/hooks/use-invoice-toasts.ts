import { useMemo } from 'react';
import { INVOICE_TOAST_DURATION_MS } from '@fsp/contracts';
import { useToast } from '@fsp/ui';

/** Toasts of the Invoices screen, for the 2.6 s of part 2 §9. */
export function useInvoiceToasts() {
  const toast = useToast();
  return useMemo(
    () => ({
      success: (message: string, detail?: string) => toast.success(message, { detail, durationMs: INVOICE_TOAST_DURATION_MS }),
      info: (message: string, detail?: string) => toast.show(message, { detail, durationMs: INVOICE_TOAST_DURATION_MS }),
      error: (message: string, detail?: string) => toast.error(message, { detail, durationMs: INVOICE_TOAST_DURATION_MS }),
    }),
    [toast],
  );
}
