import { ORGANIZATION_SETTINGS_MESSAGES as O } from '@fsp/contracts';
import { Button, FormActions } from '@fsp/ui';
import { SETTINGS_WORDS as W } from '../utils/settings-words.js';
import styles from './settings.module.css';

export interface SaveBarProps {
  dirty: boolean;
  invalid: boolean;
  saving: boolean;
  'data-testid'?: string;
}

/** The tabs' Save: enabled only with unsaved edits and no field errors, saying why when errors hold it back. */
export function SaveBar({ dirty, invalid, saving, 'data-testid': testId }: SaveBarProps) {
  return (
    <FormActions className={styles.saveBar} data-testid={testId}>
      {dirty && invalid && (
        <p className={styles.muted} role="status">
          {W.fixErrorsToSave}
        </p>
      )}
      <Button type="submit" disabled={!dirty || invalid} loading={saving}>
        {O.save}
      </Button>
    </FormActions>
  );
}
