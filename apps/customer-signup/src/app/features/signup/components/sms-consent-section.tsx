import { SIGNUP_FORM_MESSAGES } from '@fsp/contracts';
import { Card, Checkbox, PageSection } from '@fsp/ui';

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
  return (
    <Card>
      <PageSection title={SIGNUP_FORM_MESSAGES.smsConsentHeading}>
        <Checkbox
          id={id}
          label={text}
          checked={checked}
          required
          error={error}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
        />
      </PageSection>
    </Card>
  );
}
