import { Card, PageSection } from '@fsp/ui';
import styles from './signup-form.module.css';

export interface SmsConsentSectionProps {
  id: string;
  text: string;
  checked: boolean;
  error: string | undefined;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
}

/** "Text Message Consent": the exact words the server stores with the consent. */
export function SmsConsentSection({ id, text, checked, error, onChange, onBlur }: SmsConsentSectionProps) {
  const errorId = `${id}-error`;
  return (
    <Card>
      <PageSection title="Text Message Consent">
        <div className={styles.consent}>
          <input
            id={id}
            type="checkbox"
            className={styles.checkboxInput}
            checked={checked}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
          />
          <label htmlFor={id} className={styles.consentText}>
            {text}
          </label>
        </div>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </PageSection>
    </Card>
  );
}
