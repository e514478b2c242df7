import { isTimeZone } from './calendar-dates.js';
import { WEEKDAY_KEYS, type WeekdayKey } from './customers.js';
import { INDUSTRY_SERVICES } from './industry-services.js';
import { INVOICE_DUE_DAY_MAX, INVOICE_DUE_DAY_MIN } from './invoices.js';
import { INDUSTRIES, isIndustry, OWNER_INVITE_MESSAGES, type Industry } from './owner-invitations.js';
import { AVAILABILITY_DAY_LABELS, isHourMinute, SIGNUP_FORM_MESSAGES } from './signup-form.js';

/**
 * The organization's own settings (part 2 §2 "Settings" Organization tab, §3 "Organization", §5): what
 * GET /api/owner/my-organization answers, what POST /api/owner/organization/update takes, and the rules that
 * the Organization tab, the admin panel and the API all judge with.
 */

/** Opening hours of one weekday: HH:MM times; a closed day may leave them empty. */
export interface BusinessHoursDay {
  open: string | null;
  close: string | null;
  closed: boolean;
}

/** Keyed by lowercase weekday sun..sat. */
export type BusinessHoursWeek = Partial<Record<WeekdayKey, BusinessHoursDay>>;

/** GET /api/owner/my-organization; each item of GET /api/admin/organizations; the update and create answers. */
export interface OrganizationSettings {
  id: string;
  name: string;
  industry: string | null;
  website: string | null;
  phone_number: string | null;
  email: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  service_area_zipcodes: string[];
  business_hours: BusinessHoursWeek | null;
  services_rendered: string[];
  insurance_provider: string | null;
  owner_user_id: string | null;
  invoice_due_day: number | null;
  stripe_account_id: string | null;
  stripe_onboarding_completed: boolean;
  /** IANA time zone in which the schedule, billing and "today" are read. */
  time_zone: string;
}

/** What the Organization tab edits; POST /api/owner/organization/update takes `id` plus any of these. */
export const ORGANIZATION_TAB_FIELDS = [
  'industry',
  'website',
  'phone_number',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'service_area_zipcodes',
  'business_hours',
  'services_rendered',
  'invoice_due_day',
  'time_zone',
] as const;
export type OrganizationTabField = (typeof ORGANIZATION_TAB_FIELDS)[number];

export type OrganizationSettingsValues = Pick<OrganizationSettings, OrganizationTabField>;

/** POST /api/owner/organization/update: the organization's id plus the changed fields, empty values as null. */
export type OrganizationUpdateRequest = { id: string } & Partial<{
  [K in OrganizationTabField]: OrganizationSettings[K] | null;
}>;

/** The plain text fields of an organization, with their labels and longest accepted length. */
export const ORGANIZATION_TEXT_FIELDS = {
  name: ['Organization name', 200],
  website: ['Website', 2048],
  phone_number: ['Phone', 40],
  email: ['Email', 254],
  street: ['Street', 200],
  city: ['City', 100],
  state: ['State', 2],
  zip: ['ZIP', 10],
  insurance_provider: ['Insurance provider', 200],
} as const satisfies Record<string, readonly [string, number]>;
export type OrganizationTextField = keyof typeof ORGANIZATION_TEXT_FIELDS;

/** At most this many service-area ZIP codes. */
export const MAX_SERVICE_AREA_ZIPCODES = 500;

export const ORGANIZATION_SETTINGS_MESSAGES = {
  nameRequired: OWNER_INVITE_MESSAGES.orgNameRequired,
  emailInvalid: SIGNUP_FORM_MESSAGES.emailInvalid,
  phoneInvalid: SIGNUP_FORM_MESSAGES.phoneInvalid,
  stateInvalid: SIGNUP_FORM_MESSAGES.stateInvalid,
  zipInvalid: SIGNUP_FORM_MESSAGES.zipInvalid,
  industryInvalid: `Industry must be one of: ${INDUSTRIES.join(', ')}.`,
  serviceAreaZipInvalid: 'Service-area ZIP codes must be 5 digits.',
  serviceAreaTooMany: `At most ${MAX_SERVICE_AREA_ZIPCODES} service-area ZIP codes.`,
  businessHoursInvalid: (day: WeekdayKey) => `${AVAILABILITY_DAY_LABELS[day]}: choose a closing time after the opening time.`,
  businessHoursShape: 'Business hours must give open, close and closed for days sun to sat.',
  dueDayInvalid: `Invoice due day must be a whole number from ${INVOICE_DUE_DAY_MIN} to ${INVOICE_DUE_DAY_MAX}.`,
  timeZoneInvalid: 'Choose a valid time zone.',
  servicesShape: 'Services rendered must be a list of service names.',
  serviceNeedsIndustry: 'Choose an industry before choosing the services you render.',
  serviceNotInIndustry: (service: string, industry: string) => `"${service}" is not one of the ${industry} services.`,
  fieldTooLong: OWNER_INVITE_MESSAGES.fieldTooLong,
  mustBeText: (label: string) => `${label} must be text.`,
  organizationNotFound: 'Organization not found',
  /** The update names another organization than the caller's. */
  notYourOrganization: 'You can only update your own organization.',
  nothingToUpdate: 'Nothing to save',
  /** The Organization tab's Save button and section headings. */
  save: 'Save',
  paymentProviderHeading: 'Payments',
  onboardingRequired: 'Onboarding required',
  onboardingComplete: 'Onboarding complete',
  startOnboarding: 'Start onboarding',
  finishOnboarding: 'Finish onboarding',
  openStripeDashboard: 'Open Stripe Dashboard',
  /** The lead's flag when a signup's ZIP is outside a non-empty service area. */
  outsideServiceArea: 'Outside service area',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[\d\s().-]{10,}$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
const SERVICE_AREA_ZIP_PATTERN = /^\d{5}$/;

/** A service-area entry as typed: digits only, at most 5 (part 2 §5). */
export function normalizeZipEntry(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 5);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** One text field: optional (blank allowed) except the name; judged trimmed, state upper-cased. */
export function organizationTextFieldError(field: OrganizationTextField, value: unknown): string | null {
  const [label, max] = ORGANIZATION_TEXT_FIELDS[field];
  if (field === 'name' && isBlank(value)) return ORGANIZATION_SETTINGS_MESSAGES.nameRequired;
  if (isBlank(value)) return null;
  if (typeof value !== 'string') return ORGANIZATION_SETTINGS_MESSAGES.mustBeText(label);
  const text = value.trim();
  if (field === 'email' && !EMAIL_PATTERN.test(text)) return ORGANIZATION_SETTINGS_MESSAGES.emailInvalid;
  if (field === 'phone_number' && !PHONE_PATTERN.test(text)) return ORGANIZATION_SETTINGS_MESSAGES.phoneInvalid;
  if (field === 'state' && !/^[A-Z]{2}$/.test(text.toUpperCase())) return ORGANIZATION_SETTINGS_MESSAGES.stateInvalid;
  if (field === 'zip' && !ZIP_PATTERN.test(text)) return ORGANIZATION_SETTINGS_MESSAGES.zipInvalid;
  return text.length > max ? ORGANIZATION_SETTINGS_MESSAGES.fieldTooLong(label, max) : null;
}

export function industryError(value: unknown): string | null {
  return isBlank(value) || isIndustry(value) ? null : ORGANIZATION_SETTINGS_MESSAGES.industryInvalid;
}

export function serviceAreaZipcodesError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((zip) => typeof zip !== 'string' || !SERVICE_AREA_ZIP_PATTERN.test(zip))) {
    return ORGANIZATION_SETTINGS_MESSAGES.serviceAreaZipInvalid;
  }
  return value.length > MAX_SERVICE_AREA_ZIPCODES ? ORGANIZATION_SETTINGS_MESSAGES.serviceAreaTooMany : null;
}

/** Every weekday key is optional; a day that is open needs HH:MM open before close. */
export function businessHoursError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return ORGANIZATION_SETTINGS_MESSAGES.businessHoursShape;
  const days = value as Record<string, unknown>;
  for (const key of Object.keys(days)) {
    if (!(WEEKDAY_KEYS as readonly string[]).includes(key)) return ORGANIZATION_SETTINGS_MESSAGES.businessHoursShape;
  }
  for (const key of WEEKDAY_KEYS) {
    const day = days[key];
    if (day === undefined) continue;
    if (typeof day !== 'object' || day === null || Array.isArray(day)) return ORGANIZATION_SETTINGS_MESSAGES.businessHoursShape;
    const { open, close, closed } = day as Record<string, unknown>;
    if (typeof closed !== 'boolean') return ORGANIZATION_SETTINGS_MESSAGES.businessHoursShape;
    for (const time of [open, close]) {
      if (time !== null && time !== undefined && time !== '' && !isHourMinute(time)) return ORGANIZATION_SETTINGS_MESSAGES.businessHoursInvalid(key);
    }
    if (closed) continue;
    if (!isHourMinute(open) || !isHourMinute(close) || open >= close) return ORGANIZATION_SETTINGS_MESSAGES.businessHoursInvalid(key);
  }
  return null;
}

export function invoiceDueDayError(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'number' && Number.isInteger(value) && value >= INVOICE_DUE_DAY_MIN && value <= INVOICE_DUE_DAY_MAX
    ? null
    : ORGANIZATION_SETTINGS_MESSAGES.dueDayInvalid;
}

/** The due day as typed in the form: empty is null, anything else a number (judged by invoiceDueDayError). */
export function parseInvoiceDueDay(raw: string): number | null {
  const text = raw.trim();
  return text === '' ? null : Number(text);
}

export function timeZoneError(value: unknown): string | null {
  return isTimeZone(value) ? null : ORGANIZATION_SETTINGS_MESSAGES.timeZoneInvalid;
}

/** Services rendered must all come from the industry's fixed list (Other and no industry offer none). */
export function servicesRenderedError(value: unknown, industry: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((service) => typeof service !== 'string')) return ORGANIZATION_SETTINGS_MESSAGES.servicesShape;
  if (value.length === 0) return null;
  if (!isIndustry(industry)) return ORGANIZATION_SETTINGS_MESSAGES.serviceNeedsIndustry;
  const offered = INDUSTRY_SERVICES[industry as Industry];
  const stray = (value as string[]).find((service) => !offered.includes(service));
  return stray === undefined ? null : ORGANIZATION_SETTINGS_MESSAGES.serviceNotInIndustry(stray, industry);
}

/** Whether a signup's ZIP lies inside the service area; an empty service area covers everywhere. */
export function isInServiceArea(zip: string, serviceArea: readonly string[]): boolean {
  if (serviceArea.length === 0) return true;
  return serviceArea.includes(zip.trim().slice(0, 5));
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Blank text becomes null, as every organization update sends it (part 2 §5). */
export function blankAsNull<T>(value: T): T | null {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/**
 * The fields of `draft` that differ from `saved`, blank text as null: the body of an organization update
 * besides its `id` (and, for the admin's update, besides `marketing`).
 */
export function changedFields<T extends object, K extends keyof T>(saved: T, draft: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const changes: Partial<Pick<T, K>> = {};
  for (const field of fields) {
    const next = blankAsNull(draft[field]);
    if (!sameValue(blankAsNull(saved[field]), next)) changes[field] = next as T[K];
  }
  return changes;
}
