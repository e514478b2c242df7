import {
  industryError,
  invoiceDueDayError,
  organizationTextFieldError,
  parseInvoiceDueDay,
  timeZoneError,
  type OrganizationTextField,
} from '@fsp/contracts';

/** The text fields both organization forms edit, in the order they show them. */
export const ORGANIZATION_FORM_TEXT_FIELDS = [
  'website',
  'phone_number',
  'email',
  'street',
  'city',
  'state',
  'zip',
  'insurance_provider',
] as const satisfies readonly OrganizationTextField[];

export type OrganizationFormTextField = (typeof ORGANIZATION_FORM_TEXT_FIELDS)[number];

/** What both forms hold as typed: text, with the due day as '' or a number's digits and no industry as ''. */
export type OrganizationFormValues = Record<'name' | OrganizationFormTextField | 'industry' | 'time_zone' | 'invoice_due_day', string>;

export type OrganizationFormErrors = Partial<Record<keyof OrganizationFormValues | 'service_area_zipcodes' | 'services_rendered', string>>;

/** State is kept upper-cased and at most 2 letters as it is typed (part 2 §5). */
export function typedState(raw: string): string {
  return raw.toUpperCase().slice(0, 2);
}

/**
 * The contracts' rules (the API judges with the same): name required, the optional text fields' shapes, a known
 * industry, the due day 1 to 28, and a valid time zone when one is given.
 */
export function organizationFormErrors(values: OrganizationFormValues): OrganizationFormErrors {
  const errors: OrganizationFormErrors = {};
  for (const field of ['name', ...ORGANIZATION_FORM_TEXT_FIELDS] as const) {
    const error = organizationTextFieldError(field, values[field]);
    if (error) errors[field] = error;
  }
  const industry = industryError(values.industry);
  if (industry) errors.industry = industry;
  const dueDay = invoiceDueDayError(parseInvoiceDueDay(values.invoice_due_day));
  if (dueDay) errors.invoice_due_day = dueDay;
  if (values.time_zone.trim() !== '') {
    const timeZone = timeZoneError(values.time_zone.trim());
    if (timeZone) errors.time_zone = timeZone;
  }
  return errors;
}
