import { useState, type FormEvent } from 'react';
import { TEAM_MESSAGES, teamNameError } from '@fsp/contracts';
import { Button, TextField } from '@fsp/ui';
import styles from './crews.module.css';

export interface TeamNameEditorProps {
  initialName: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves, Escape or Cancel keeps the old name. */
export function TeamNameEditor({ initialName, saving, onSave, onCancel }: TeamNameEditorProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = teamNameError(name, TEAM_MESSAGES.teamNameEmpty);
    setError(invalid);
    if (!invalid) onSave(name.trim());
  };

  return (
    <form
      className={styles.renameForm}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) {
          event.stopPropagation();
          onCancel();
        }
      }}
      noValidate
    >
      <TextField
        label="Team name"
        autoFocus
        autoComplete="off"
        value={name}
        error={error}
        disabled={saving}
        onChange={(event) => {
          setName(event.target.value);
          if (error) setError(null);
        }}
      />
      <div className={styles.inlineActions}>
        <Button type="submit" size="small" loading={saving}>
          Save
        </Button>
        <Button variant="secondary" size="small" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
