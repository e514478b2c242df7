import { useState } from 'react';
import { INVOICE_MESSAGES } from '@fsp/contracts';
import { isApiError, serverErrorOr, useCreateInvoiceFromOccurrence, useMarkInvoicePaid } from '@fsp/api-client';
import { Button, Dialog } from '@fsp/ui';
import { useDashboardToasts } from '../hooks/use-dashboard-toasts.js';
import type { DashboardStop } from '../utils/dashboard-stops.js';

export interface InvoiceDialogProps {
  stop: DashboardStop;
  onClose(): void;
  /** The visit now has an invoice (created here, or found to exist already). */
  onInvoiced(stop: DashboardStop): void;
}

type Pending = 'invoice' | 'invoice-and-paid';

/** Invoice a one-off visit, optionally marking the new invoice paid straight away (part 1 §7). */
export function InvoiceDialog({ stop, onClose, onInvoiced }: InvoiceDialogProps) {
  const toasts = useDashboardToasts();
  const create = useCreateInvoiceFromOccurrence();
  const markPaid = useMarkInvoicePaid();
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async (choice: Pending) => {
    setPending(choice);
    let invoiceId: string;
    try {
      invoiceId = await create.mutateAsync({ rule_id: stop.ruleId, date: stop.date });
    } catch (error) {
      console.error('Creating the invoice failed', error);
      if (isApiError(error) && error.status === 409) onInvoiced(stop);
      toasts.error(serverErrorOr(error, INVOICE_MESSAGES.failedToCreate));
      setPending(null);
      return;
    }
    onInvoiced(stop);
    if (choice === 'invoice') {
      toasts.success(INVOICE_MESSAGES.created);
      onClose();
      return;
    }
    try {
      await markPaid.mutateAsync(invoiceId);
      toasts.success(INVOICE_MESSAGES.createdAndPaid);
    } catch (error) {
      console.error('Marking the new invoice paid failed', error);
      toasts.success(INVOICE_MESSAGES.created);
      toasts.error(serverErrorOr(error, INVOICE_MESSAGES.failedToMarkPaid));
    }
    onClose();
  };

  const service = stop.serviceLabels[0] ?? '';
  return (
    <Dialog
      open
      onClose={() => pending === null && onClose()}
      title={`Invoice ${stop.title}`}
      description={`${service} on ${stop.date}, at the service’s price.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending !== null}>
            Not now
          </Button>
          <Button variant="secondary" onClick={() => void run('invoice')} loading={pending === 'invoice'} disabled={pending !== null}>
            Invoice
          </Button>
          <Button onClick={() => void run('invoice-and-paid')} loading={pending === 'invoice-and-paid'} disabled={pending !== null}>
            Invoice &amp; mark paid
          </Button>
        </>
      }
    />
  );
}
