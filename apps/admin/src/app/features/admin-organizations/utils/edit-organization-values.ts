import {
  ADMIN_ORGANIZATION_EDIT_FIELDS,
  changedFields,
  INDUSTRY_SERVICES,
  isIndustry,
  parseInvoiceDueDay,
  serviceAreaZipcodesError,
  servicesRenderedError,
  type AdminOrganization,
  type AdminUpdateOrganizationRequest,
} from '@fsp/contracts';
import { organizationFormErrors, type OrganizationFormErrors, type OrganizationFormValues } from './organization-fields.js';

export interface OrganizationDraft extends OrganizationFormValues {
  service_area_zipcodes: string[];
  services_rendered: string[];
}

export function draftOf(organization: AdminOrganization): OrganizationDraft {
  return {
    name: organization.name,
    industry: organization.industry ?? '',
    website: organization.website ?? '',
    phone_number: organization.phone_number ?? '',
    email: organization.email ?? '',
    street: organization.street ?? '',
    city: organization.city ?? '',
    state: organization.state ?? '',
    zip: organization.zip ?? '',
    insurance_provider: organization.insurance_provider ?? '',
    time_zone: organization.time_zone,
    invoice_due_day: organization.invoice_due_day === null ? '' : String(organization.invoice_due_day),
    service_area_zipcodes: [...organization.service_area_zipcodes],
    services_rendered: [...organization.services_rendered],
  };
}

/** The services an industry offers (Other and no industry offer none). */
export function servicesOffered(industry: string): readonly string[] {
  return isIndustry(industry) ? INDUSTRY_SERVICES[industry] : [];
}

/** A new industry keeps only the chosen services it also offers. */
export function withIndustry(draft: OrganizationDraft, industry: string): OrganizationDraft {
  const offered = servicesOffered(industry);
  return { ...draft, industry, services_rendered: draft.services_rendered.filter((service) => offered.includes(service)) };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

export function editOrganizationErrors(draft: OrganizationDraft): OrganizationFormErrors {
  const errors = organizationFormErrors(draft);
  const zipcodes = serviceAreaZipcodesError(draft.service_area_zipcodes);
  if (zipcodes) errors.service_area_zipcodes = zipcodes;
  const services = servicesRenderedError(draft.services_rendered, draft.industry || null);
  if (services) errors.services_rendered = services;
  return errors;
}

/**
 * POST /api/admin/update-organization: the id plus the changed fields, empty strings as null, and `marketing`
 * (industry and services rendered) when either changed; null when nothing changed.
 */
export function toUpdateOrganizationRequest(saved: AdminOrganization, draft: OrganizationDraft): AdminUpdateOrganizationRequest | null {
  const edited: AdminOrganization = {
    ...saved,
    name: draft.name.trim(),
    website: draft.website.trim(),
    phone_number: draft.phone_number.trim(),
    email: draft.email.trim(),
    street: draft.street.trim(),
    city: draft.city.trim(),
    state: draft.state.trim().toUpperCase(),
    zip: draft.zip.trim(),
    insurance_provider: draft.insurance_provider.trim(),
    service_area_zipcodes: draft.service_area_zipcodes,
    invoice_due_day: parseInvoiceDueDay(draft.invoice_due_day),
    time_zone: draft.time_zone.trim(),
  };
  const request: AdminUpdateOrganizationRequest = { id: saved.id, ...changedFields(saved, edited, ADMIN_ORGANIZATION_EDIT_FIELDS) };
  const industryChanged = (saved.industry ?? '') !== draft.industry;
  if (industryChanged || !sameSet(saved.services_rendered, draft.services_rendered)) {
    request.marketing = { industry: draft.industry || null, services_rendered: draft.services_rendered };
  }
  return Object.keys(request).length > 1 ? request : null;
}
