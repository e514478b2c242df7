import {
  availableHoursError,
  SIGNUP_DETAIL_FIELDS,
  SIGNUP_FORM_MESSAGES,
  validateSignupDetails,
  WEEKDAY_PRESET,
  type AvailabilityTemplateDay,
  type AvailableDay,
  type ServiceOffering,
  type SignupDetailField,
  type SignupDetails,
  type SignupSubmission,
  type WeekdayKey,
} from '@fsp/contracts';

export interface DayChoice {
  checked: boolean;
  start: string;
  end: string;
}

export interface SignupFormValues {
  details: SignupDetails;
  /** Offered days only, keyed by weekday. */
  days: Partial<Record<WeekdayKey, DayChoice>>;
  serviceKeys: string[];
  smsOptIn: boolean;
}

/** What can carry an error on the form: a detail field, one day's hours, or the SMS consent. */
export type SignupFormKey = SignupDetailField | `day-${WeekdayKey}` | 'sms';
export type SignupFormErrors = Partial<Record<SignupFormKey, string>>;
export type SignupFormTouched = Partial<Record<SignupFormKey, boolean>>;

export const dayKey = (day: WeekdayKey): SignupFormKey => `day-${day}`;

/** Empty details, the template's offered days with Monday to Friday ticked (part 2 §9), nothing else chosen. */
export function initialSignupValues(template: readonly AvailabilityTemplateDay[]): SignupFormValues {
  const days: SignupFormValues['days'] = {};
  for (const day of template) {
    if (day.offered) days[day.key] = { checked: WEEKDAY_PRESET.includes(day.key), start: day.start, end: day.end };
  }
  const details = Object.fromEntries(SIGNUP_DETAIL_FIELDS.map((field) => [field, ''])) as SignupDetails;
  return { details, days, serviceKeys: [], smsOptIn: false };
}

export function signupFormErrors(values: SignupFormValues): SignupFormErrors {
  const errors: SignupFormErrors = { ...validateSignupDetails(values.details) };
  for (const [day, choice] of Object.entries(values.days) as Array<[WeekdayKey, DayChoice]>) {
    const message = choice.checked ? availableHoursError(choice.start, choice.end) : null;
    if (message) errors[dayKey(day)] = message;
  }
  if (!values.smsOptIn) errors.sms = SIGNUP_FORM_MESSAGES.smsConsentRequired;
  return errors;
}

/** Every key that can hold an error, in the order the form shows them (for "submit marks all touched"). */
export function signupFormKeys(values: SignupFormValues): SignupFormKey[] {
  const days = (Object.keys(values.days) as WeekdayKey[]).map(dayKey);
  return [...SIGNUP_DETAIL_FIELDS, ...days, 'sms'];
}

export function toSignupSubmission(
  values: SignupFormValues,
  services: readonly ServiceOffering[],
  consentText: string,
): SignupSubmission {
  const availableDays: AvailableDay[] = [];
  for (const [day, choice] of Object.entries(values.days) as Array<[WeekdayKey, DayChoice]>) {
    if (choice.checked) availableDays.push({ day, start: choice.start, end: choice.end });
  }
  return {
    ...values.details,
    services_selected: services
      .filter((service) => values.serviceKeys.includes(service.key))
      .map((service) => ({ key: service.key, price_cents: service.price_cents })),
    available_days: availableDays,
    sms_opt_in: values.smsOptIn,
    sms_consent_text: consentText,
  };
}

/** The id of the control that shows a key's error, so a failed submit can move focus there. */
export const signupFieldId = (key: SignupFormKey) => `signup-${key}`;
