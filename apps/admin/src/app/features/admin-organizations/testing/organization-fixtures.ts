import type { AdminOrganization } from '@fsp/contracts';

/** An organization as GET /api/admin/organizations answers it. */
export function adminOrganization(overrides: Partial<AdminOrganization> & Pick<AdminOrganization, 'id' | 'name'>): AdminOrganization {
  return {
    industry: null,
    website: null,
    phone_number: null,
    email: null,
    street: null,
    city: null,
    state: null,
    zip: null,
    service_area_zipcodes: [],
    business_hours: null,
    services_rendered: [],
    insurance_provider: null,
    owner_user_id: null,
    invoice_due_day: null,
    stripe_account_id: null,
    stripe_onboarding_completed: false,
    time_zone: 'America/New_York',
    ...overrides,
  };
}
