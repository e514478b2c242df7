import type { FormEvent } from 'react';
import { hasLeadFormErrors, isLeadSource, LEAD_FORM_MESSAGES, type LeadFormField, type LeadSource } from '@fsp/contracts';
import { Button, Notice, TextField } from '@fsp/ui';
import { useLeadForm } from './use-lead-form.js';
import styles from './lead-form.module.css';

export interface LeadFormProps {
  /** 'landing': Get a demo and Start free trial (part 1 §2.1); 'get-started': one Get Started button and the terms notice (§2.2). */
  variant: 'landing' | 'get-started';
}

interface FieldSpec {
  field: LeadFormField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { field: 'email', label: 'Work email', type: 'email', autoComplete: 'email' },
  { field: 'company', label: 'Company', type: 'text', autoComplete: 'organization' },
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
];

/** The button that submitted the form (Enter in a field counts as the first one). */
function actionOf(event: FormEvent<HTMLFormElement>, fallback: LeadSource): LeadSource {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const value = submitter instanceof HTMLButtonElement ? submitter.value : null;
  return isLeadSource(value) ? value : fallback;
}

export function LeadForm({ variant }: LeadFormProps) {
  const { values, errors, pending, notice, change, submit } = useLeadForm();
  const busy = pending !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(actionOf(event, variant === 'landing' ? 'demo' : 'trial'));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
      {hasLeadFormErrors(errors) && <Notice tone="error">{LEAD_FORM_MESSAGES.fixErrors}</Notice>}
      {notice && <Notice tone={notice.tone}>{notice.message}</Notice>}

      <div className={styles.fields}>
        {FIELDS.map(({ field, label, type, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            name={field}
            type={type}
            autoComplete={autoComplete}
            value={values[field]}
            onChange={(event) => change(field, event.target.value)}
            error={errors[field]}
          />
        ))}
      </div>

      {variant === 'landing' ? (
        <div className={styles.actions}>
          <Button type="submit" value="demo" variant="secondary" loading={pending === 'demo'} disabled={busy}>
            {pending === 'demo' ? LEAD_FORM_MESSAGES.submitting : LEAD_FORM_MESSAGES.getDemo}
          </Button>
          <Button type="submit" value="trial" loading={pending === 'trial'} disabled={busy}>
            {pending === 'trial' ? LEAD_FORM_MESSAGES.redirecting : LEAD_FORM_MESSAGES.startTrial}
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.actions}>
            <Button type="submit" value="trial" loading={pending === 'trial'} disabled={busy} fullWidth>
              {pending === 'trial' ? LEAD_FORM_MESSAGES.redirecting : LEAD_FORM_MESSAGES.getStarted}
            </Button>
          </div>
          <p className={styles.terms}>{LEAD_FORM_MESSAGES.termsNotice}</p>
        </>
      )}
    </form>
  );
}
