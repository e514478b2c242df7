/** Where a lead came from: the landing page's "Get a demo", or a trial sign-up (landing or /get-started). */
export const LEAD_SOURCES = ['demo', 'trial'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export function isLeadSource(value: unknown): value is LeadSource {
  return typeof value === 'string' && (LEAD_SOURCES as readonly string[]).includes(value);
}

/** The four fields of the lead and trial forms (part 1 §2.1, §2.2), in the order they are shown. */
export const LEAD_FORM_FIELDS = ['name', 'email', 'company', 'phone'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];
export type LeadFormValues = Record<LeadFormField, string>;
export type LeadFormErrors = Partial<Record<LeadFormField, string>>;

export const EMPTY_LEAD_FORM: LeadFormValues = { name: '', email: '', company: '', phone: '' };

/** Longest accepted value per field (characters, after trimming); the page path a lead was sent from. */
export const LEAD_FIELD_MAX_LENGTH: Readonly<Record<LeadFormField | 'path', number>> = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
  path: 2048,
};

const FIELD_LABELS: Readonly<Record<LeadFormField | 'path', string>> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  phone: 'Phone',
  path: 'Path',
};

/** The words of the lead and trial forms (part 1 §2.1, §5, §8). */
export const LEAD_FORM_MESSAGES = {
  nameRequired: 'Please enter your name.',
  companyRequired: 'Please enter your company.',
  emailRequired: 'Please enter your email.',
  emailInvalid: 'Enter a valid email address.',
  fixErrors: 'Please fix the errors below.',
  demoThanks: "Thanks! We'll reach out shortly.",
  demoFailed: 'Could not submit. Please try again.',
  trialFailed: 'Could not start the trial. Please try again.',
  submitting: 'Submitting…',
  redirecting: 'Redirecting…',
  getDemo: 'Get a demo',
  startTrial: 'Start free trial',
  getStarted: 'Get Started',
  termsNotice: 'By continuing you agree to the Terms of Service and Privacy Policy.',
  noCardNeeded: 'A free trial needs no credit card.',
  invalidSource: 'Source must be demo or trial.',
  invalidPath: 'Path must be text.',
  invalidPhone: 'Phone must be text.',
} as const;

export function tooLongMessage(field: LeadFormField | 'path'): string {
  return `${FIELD_LABELS[field]} must be at most ${LEAD_FIELD_MAX_LENGTH[field]} characters.`;
}

/** Shaped like name@domain.tld, with no spaces anywhere. */
export function isLeadEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function trimLeadForm(values: LeadFormValues): LeadFormValues {
  return { name: values.name.trim(), email: values.email.trim(), company: values.company.trim(), phone: values.phone.trim() };
}

/**
 * The rule for one field, on its raw value (trimmed here; a value that is not text counts as empty for the
 * required fields). Null when the value is acceptable. The form and the API both judge a lead with this.
 */
export function leadFieldError(field: LeadFormField, value: unknown): string | null {
  if (field === 'phone') {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return LEAD_FORM_MESSAGES.invalidPhone;
    return value.trim().length > LEAD_FIELD_MAX_LENGTH.phone ? tooLongMessage('phone') : null;
  }
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') {
    if (field === 'name') return LEAD_FORM_MESSAGES.nameRequired;
    if (field === 'company') return LEAD_FORM_MESSAGES.companyRequired;
    return LEAD_FORM_MESSAGES.emailRequired;
  }
  if (text.length > LEAD_FIELD_MAX_LENGTH[field]) return tooLongMessage(field);
  if (field === 'email' && !isLeadEmail(text)) return LEAD_FORM_MESSAGES.emailInvalid;
  return null;
}

export function leadSourceError(value: unknown): string | null {
  return isLeadSource(value) ? null : LEAD_FORM_MESSAGES.invalidSource;
}

/** The page path is optional; when given it must be text of a sensible length. */
export function leadPathError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return LEAD_FORM_MESSAGES.invalidPath;
  return value.trim().length > LEAD_FIELD_MAX_LENGTH.path ? tooLongMessage('path') : null;
}

/** Every broken rule of the form, keyed by field; empty when the lead can be sent. */
export function validateLeadForm(values: LeadFormValues): LeadFormErrors {
  const errors: LeadFormErrors = {};
  for (const field of LEAD_FORM_FIELDS) {
    const error = leadFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

export function hasLeadFormErrors(errors: LeadFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** POST /api/public/leads (part 1 §7). Values are sent trimmed; an empty phone is sent as null. */
export interface LeadRequest {
  name: string;
  email: string;
  company: string;
  phone: string | null;
  source: LeadSource;
  /** The page path the form was sent from, e.g. "/" or "/get-started". */
  path: string;
}

export interface LeadResponse {
  ok: true;
  id: string;
}

/** The request body for a filled-in form (already validated). */
export function leadRequestFrom(values: LeadFormValues, source: LeadSource, path: string): LeadRequest {
  const trimmed = trimLeadForm(values);
  return { ...trimmed, phone: trimmed.phone === '' ? null : trimmed.phone, source, path };
}
