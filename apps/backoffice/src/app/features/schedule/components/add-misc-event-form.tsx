import { useId, useState, type FormEvent } from 'react';
import { SCHEDULE_MESSAGES } from '@fsp/contracts';
import { serverErrorOr, useCreateMiscEvent } from '@fsp/api-client';
import { Button, Card, FORM_FIELD_WIDE, FormActions, FormFields, FormLayout, TextArea, TextField } from '@fsp/ui';
import { useScheduleToasts } from '../hooks/use-schedule-toasts.js';
import {
  initialMiscEventValues,
  toCreateMiscEventRequest,
  validateMiscEvent,
  type MiscEventErrors,
  type MiscEventValues,
} from '../utils/misc-event-form.js';
import { TeamSelect } from './team-select.js';
import styles from './schedule-forms.module.css';

/** The collapsible "Add Misc Event" form (part 2 §2, §5): a block of time that is not a customer visit. */
export function AddMiscEventForm({ today }: { today: string }) {
  const toasts = useScheduleToasts();
  const create = useCreateMiscEvent();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<MiscEventValues>(() => initialMiscEventValues(today));
  const [errors, setErrors] = useState<MiscEventErrors>({});

  const change = (patch: Partial<MiscEventValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof MiscEventErrors];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateMiscEvent(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await create.mutateAsync(toCreateMiscEventRequest(values));
      toasts.success(SCHEDULE_MESSAGES.miscEventAdded);
      setValues(initialMiscEventValues(today));
    } catch (error) {
      console.error('Adding the misc event failed', error);
      toasts.error(serverErrorOr(error, SCHEDULE_MESSAGES.failedToAddEvent));
    }
  };

  return (
    <Card as="section" aria-label="Add Misc Event">
      <h3 className={styles.collapsibleHeading}>
        <button type="button" className={styles.disclosure} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true" className={styles.chevron} data-open={open} />
          Add Misc Event
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        {open && (
          <FormLayout onSubmit={(event) => void onSubmit(event)} noValidate>
            <FormFields>
              <TextField label="Title" value={values.title} onChange={(event) => change({ title: event.target.value })} error={errors.title} />
              <TextField label="Date" type="date" value={values.date} onChange={(event) => change({ date: event.target.value })} error={errors.date} />
              <TextField
                label="Start time (optional)"
                type="time"
                step={60}
                value={values.startTime}
                onChange={(event) => change({ startTime: event.target.value })}
                error={errors.startTime}
              />
              <TextField
                label="Duration (minutes)"
                type="number"
                min={1}
                step={1}
                inputMode="numeric"
                value={values.duration}
                onChange={(event) => change({ duration: event.target.value })}
                error={errors.duration}
              />
              <TextArea
                label="Notes"
                className={FORM_FIELD_WIDE}
                value={values.notes}
                onChange={(event) => change({ notes: event.target.value })}
                error={errors.notes}
              />
              <TeamSelect value={values.teamId} onChange={(teamId) => change({ teamId })} />
            </FormFields>
            <FormActions>
              <Button type="submit" loading={create.isPending}>
                Add event
              </Button>
            </FormActions>
          </FormLayout>
        )}
      </div>
    </Card>
  );
}
