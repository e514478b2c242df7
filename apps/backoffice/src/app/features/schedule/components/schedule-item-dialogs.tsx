import { useState } from 'react';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { ConfirmDialog } from '@fsp/ui';
import { useOccurrenceActions } from '../hooks/use-occurrence-actions.js';
import { longDayLabel } from '../utils/date-labels.js';
import type { ScheduleItem } from '../utils/schedule-items.js';
import { ItemReadOnlyDialog } from './item-read-only-dialog.js';
import { OccurrenceEditDialog } from './occurrence-edit-dialog.js';
import { RescheduleDialog } from './reschedule-dialog.js';

/** One dialog at a time: the edit dialog hands over to a confirmation or to the reschedule dialog and back. */
type Step = { kind: 'edit' } | { kind: 'reschedule' } | { kind: 'confirm'; action: 'cancel' | 'remove-series' };

function confirmation(item: ScheduleItem, action: 'cancel' | 'remove-series') {
  if (action === 'remove-series') return { question: SCHEDULE_MESSAGES.confirmRemoveSeries, confirmLabel: 'Remove series' };
  return item.kind === 'misc'
    ? { question: SCHEDULE_MESSAGES.confirmRemoveEvent, confirmLabel: 'Remove event' }
    : { question: SCHEDULE_MESSAGES.confirmCancelOccurrence, confirmLabel: 'Cancel occurrence' };
}

export interface ScheduleItemDialogsProps {
  item: ScheduleItem;
  canEdit: boolean;
  onClose(): void;
}

export function ScheduleItemDialogs({ item, canEdit, onClose }: ScheduleItemDialogsProps) {
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const actions = useOccurrenceActions();
  const backToEdit = () => setStep({ kind: 'edit' });
  const closeIf = (done: boolean) => (done ? onClose() : backToEdit());

  if (!canEdit) return <ItemReadOnlyDialog item={item} onClose={onClose} />;

  if (step.kind === 'reschedule') {
    return (
      <RescheduleDialog
        item={item}
        busy={actions.running === 'reschedule'}
        onBack={backToEdit}
        onClose={onClose}
        onReschedule={(toDate, startTime) => void actions.reschedule(item, toDate, startTime).then((done) => done && onClose())}
      />
    );
  }

  if (step.kind === 'confirm') {
    const { question, confirmLabel } = confirmation(item, step.action);
    const run = step.action === 'cancel' ? actions.cancel : actions.removeSeries;
    return (
      <ConfirmDialog
        open
        title={question}
        message={`${item.title} — ${item.serviceLabel}, ${longDayLabel(item.date)}`}
        confirmLabel={confirmLabel}
        cancelLabel="Go back"
        busy={actions.running !== null}
        onCancel={backToEdit}
        onConfirm={() => void run(item).then(closeIf)}
      />
    );
  }

  return (
    <OccurrenceEditDialog
      item={item}
      running={actions.running}
      onClose={onClose}
      onSave={(plan) => void actions.save(item, plan).then((done) => done && onClose())}
      onClearTime={() => void actions.clearTime(item).then((done) => done && onClose())}
      onCancelDate={() => setStep({ kind: 'confirm', action: 'cancel' })}
      onReschedule={() => setStep({ kind: 'reschedule' })}
      onRemoveSeries={() => setStep({ kind: 'confirm', action: 'remove-series' })}
    />
  );
}
