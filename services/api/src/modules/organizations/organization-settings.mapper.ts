import type { BusinessHoursWeek, OrganizationSettings } from '@fsp/contracts';
import type { Organization } from './entities/organization.entity.js';

/** GET /api/owner/my-organization and the admin's organization calls (part 2 §3 "Organization"). */
export function toOrganizationSettings(organization: Organization): OrganizationSettings {
  return {
    id: organization.id,
    name: organization.name,
    industry: organization.industry,
    website: organization.website,
    phone_number: organization.phoneNumber,
    email: organization.email,
    street: organization.street,
    city: organization.city,
    state: organization.state,
    zip: organization.zip,
    service_area_zipcodes: organization.serviceAreaZipcodes,
    business_hours: organization.businessHours as BusinessHoursWeek | null,
    services_rendered: organization.servicesRendered,
    insurance_provider: organization.insuranceProvider,
    owner_user_id: organization.ownerUserId,
    invoice_due_day: organization.invoiceDueDay,
    stripe_account_id: organization.stripeAccountId,
    stripe_onboarding_completed: organization.stripeOnboardingCompleted,
    time_zone: organization.timeZone,
  };
}
