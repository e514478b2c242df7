import {
  changedFields,
  industryError,
  invoiceDueDayError,
  MAX_SERVICE_AREA_ZIPCODES,
  ORGANIZATION_SETTINGS_MESSAGES,
  ORGANIZATION_TAB_FIELDS,
  organizationTextFieldError,
  parseInvoiceDueDay,
  servicesOfIndustry,
  servicesRenderedError,
  timeZoneError,
  WEEKDAY_KEYS,
  type OrganizationSettings,
  type OrganizationSettingsValues,
  type OrganizationUpdateRequest,
  type WeekdayKey,
} from '@fsp/contracts';
import { businessHoursDayError, businessHoursDraftOf, businessHoursOf, type BusinessHoursDraft } from './business-hours-draft.js';

/** The plain text inputs of the Organization tab. */
export const ORGANIZATION_DRAFT_TEXT_FIELDS = ['website', 'phone_number', 'email', 'street', 'city', 'state', 'zip'] as const;
export type OrganizationDraftTextField = (typeof ORGANIZATION_DRAFT_TEXT_FIELDS)[number];

/** The Organization tab's form as typed: text stays text until it is sent. */
export interface OrganizationDraft extends Record<OrganizationDraftTextField, string> {
  /** '' when none is chosen. */
  industry: string;
  service_area_zipcodes: string[];
  business_hours: BusinessHoursDraft;
  services_rendered: string[];
  invoice_due_day: string;
  time_zone: string;
}

export function organizationDraftOf(organization: OrganizationSettings): OrganizationDraft {
  const text = (field: OrganizationDraftTextField) => organization[field] ?? '';
  return {
    industry: organization.industry ?? '',
    website: text('website'),
    phone_number: text('phone_number'),
    email: text('email'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    service_area_zipcodes: [...organization.service_area_zipcodes],
    business_hours: businessHoursDraftOf(organization.business_hours),
    services_rendered: [...organization.services_rendered],
    invoice_due_day: organization.invoice_due_day === null ? '' : String(organization.invoice_due_day),
    time_zone: organization.time_zone,
  };
}

const trimmedOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The draft as the API takes it: trimmed text, blank as null, the state upper-cased, the due day a number. */
export function organizationValuesOf(draft: OrganizationDraft): OrganizationSettingsValues {
  const state = trimmedOrNull(draft.state);
  return {
    industry: trimmedOrNull(draft.industry),
    website: trimmedOrNull(draft.website),
    phone_number: trimmedOrNull(draft.phone_number),
    email: trimmedOrNull(draft.email),
    street: trimmedOrNull(draft.street),
    city: trimmedOrNull(draft.city),
    state: state === null ? null : state.toUpperCase(),
    zip: trimmedOrNull(draft.zip),
    service_area_zipcodes: [...draft.service_area_zipcodes],
    business_hours: businessHoursOf(draft.business_hours),
    services_rendered: [...draft.services_rendered],
    invoice_due_day: parseInvoiceDueDay(draft.invoice_due_day),
    time_zone: draft.time_zone,
  };
}

/**
 * The body of POST /api/owner/organization/update: the id plus what the draft changed, empty values as null.
 * The saved organization is compared as the form shows it, so a value the form cannot show differently (e.g. a
 * blank day stored as open with no hours) does not count as an edit.
 */
export function organizationUpdateOf(saved: OrganizationSettings, draft: OrganizationDraft): OrganizationUpdateRequest {
  const before = organizationValuesOf(organizationDraftOf(saved));
  return { id: saved.id, ...changedFields(before, organizationValuesOf(draft), ORGANIZATION_TAB_FIELDS) };
}

export function hasOrganizationChanges(update: OrganizationUpdateRequest): boolean {
  return Object.keys(update).some((key) => key !== 'id');
}

export interface OrganizationDraftErrors {
  fields: Partial<Record<OrganizationDraftTextField | 'industry' | 'invoice_due_day' | 'time_zone' | 'service_area_zipcodes' | 'services_rendered', string>>;
  /** One per service-area entry, by position. */
  zipEntries: (string | null)[];
  days: Partial<Record<WeekdayKey, string>>;
}

const SERVICE_AREA_ZIP = /^\d{5}$/;

/** The rules of part 2 §5 as the API judges them, per field, so each error shows beside its input. */
export function organizationDraftErrors(draft: OrganizationDraft): OrganizationDraftErrors {
  const values = organizationValuesOf(draft);
  const fields: OrganizationDraftErrors['fields'] = {};
  const note = (field: keyof OrganizationDraftErrors['fields'], error: string | null) => {
    if (error) fields[field] = error;
  };
  for (const field of ORGANIZATION_DRAFT_TEXT_FIELDS) note(field, organizationTextFieldError(field, draft[field]));
  note('industry', industryError(values.industry));
  note('invoice_due_day', invoiceDueDayError(values.invoice_due_day));
  note('time_zone', timeZoneError(values.time_zone));
  note('services_rendered', servicesRenderedError(values.services_rendered, values.industry));
  if (draft.service_area_zipcodes.length > MAX_SERVICE_AREA_ZIPCODES) note('service_area_zipcodes', ORGANIZATION_SETTINGS_MESSAGES.serviceAreaTooMany);

  const zipEntries = draft.service_area_zipcodes.map((zip) => (SERVICE_AREA_ZIP.test(zip) ? null : ORGANIZATION_SETTINGS_MESSAGES.serviceAreaZipInvalid));
  const days: OrganizationDraftErrors['days'] = {};
  for (const key of WEEKDAY_KEYS) {
    const error = businessHoursDayError(key, draft.business_hours[key]);
    if (error) days[key] = error;
  }
  return { fields, zipEntries, days };
}

export function hasDraftErrors(errors: OrganizationDraftErrors): boolean {
  return Object.keys(errors.fields).length > 0 || errors.zipEntries.some(Boolean) || Object.keys(errors.days).length > 0;
}

/** A new industry keeps only the chosen services that it offers too (Other and none offer none). */
export function withIndustry(draft: OrganizationDraft, industry: string): OrganizationDraft {
  const offered = servicesOfIndustry(industry);
  return { ...draft, industry, services_rendered: draft.services_rendered.filter((service) => offered.includes(service)) };
}

/** Ticks or unticks one service; the chosen ones stay in the industry list's order. */
export function withService(draft: OrganizationDraft, service: string, chosen: boolean): OrganizationDraft {
  const others = draft.services_rendered.filter((name) => name !== service);
  if (!chosen) return { ...draft, services_rendered: others };
  const order = servicesOfIndustry(draft.industry);
  const position = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return { ...draft, services_rendered: [...others, service].sort((a, b) => position(a) - position(b)) };
}
