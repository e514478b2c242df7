import { DEFAULT_ORGANIZATION_TIME_ZONE, servicesRenderedError, type OrganizationSettings, type OrganizationTabField } from '@fsp/contracts';
import { BadRequestException } from '@nestjs/common';
import type { Organization } from './entities/organization.entity.js';

/**
 * Fields of an organization that a settings or admin update may change, already validated one by one by the
 * DTO (trimmed, blank text as null). Undefined means "not sent, keep"; null means "clear".
 */
export type OrganizationChanges = Partial<
  { name: string } & { [K in OrganizationTabField | 'insurance_provider']: OrganizationSettings[K] | null }
>;

const uniqueInOrder = (values: readonly string[]) => [...new Set(values)];

/**
 * Applies the sent fields to the entity (state upper-cased, lists de-duplicated, a cleared list or time zone
 * back to its default) and checks what only the whole organization can tell: services rendered must come from
 * the industry it ends up with. Throws 400 with the contracts' words; the caller saves.
 */
export function applyOrganizationChanges(organization: Organization, changes: OrganizationChanges): Organization {
  const set = <K extends keyof OrganizationChanges>(key: K, apply: (value: NonNullable<OrganizationChanges[K]> | null) => void) => {
    const value = changes[key];
    if (value !== undefined) apply(value as NonNullable<OrganizationChanges[K]> | null);
  };
  set('name', (value) => {
    if (value) organization.name = value;
  });
  set('industry', (value) => (organization.industry = value));
  set('website', (value) => (organization.website = value));
  set('phone_number', (value) => (organization.phoneNumber = value));
  set('email', (value) => (organization.email = value));
  set('street', (value) => (organization.street = value));
  set('city', (value) => (organization.city = value));
  set('state', (value) => (organization.state = value === null ? null : value.toUpperCase()));
  set('zip', (value) => (organization.zip = value));
  set('insurance_provider', (value) => (organization.insuranceProvider = value));
  set('service_area_zipcodes', (value) => (organization.serviceAreaZipcodes = uniqueInOrder(value ?? [])));
  set('business_hours', (value) => (organization.businessHours = value));
  set('services_rendered', (value) => (organization.servicesRendered = uniqueInOrder(value ?? [])));
  set('invoice_due_day', (value) => (organization.invoiceDueDay = value));
  set('time_zone', (value) => (organization.timeZone = value ?? DEFAULT_ORGANIZATION_TIME_ZONE));

  const servicesError = servicesRenderedError(organization.servicesRendered, organization.industry);
  if (servicesError) throw new BadRequestException(servicesError);
  return organization;
}
