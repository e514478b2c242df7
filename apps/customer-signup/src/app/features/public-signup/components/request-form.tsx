import {
  formatPrice,
  normalizeState,
  SIGNUP_DETAIL_FIELDS,
  SIGNUP_FORM_MESSAGES,
  STATE_MAX_LENGTH,
  type PublicSignupData,
  type SignupDetailField,
  type SignupDetails,
} from '@fsp/contracts';
import { serverErrorOr, useSubmitSignup } from '@fsp/api-client';
import { Button, Card, Checkbox, Notice, PageSection, TextField, type TextFieldProps } from '@fsp/ui';
import { useState, type FormEvent } from 'react';
import styles from './request-form.module.css';

export interface RequestFormProps {
  code: string;
  data: PublicSignupData;
}

const EMPTY_DETAILS = Object.fromEntries(SIGNUP_DETAIL_FIELDS.map((field) => [field, ''])) as SignupDetails;

/** Services, contact and address; no checks before submit (part 1 §5): the server's answer decides. */
export function RequestForm({ code, data }: RequestFormProps) {
  const { organization, services } = data;
  const [details, setDetails] = useState<SignupDetails>(EMPTY_DETAILS);
  const [serviceKeys, setServiceKeys] = useState<string[]>([]);
  const submit = useSubmitSignup();

  if (submit.isSuccess) {
    return (
      <div className={styles.thanks} role="status">
        <p className={styles.thanksTitle}>{SIGNUP_FORM_MESSAGES.requestThanks(organization.name)}</p>
        <p className={styles.muted}>{SIGNUP_FORM_MESSAGES.requestPaymentLater}</p>
      </div>
    );
  }

  const field = (name: SignupDetailField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      {...extra}
      label={label}
      value={details[name]}
      onChange={(event) => {
        const value = name === 'state' ? normalizeState(event.target.value) : event.target.value;
        setDetails((current) => ({ ...current, [name]: value }));
      }}
    />
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    submit.mutate({
      code,
      submission: {
        ...details,
        services_selected: services
          .filter((service) => serviceKeys.includes(service.key))
          .map((service) => ({ key: service.key, price_cents: service.price_cents })),
      },
    });
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={`Service request for ${organization.name}`}>
      <Card>
        <PageSection title="Services">
          {services.length === 0 ? (
            <p className={styles.muted}>{SIGNUP_FORM_MESSAGES.noServicesAvailable}</p>
          ) : (
            <ul className={styles.list}>
              {services.map((service) => (
                <li key={service.key}>
                  <Checkbox
                    label={`${service.label} — ${formatPrice(service.price_cents, service.currency)}`}
                    checked={serviceKeys.includes(service.key)}
                    onChange={(event) => {
                      const { checked } = event.target;
                      setServiceKeys((current) => (checked ? [...current, service.key] : current.filter((key) => key !== service.key)));
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </PageSection>
      </Card>
      <Card>
        <PageSection title="Contact">
          <div className={styles.grid}>
            {field('name', 'Full name', { autoComplete: 'name', className: styles.wide })}
            {field('email', 'Email', { type: 'email', autoComplete: 'email' })}
            {field('phone_number', 'Phone', { type: 'tel', autoComplete: 'tel' })}
          </div>
        </PageSection>
      </Card>
      <Card>
        <PageSection title="Address">
          <div className={styles.grid}>
            {field('street', 'Street', { autoComplete: 'address-line1', className: styles.wide })}
            {field('city', 'City', { autoComplete: 'address-level2' })}
            {field('state', 'State', { autoComplete: 'address-level1', maxLength: STATE_MAX_LENGTH })}
            {field('zip', 'Zip', { autoComplete: 'postal-code', inputMode: 'numeric' })}
          </div>
        </PageSection>
      </Card>
      {submit.isError && (
        <Notice tone="error" title={SIGNUP_FORM_MESSAGES.requestFailed}>
          {serverErrorOr(submit.error, SIGNUP_FORM_MESSAGES.submitFailed)}
        </Notice>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={submit.isPending} className={styles.submit}>
          Submit
        </Button>
      </div>
    </form>
  );
}
