import { useState } from 'react';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { Button, Dialog } from '@fsp/ui';
import type { OccurrenceAction } from '../hooks/use-occurrence-actions.js';
import { currentChoice, occurrenceSavePlan, type OccurrenceEditChoice, type OccurrenceSavePlan } from '../utils/occurrence-edit.js';
import type { ScheduleItem } from '../utils/schedule-items.js';
import { ItemDetails } from './item-details.js';
import { StartTimeSelect } from './start-time-select.js';
import { TeamSelect } from './team-select.js';
import styles from './schedule-dialogs.module.css';

export interface OccurrenceEditDialogProps {
  item: ScheduleItem;
  running: OccurrenceAction | null;
  onClose(): void;
  onSave(plan: Extract<OccurrenceSavePlan, { kind: 'save' }>): void;
  onClearTime(): void;
  onCancelDate(): void;
  onReschedule(): void;
  onRemoveSeries(): void;
}

/** An item's edit dialog for owners and managers (part 2 §2, §4, §5). */
export function OccurrenceEditDialog({ item, running, onClose, onSave, onClearTime, onCancelDate, onReschedule, onRemoveSeries }: OccurrenceEditDialogProps) {
  const [choice, setChoice] = useState<OccurrenceEditChoice>(() => currentChoice(item));
  const [nothingToSave, setNothingToSave] = useState(false);
  const plan = occurrenceSavePlan(item, choice);
  const busy = running !== null;

  const choose = (patch: Partial<OccurrenceEditChoice>) => {
    setNothingToSave(false);
    setChoice((current) => ({ ...current, ...patch }));
  };

  const save = () => {
    if (plan.kind === 'unchanged') setNothingToSave(true);
    else if (plan.kind === 'save') onSave(plan);
  };

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      closeOnBackdrop={!busy}
      title={item.title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button onClick={save} disabled={plan.kind === 'disabled' || (busy && running !== 'save')} loading={running === 'save'}>
            Save
          </Button>
        </>
      }
    >
      <ItemDetails item={item} />
      <div className={styles.editFields}>
        <TeamSelect value={choice.teamId} onChange={(teamId) => choose({ teamId })} disabled={busy} />
        <StartTimeSelect
          query={{ rule_id: item.ruleId, date: item.date, service_minutes: item.durationMinutes, team_id: choice.teamId || null }}
          value={choice.time}
          currentTime={currentChoice(item).time}
          onChange={(time) => choose({ time })}
          errorMessage={SCHEDULE_MESSAGES.failedToLoadTimes}
        />
      </div>
      {nothingToSave && (
        <p className={styles.status} role="status">
          {SCHEDULE_MESSAGES.nothingToSave}
        </p>
      )}
      <div className={styles.itemActions} role="group" aria-label="More actions">
        <Button variant="secondary" size="small" onClick={onClearTime} disabled={item.startMinutes === null || busy} loading={running === 'clear-time'}>
          Clear time
        </Button>
        <Button variant="secondary" size="small" onClick={onReschedule} disabled={busy}>
          Reschedule to another day
        </Button>
        <Button variant="danger" size="small" onClick={onCancelDate} disabled={busy}>
          Cancel this date
        </Button>
        {item.kind === 'visit' && (
          <Button variant="danger" size="small" onClick={onRemoveSeries} disabled={busy}>
            Remove series
          </Button>
        )}
      </div>
    </Dialog>
  );
}
