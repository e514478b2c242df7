import { useId, useState, type KeyboardEvent } from 'react';
import { normalizeZipEntry } from '@fsp/contracts';
import { Button, TextField } from '@fsp/ui';
import styles from './organization-forms.module.css';

export interface ServiceAreaZipcodesFieldProps {
  zipcodes: readonly string[];
  error?: string;
  onChange(zipcodes: string[]): void;
}

/** The service-area ZIP list: entries keep digits only, at most 5 (part 2 §5); empty means everywhere. */
export function ServiceAreaZipcodesField({ zipcodes, error, onChange }: ServiceAreaZipcodesFieldProps) {
  const legendId = useId();
  const [entry, setEntry] = useState('');
  const complete = entry.length === 5;

  const add = () => {
    if (!complete) return;
    if (!zipcodes.includes(entry)) onChange([...zipcodes, entry]);
    setEntry('');
  };

  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <fieldset className={styles.group} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        Service-area ZIP codes
      </legend>
      <div className={styles.zipEntry}>
        <TextField
          label="Add a ZIP code"
          inputMode="numeric"
          autoComplete="off"
          value={entry}
          onChange={(event) => setEntry(normalizeZipEntry(event.target.value))}
          onKeyDown={addOnEnter}
        />
        <Button variant="secondary" onClick={add} disabled={!complete}>
          Add
        </Button>
      </div>
      {zipcodes.length === 0 ? (
        <p className={styles.hint}>No ZIP codes: every address is in the service area.</p>
      ) : (
        <ul className={styles.zipList} aria-label="Service-area ZIP codes">
          {zipcodes.map((zip) => (
            <li key={zip} className={styles.zip}>
              {zip}
              <Button variant="ghost" size="small" aria-label={`Remove ${zip}`} onClick={() => onChange(zipcodes.filter((other) => other !== zip))}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
