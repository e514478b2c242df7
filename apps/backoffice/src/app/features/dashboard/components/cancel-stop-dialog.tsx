import { useState } from 'react';
import { DASHBOARD_MESSAGES, SCHEDULE_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useCancelMiscEvent, useSkipOccurrence } from '@fsp/api-client';
import { ConfirmDialog } from '@fsp/ui';
import { useDashboardToasts } from '../hooks/use-dashboard-toasts.js';
import { stopTimeLabel, type DashboardStop } from '../utils/dashboard-stops.js';

export interface CancelStopDialogProps {
  stop: DashboardStop;
  onClose(): void;
}

/** Asks first; then skips this one visit of a series, or cancels the misc event (part 1 §4). */
export function CancelStopDialog({ stop, onClose }: CancelStopDialogProps) {
  const toasts = useDashboardToasts();
  const skip = useSkipOccurrence({ errorMessage: DASHBOARD_MESSAGES.failedToCancel });
  const cancelMisc = useCancelMiscEvent({ errorMessage: DASHBOARD_MESSAGES.failedToCancel });
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      if (stop.kind === 'misc') await cancelMisc.mutateAsync(-stop.ruleId);
      else await skip.mutateAsync({ rule_id: stop.ruleId, date: stop.date });
      toasts.success(DASHBOARD_MESSAGES.occurrenceCanceled);
      onClose();
    } catch (error) {
      console.error('Cancelling the occurrence failed', error);
      toasts.error(serverErrorOr(error, DASHBOARD_MESSAGES.failedToCancel));
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={SCHEDULE_MESSAGES.confirmCancelOccurrence}
      message={`${stop.title} — ${stop.serviceLabels[0] ?? ''}, ${stopTimeLabel(stop)} today.`}
      confirmLabel="Cancel occurrence"
      cancelLabel="Keep"
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
