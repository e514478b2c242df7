import { INVOICE_MESSAGES as M, isInvoicePaid, type InvoiceRecord } from '@fsp/contracts';
import { serverErrorOr, useChargeInvoice, useMarkInvoicePaid, useSendInvoice, useUpdateInvoiceDueDate } from '@fsp/api-client';
import { useInvoiceToasts } from './use-invoice-toasts.js';

/**
 * The actions of one open invoice, each toasting its outcome (part 2 §8, the server's reason first); every write
 * reloads the invoice list.
 */
export function useInvoiceActions(invoice: InvoiceRecord) {
  const toasts = useInvoiceToasts();
  const dueDate = useUpdateInvoiceDueDate();
  const send = useSendInvoice();
  const markPaid = useMarkInvoicePaid();
  const charge = useChargeInvoice();

  /** Resolves true once the due date is saved (a date) or cleared (null). */
  const setDueDate = async (due_date: string | null): Promise<boolean> => {
    try {
      await dueDate.mutateAsync({ id: invoice.id, due_date });
      toasts.success(due_date === null ? M.dueDateCleared : M.dueDateUpdated);
      return true;
    } catch (error) {
      console.error('Updating the invoice due date failed', error);
      toasts.error(serverErrorOr(error, M.failedToUpdateDueDate));
      return false;
    }
  };

  const sendInvoice = async () => {
    try {
      await send.mutateAsync(invoice.id);
      toasts.success(M.sent);
    } catch (error) {
      console.error('Sending the invoice failed', error);
      toasts.error(serverErrorOr(error, M.failedToSend));
    }
  };

  const markInvoicePaid = async () => {
    try {
      await markPaid.mutateAsync(invoice.id);
      toasts.success(M.markedPaid);
    } catch (error) {
      console.error('Marking the invoice paid failed', error);
      toasts.error(serverErrorOr(error, M.failedToMarkPaid));
    }
  };

  /** A declined card is an answer: the invoice comes back payment_failed with the reason. */
  const chargeCard = async () => {
    try {
      const after = await charge.mutateAsync(invoice.id);
      if (isInvoicePaid(after.status)) toasts.success(M.charged);
      else if (after.failure_reason) toasts.error(M.chargeFailed, after.failure_reason);
      else toasts.info(M.chargeProcessing);
    } catch (error) {
      console.error('Charging the card failed', error);
      toasts.error(serverErrorOr(error, M.failedToCharge));
    }
  };

  return {
    setDueDate,
    sendInvoice,
    markInvoicePaid,
    chargeCard,
    /** The due date being sent: a date for Save, null for Clear. */
    pendingDueDate: dueDate.isPending ? (dueDate.variables?.due_date ?? null) : undefined,
    sending: send.isPending,
    markingPaid: markPaid.isPending,
    charging: charge.isPending,
    busy: dueDate.isPending || send.isPending || markPaid.isPending || charge.isPending,
  };
}
