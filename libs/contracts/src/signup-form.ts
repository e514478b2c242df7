import type { AvailableDay, WeekdayKey } from './customers.js';
import { INVITE_NOT_FOUND_OR_EXPIRED } from './invites.js';
import type { ServiceOffering } from './service-offerings.js';

/**
 * The customer signup form (/signup/{code}) and the simpler request form (/public-signup/{code}): the public
 * signup data, the submission, and the rules the form and the API both check (part 2 §3, §5).
 */

/** Spec words of the signup pages (part 1 §2.5, §8; part 2 §5, §8). */
export const SIGNUP_FORM_MESSAGES = {
  nameRequired: 'Please enter your full name.',
  emailInvalid: 'Enter a valid email.',
  phoneInvalid: 'Enter a valid phone number.',
  streetRequired: 'Please enter your street address.',
  cityRequired: 'Please enter your city.',
  stateInvalid: 'Use 2-letter state code (e.g., NC).',
  zipInvalid: 'Use 5 digits (or ZIP+4).',
  smsConsentRequired: 'Please agree to receive SMS to submit.',
  fixHighlightedFields: 'Please complete the highlighted fields.',
  loadFailed: INVITE_NOT_FOUND_OR_EXPIRED,
  submitFailed: 'Submission failed',
  availableHoursInvalid: 'Choose an end time after the start time.',
  dayNotOffered: 'This day is not available for service.',
  dayRepeated: 'Each day can be chosen only once.',
  serviceNotOffered: 'A selected service is no longer available.',
  serviceRepeated: 'Each service can be chosen only once.',
  alreadyAccepted: (organization: string) =>
    `${organization} has already accepted this request. Contact them to change your details.`,
  smsConsentTextMismatch: 'The text message consent has changed. Please reload the page and try again.',
  /** The simpler request form (part 1 §2.5, §8). */
  requestThanks: (organization: string) => `Thanks! We received your request for ${organization}.`,
  requestPaymentLater: 'We will ask you to set up payment later.',
  noServicesAvailable: 'No services available at this time',
  invalidInvitation: 'Invalid or expired invitation.',
  requestFailed: 'Signup failed.',
  /** Section headings and the submit button of /signup/{code} (part 2 §2 "Customer signup"). */
  detailsHeading: 'Your details',
  availabilityHeading: 'Available to receive services',
  servicesHeading: 'Services requested',
  smsConsentHeading: 'Text Message Consent',
  continueToPayments: 'Continue to Payments',
} as const;

/** How long the signup form's toasts stay (part 2 §9: services and signup 2.5 to 2.8 s). */
export const SIGNUP_TOAST_DURATION_MS = 2600;

/** Hours offered on a weekday when the organization has not set business hours. */
export const DEFAULT_AVAILABILITY_START = '08:00';
export const DEFAULT_AVAILABILITY_END = '17:00';

export const AVAILABILITY_DAY_LABELS: Readonly<Record<WeekdayKey, string>> = {
  sun: 'Sunday',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
};

/** One weekday of GET /api/public/signup/{code}: whether customers may pick it and its default hours. */
export interface AvailabilityTemplateDay {
  key: WeekdayKey;
  label: string;
  offered: boolean;
  /** HH:MM */
  start: string;
  /** HH:MM */
  end: string;
}

/** Opening hours of one weekday as the organization keeps them. */
export interface SignupBusinessHours {
  open: string | null;
  close: string | null;
  closed: boolean;
}

/** The organization as the public signup pages see it (part 2 §3 "Public signup data"). */
export interface PublicSignupOrganization {
  id: string;
  name: string;
  email: string | null;
  business_hours: Partial<Record<string, SignupBusinessHours>> | null;
  services_rendered: string[];
}

/** GET /api/public/signup/{code} */
export interface PublicSignupData {
  organization: PublicSignupOrganization;
  services: ServiceOffering[];
  availability_template: AvailabilityTemplateDay[];
  /** smsConsentText(organization.name): the words the form shows beside the consent checkbox. */
  sms_consent_text: string;
}

/** A requested service; the server prices it from its own list, never from price_cents. */
export interface SignupServiceChoice {
  key: string;
  price_cents: number;
}

/**
 * POST /api/public/signup/{code}. The request form (/public-signup) leaves out available_days and sms_opt_in.
 * With sms_opt_in the server records the organization's current consent text. A client may echo the text it
 * showed in sms_consent_text; when it does, the text must equal the current one (else 400), so a stale page
 * never records words the customer did not see.
 */
export interface SignupSubmission {
  name: string;
  email: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  services_selected: SignupServiceChoice[];
  available_days?: AvailableDay[];
  sms_opt_in?: boolean;
  sms_consent_text?: string;
}

export interface SignupSubmissionResponse {
  ok: true;
  customer_id: string;
  org_id: string;
  org_name: string;
}

/** The consent shown beside the "Text Message Consent" checkbox; stored word for word with each consent. */
export function smsConsentText(organizationName: string): string {
  return (
    `I agree to receive text messages from ${organizationName} at the phone number I provided about my service ` +
    'requests, appointments, reminders and billing. Message frequency varies. Message and data rates may apply. ' +
    'Reply STOP to opt out or HELP for help.'
  );
}

export const SIGNUP_DETAIL_FIELDS = ['name', 'email', 'phone_number', 'street', 'city', 'state', 'zip'] as const;
export type SignupDetailField = (typeof SIGNUP_DETAIL_FIELDS)[number];
export type SignupDetails = Record<SignupDetailField, string>;
export type SignupDetailErrors = Partial<Record<SignupDetailField, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 or more of digits, spaces, ( ) . - with an optional leading + (part 2 §5). */
const PHONE_PATTERN = /^\+?[\d\s().-]{10,}$/;
const STATE_PATTERN = /^[A-Z]{2}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const HOUR_MINUTE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The message for one detail field, or null when it is fine. Values are judged trimmed; state is judged
 * upper-cased, as the form forces it. A missing value gets the field's own message.
 */
export function signupDetailError(field: SignupDetailField, raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim();
  switch (field) {
    case 'name':
      return value ? null : SIGNUP_FORM_MESSAGES.nameRequired;
    case 'email':
      return EMAIL_PATTERN.test(value) ? null : SIGNUP_FORM_MESSAGES.emailInvalid;
    case 'phone_number':
      return PHONE_PATTERN.test(value) ? null : SIGNUP_FORM_MESSAGES.phoneInvalid;
    case 'street':
      return value ? null : SIGNUP_FORM_MESSAGES.streetRequired;
    case 'city':
      return value ? null : SIGNUP_FORM_MESSAGES.cityRequired;
    case 'state':
      return STATE_PATTERN.test(value.toUpperCase()) ? null : SIGNUP_FORM_MESSAGES.stateInvalid;
    case 'zip':
      return ZIP_PATTERN.test(value) ? null : SIGNUP_FORM_MESSAGES.zipInvalid;
  }
}

/** Every detail field's message, in form order; empty when all are fine. */
export function validateSignupDetails(details: Partial<Record<SignupDetailField, string | null | undefined>>): SignupDetailErrors {
  const errors: SignupDetailErrors = {};
  for (const field of SIGNUP_DETAIL_FIELDS) {
    const message = signupDetailError(field, details[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The details as they are stored: trimmed, state upper-cased. */
export function normalizeSignupDetails(details: Partial<Record<SignupDetailField, string | null | undefined>>): SignupDetails {
  const value = (field: SignupDetailField) => (details[field] ?? '').trim();
  return {
    name: value('name'),
    email: value('email'),
    phone_number: value('phone_number'),
    street: value('street'),
    city: value('city'),
    state: value('state').toUpperCase(),
    zip: value('zip'),
  };
}

export function isHourMinute(value: unknown): value is string {
  return typeof value === 'string' && HOUR_MINUTE_PATTERN.test(value);
}

/** Hours of one chosen day: both HH:MM, start before end. */
export function availableHoursError(start: string, end: string): string | null {
  return isHourMinute(start) && isHourMinute(end) && start < end ? null : SIGNUP_FORM_MESSAGES.availableHoursInvalid;
}

/** Chosen days must be offered by the template, each at most once, with valid hours. */
export function availableDaysError(days: readonly AvailableDay[], template: readonly AvailabilityTemplateDay[]): string | null {
  const seen = new Set<string>();
  for (const day of days) {
    if (!template.some((entry) => entry.key === day.day && entry.offered)) return SIGNUP_FORM_MESSAGES.dayNotOffered;
    if (seen.has(day.day)) return SIGNUP_FORM_MESSAGES.dayRepeated;
    seen.add(day.day);
    const hours = availableHoursError(day.start, day.end);
    if (hours) return hours;
  }
  return null;
}
