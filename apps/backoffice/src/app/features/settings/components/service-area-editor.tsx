import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { normalizeZipEntry } from '@fsp/contracts';
import { Button, TextField } from '@fsp/ui';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import { SettingsCard } from './settings-card.js';
import styles from './settings.module.css';

const zipEntryId = (baseId: string, index: number) => `${baseId}-zip-${index}`;

export interface ServiceAreaEditorProps {
  zips: readonly string[];
  /** One per entry, by position. */
  errors: readonly (string | null)[];
  /** About the list as a whole (too many entries). */
  listError?: string;
  onChange(zips: string[]): void;
}

/**
 * The service-area ZIP codes as a list of short inputs (part 2 §5: digits only, at most 5). Add appends an entry
 * and focuses it, Enter in an entry adds the next, and removing one moves focus to its neighbour.
 */
export function ServiceAreaEditor({ zips, errors, listError, onChange }: ServiceAreaEditorProps) {
  const baseId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const [focusTarget, setFocusTarget] = useState<number | 'add' | null>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    if (focusTarget === 'add') addButton.current?.focus();
    else document.getElementById(zipEntryId(baseId, focusTarget))?.focus();
    setFocusTarget(null);
  }, [baseId, focusTarget]);

  const add = () => {
    onChange([...zips, '']);
    setFocusTarget(zips.length);
  };
  const edit = (index: number, raw: string) => onChange(zips.map((zip, position) => (position === index ? normalizeZipEntry(raw) : zip)));
  const remove = (index: number) => {
    onChange(zips.filter((_, position) => position !== index));
    setFocusTarget(zips.length > 1 ? Math.max(0, index - 1) : 'add');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <SettingsCard title={W.serviceAreaHeading} description={<p className={styles.muted}>{W.serviceAreaHint}</p>} data-testid="service-area">
      {zips.length === 0 ? (
        <p className={styles.empty}>{W.serviceAreaEmpty}</p>
      ) : (
        <ul className={styles.zipList}>
          {zips.map((zip, index) => (
            // Entries have no identity beyond their position; the list is short and edited in place.
            <li key={index} className={styles.zipItem}>
              <TextField
                id={zipEntryId(baseId, index)}
                label={W.serviceAreaEntry(index + 1)}
                hideLabel
                value={zip}
                inputMode="numeric"
                autoComplete="off"
                maxLength={5}
                placeholder="00000"
                className={styles.zipField}
                error={errors[index] ?? undefined}
                onChange={(event) => edit(index, event.target.value)}
                onKeyDown={addOnEnter}
              />
              <Button variant="ghost" size="small" aria-label={W.removeZip(zip, index + 1)} onClick={() => remove(index)}>
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      {listError && (
        <p className={styles.error} role="alert">
          {listError}
        </p>
      )}
      <div className={styles.actions}>
        <Button ref={addButton} variant="secondary" size="small" onClick={add}>
          {W.addZip}
        </Button>
      </div>
    </SettingsCard>
  );
}
