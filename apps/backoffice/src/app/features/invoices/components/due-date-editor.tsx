import { useState, type FormEvent } from 'react';
import { INVOICE_MESSAGES as M, invoiceDueDateError } from '@fsp/contracts';
import { Button, TextField } from '@fsp/ui';
import styles from './invoices.module.css';

export interface DueDateEditorProps {
  id: string;
  /** The effective due date the input starts from. */
  initial: string;
  /** The due date on its way: a date for Save, null for Clear; undefined when nothing is. */
  pending: string | null | undefined;
  disabled: boolean;
  /** Sends a date to override the due date, or null to go back to the default; resolves true once done. */
  onSubmit(dueDate: string | null): Promise<boolean>;
  label: string;
}

/** Edit Due Date (part 2 §2): a date input, Save, and Clear back to the default due date. */
export function DueDateEditor({ id, initial, pending, disabled, onSubmit, label }: DueDateEditorProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const refused = invoiceDueDateError(value);
    setError(refused ?? undefined);
    if (!refused) await onSubmit(value);
  };

  return (
    <form id={id} className={styles.dueDateEditor} aria-label={label} onSubmit={(event) => void save(event)} noValidate>
      <TextField
        label={M.dueDate}
        type="date"
        value={value}
        error={error}
        required
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        <Button type="submit" size="small" loading={typeof pending === 'string'} disabled={disabled}>
          {M.save}
        </Button>
        <Button variant="secondary" size="small" loading={pending === null} disabled={disabled} onClick={() => void onSubmit(null)}>
          {M.clear}
        </Button>
      </div>
    </form>
  );
}
