import { DEFAULT_PROFILE_SETTINGS, type OrganizationSettings, type PaymentProviderStatus, type UserProfile } from '@fsp/contracts';

export const ORGANIZATION: OrganizationSettings = {
  id: 'org-1',
  name: 'Green Acres Lawn Co.',
  industry: 'Lawncare',
  website: 'https://greenacres.example',
  phone_number: '(919) 555-0100',
  email: 'office@greenacres.example',
  street: '1 Main St',
  city: 'Raleigh',
  state: 'NC',
  zip: '27601',
  service_area_zipcodes: ['27601', '27603'],
  business_hours: {
    sun: { open: null, close: null, closed: true },
    mon: { open: '08:00', close: '17:00', closed: false },
    tue: { open: '09:00', close: '15:00', closed: false },
  },
  services_rendered: ['Lawn Mowing', 'Leaf Removal', 'Mulching'],
  insurance_provider: null,
  owner_user_id: 'u-owner',
  invoice_due_day: 15,
  stripe_account_id: null,
  stripe_onboarding_completed: false,
  time_zone: 'America/New_York',
};

export const ONBOARDING_REQUIRED: PaymentProviderStatus = {
  ok: true,
  onboarded: false,
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: false,
  requirements_currently_due_len: 0,
};

export const ONBOARDING_COMPLETE: PaymentProviderStatus = {
  ok: true,
  onboarded: true,
  charges_enabled: true,
  payouts_enabled: true,
  details_submitted: true,
  requirements_currently_due_len: 0,
};

export function profileOf(role: string, overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...DEFAULT_PROFILE_SETTINGS,
    id: `u-${role}`,
    role,
    email: `${role}@demo.test`,
    name: `Pat ${role.charAt(0).toUpperCase()}${role.slice(1)}`,
    impersonating: false,
    real_user: null,
    organization_id: 'org-1',
    ...overrides,
  };
}
