import { normalizeState, SIGNUP_FORM_MESSAGES, STATE_MAX_LENGTH, type SignupDetailField, type SignupDetails } from '@fsp/contracts';
import { Card, PageSection, TextField } from '@fsp/ui';
import type { InputHTMLAttributes } from 'react';
import { signupFieldId, type SignupFormKey } from '../utils/signup-form-state.js';
import styles from './signup-form.module.css';

interface DetailInput {
  field: SignupDetailField;
  label: string;
  className?: string;
  input: InputHTMLAttributes<HTMLInputElement>;
}

const DETAIL_INPUTS: readonly DetailInput[] = [
  { field: 'name', label: 'Full name', className: styles.wide, input: { autoComplete: 'name' } },
  { field: 'email', label: 'Email', input: { type: 'email', autoComplete: 'email', inputMode: 'email' } },
  { field: 'phone_number', label: 'Phone', input: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' } },
  { field: 'street', label: 'Street', className: styles.wide, input: { autoComplete: 'address-line1' } },
  { field: 'city', label: 'City', input: { autoComplete: 'address-level2' } },
  {
    field: 'state',
    label: 'State',
    input: { autoComplete: 'address-level1', maxLength: STATE_MAX_LENGTH, autoCapitalize: 'characters' },
  },
  { field: 'zip', label: 'ZIP', input: { autoComplete: 'postal-code', inputMode: 'numeric' } },
];

export interface DetailsSectionProps {
  values: SignupDetails;
  errorOf: (key: SignupFormKey) => string | undefined;
  onChange: (field: SignupDetailField, value: string) => void;
  onBlur: (field: SignupDetailField) => void;
}

/** "Your details": every field is required; the state is forced to two upper-case letters as it is typed. */
export function DetailsSection({ values, errorOf, onChange, onBlur }: DetailsSectionProps) {
  return (
    <Card>
      <PageSection title={SIGNUP_FORM_MESSAGES.detailsHeading}>
        <div className={styles.detailsGrid}>
          {DETAIL_INPUTS.map(({ field, label, className, input }) => (
            <TextField
              key={field}
              {...input}
              id={signupFieldId(field)}
              className={className}
              label={label}
              required
              value={values[field]}
              error={errorOf(field)}
              onChange={(event) => onChange(field, field === 'state' ? normalizeState(event.target.value) : event.target.value)}
              onBlur={() => onBlur(field)}
            />
          ))}
        </div>
      </PageSection>
    </Card>
  );
}
