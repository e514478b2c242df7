import { useCallback, useState } from 'react';
import { DASHBOARD_MESSAGES } from '@fsp/contracts';
import type { DashboardStop } from '../utils/dashboard-stops.js';
import { invoiceRefusal } from '../utils/invoice-refusal.js';
import { useCompletedStops } from './use-completed-stops.js';
import { useDashboardToasts } from './use-dashboard-toasts.js';

/** The dialog a card's action opened, with the stop it is about. */
export type OpenStopDialog = { kind: 'invoice' | 'edit-time' | 'cancel'; stop: DashboardStop };

/** What the cards' buttons (and swipes) do, and which dialog is open. */
export function useStopActions(today: string) {
  const toasts = useDashboardToasts();
  const completion = useCompletedStops(today);
  // Set as soon as the dashboard creates an invoice, before any reload says so (part 1 §4).
  const [invoicedKeys, setInvoicedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<OpenStopDialog | null>(null);

  const onToggleComplete = (stop: DashboardStop) => {
    const completed = completion.toggle(stop.key);
    toasts.success(completed ? DASHBOARD_MESSAGES.markedCompleted : DASHBOARD_MESSAGES.markedIncomplete);
  };

  const onInvoice = (stop: DashboardStop) => {
    const refusal = invoiceRefusal(stop);
    if (refusal) toasts.error(refusal);
    else setDialog({ kind: 'invoice', stop });
  };

  const markInvoiced = useCallback((stop: DashboardStop) => {
    setInvoicedKeys((current) => new Set(current).add(stop.key));
  }, []);

  return {
    dialog,
    closeDialog: () => setDialog(null),
    markInvoiced,
    isCompleted: completion.isCompleted,
    isInvoiced: (stop: DashboardStop) => stop.invoiced || invoicedKeys.has(stop.key),
    handlers: {
      onToggleComplete,
      onInvoice,
      onEditTime: (stop: DashboardStop) => setDialog({ kind: 'edit-time', stop }),
      onCancel: (stop: DashboardStop) => setDialog({ kind: 'cancel', stop }),
    },
  };
}
