import { ADMIN_ORGANIZATION_ADVANCED_FIELDS, parseInvoiceDueDay, type AdminCreateOrganizationRequest } from '@fsp/contracts';
import type { OrganizationFormValues } from './organization-fields.js';

export const EMPTY_CREATE_ORGANIZATION_FORM: OrganizationFormValues = {
  name: '',
  industry: '',
  website: '',
  phone_number: '',
  email: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  insurance_provider: '',
  time_zone: '',
  invoice_due_day: '',
};

/** The name plus the advanced fields that were filled in; empty ones are left out (part 2 §5). */
export function toCreateOrganizationRequest(values: OrganizationFormValues): AdminCreateOrganizationRequest {
  const request: AdminCreateOrganizationRequest = { name: values.name.trim() };
  for (const field of ADMIN_ORGANIZATION_ADVANCED_FIELDS) {
    const text = values[field].trim();
    if (text === '') continue;
    if (field === 'invoice_due_day') request.invoice_due_day = parseInvoiceDueDay(text);
    else if (field === 'state') request.state = text.toUpperCase();
    else request[field] = text;
  }
  return request;
}
