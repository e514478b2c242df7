import { SIGNUP_FORM_MESSAGES, SIGNUP_TOAST_DURATION_MS, type PublicSignupData, type SignupDetailField } from '@fsp/contracts';
import { serverErrorOr, useSubmitSignup } from '@fsp/api-client';
import { Button, useToast } from '@fsp/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveSignupSession } from '../utils/save-signup-session.js';
import {
  initialSignupValues,
  signupFormErrors,
  signupFieldId,
  signupFormKeys,
  toSignupSubmission,
  type DayChoice,
  type SignupFormKey,
  type SignupFormTouched,
  type SignupFormValues,
} from '../utils/signup-form-state.js';
import { AvailabilitySection } from './availability-section.js';
import { DetailsSection } from './details-section.js';
import { ServicesSection } from './services-section.js';
import { SmsConsentSection } from './sms-consent-section.js';
import styles from './signup-form.module.css';

export interface SignupFormProps {
  code: string;
  data: PublicSignupData;
}

/** Errors show once a field was left (blur) or a submit was tried; the server checks the same rules again. */
export function SignupForm({ code, data }: SignupFormProps) {
  const { organization, services, availability_template: template, sms_consent_text: consentText } = data;
  const [values, setValues] = useState<SignupFormValues>(() => initialSignupValues(template));
  const [touched, setTouched] = useState<SignupFormTouched>({});
  const errors = useMemo(() => signupFormErrors(values), [values]);
  const submit = useSubmitSignup();
  const toast = useToast();
  const navigate = useNavigate();

  const visibleError = (key: SignupFormKey) => (touched[key] ? errors[key] : undefined);
  const touch = (key: SignupFormKey) => setTouched((current) => (current[key] ? current : { ...current, [key]: true }));

  const setDetail = (field: SignupDetailField, value: string) =>
    setValues((current) => ({ ...current, details: { ...current.details, [field]: value } }));
  const setDay = (day: keyof SignupFormValues['days'], change: Partial<DayChoice>) =>
    setValues((current) => {
      const previous = current.days[day];
      return previous ? { ...current, days: { ...current.days, [day]: { ...previous, ...change } } } : current;
    });
  const toggleService = (key: string, checked: boolean) =>
    setValues((current) => ({
      ...current,
      serviceKeys: checked ? [...current.serviceKeys, key] : current.serviceKeys.filter((chosen) => chosen !== key),
    }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const keys = signupFormKeys(values);
    setTouched(Object.fromEntries(keys.map((key) => [key, true])));
    const failing = keys.filter((key) => errors[key]);
    if (failing.length > 0) {
      const onlyConsent = failing.length === 1 && failing[0] === 'sms';
      toast.error(onlyConsent ? SIGNUP_FORM_MESSAGES.smsConsentRequired : SIGNUP_FORM_MESSAGES.fixHighlightedFields, {
        durationMs: SIGNUP_TOAST_DURATION_MS,
      });
      document.getElementById(signupFieldId(failing[0] as SignupFormKey))?.focus();
      return;
    }
    try {
      const result = await submit.mutateAsync({ code, submission: toSignupSubmission(values, services, consentText) });
      saveSignupSession({
        code,
        org_id: result.org_id,
        org_name: result.org_name,
        email: values.details.email.trim(),
        name: values.details.name.trim(),
      });
      navigate(`/signup/${encodeURIComponent(code)}/pay`);
    } catch (error) {
      toast.error(serverErrorOr(error, SIGNUP_FORM_MESSAGES.submitFailed), { durationMs: SIGNUP_TOAST_DURATION_MS });
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-label={`Service request for ${organization.name}`}>
      <DetailsSection
        values={values.details}
        errorOf={visibleError}
        onChange={setDetail}
        onBlur={touch}
      />
      <AvailabilitySection
        template={template}
        days={values.days}
        errorOf={visibleError}
        onChange={setDay}
        onBlur={touch}
      />
      <ServicesSection services={services} selected={values.serviceKeys} onToggle={toggleService} />
      <SmsConsentSection
        id={signupFieldId('sms')}
        text={consentText}
        checked={values.smsOptIn}
        error={visibleError('sms')}
        onChange={(checked) => {
          setValues((current) => ({ ...current, smsOptIn: checked }));
          touch('sms');
        }}
        onBlur={() => touch('sms')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={submit.isPending} className={styles.submit}>
          {SIGNUP_FORM_MESSAGES.continueToPayments}
        </Button>
      </div>
    </form>
  );
}
