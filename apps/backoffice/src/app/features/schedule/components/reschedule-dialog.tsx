import { useState } from 'react';
import { isIsoDate, SCHEDULE_MESSAGES } from '@fsp/contracts';
import { Button, Dialog, TextField } from '@fsp/ui';
import { longDayLabel } from '../utils/date-labels.js';
import type { ScheduleItem } from '../utils/schedule-items.js';
import { StartTimeSelect } from './start-time-select.js';
import styles from './schedule-dialogs.module.css';

export const RESCHEDULE_NEEDS_DATE_AND_TIME = 'Choose a new date and a start time.';

export interface RescheduleDialogProps {
  item: ScheduleItem;
  busy: boolean;
  onBack(): void;
  onClose(): void;
  onReschedule(toDate: string, startTime: string): void;
}

/** Moves one visit, or a misc event, to another day and a free start time there (part 2 §2, §5). */
export function RescheduleDialog({ item, busy, onBack, onClose, onReschedule }: RescheduleDialogProps) {
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const ready = isIsoDate(date) && time !== '';

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      closeOnBackdrop={!busy}
      title="Reschedule to another day"
      description={`${item.title} — ${item.serviceLabel}, now on ${longDayLabel(item.date)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onBack} disabled={busy}>
            Back
          </Button>
          <Button onClick={() => ready && onReschedule(date, time)} disabled={!ready} loading={busy}>
            Reschedule
          </Button>
        </>
      }
    >
      <div className={styles.editFields}>
        <TextField
          label="New date"
          type="date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime('');
          }}
        />
        <StartTimeSelect
          query={{ rule_id: item.ruleId, date, service_minutes: item.durationMinutes, team_id: item.teamId }}
          enabled={isIsoDate(date)}
          value={time}
          onChange={setTime}
          errorMessage={SCHEDULE_MESSAGES.failedToLoadAvailability}
          disabledHint="Choose the new date first."
        />
      </div>
      {!ready && <p className={styles.hint}>{RESCHEDULE_NEEDS_DATE_AND_TIME}</p>}
    </Dialog>
  );
}
