/** @jest-environment node */
import { SETTINGS_MESSAGES, type OrganizationSettings } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { getMyOrganization, MY_ORGANIZATION_PATH } from './get-my-organization.js';
import { isOrganizationSettings } from './is-organization-settings.js';
import { ORGANIZATION_UPDATE_PATH, updateOrganization } from './update-organization.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const organization: OrganizationSettings = {
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
  business_hours: { mon: { open: '08:00', close: '17:00', closed: false }, sun: { open: null, close: null, closed: true } },
  services_rendered: ['Lawn Mowing'],
  insurance_provider: null,
  owner_user_id: 'u-owner',
  invoice_due_day: 15,
  stripe_account_id: null,
  stripe_onboarding_completed: false,
  time_zone: 'America/New_York',
};

describe('isOrganizationSettings', () => {
  it('accepts the contract’s shape, with or without business hours and a due day', () => {
    expect(isOrganizationSettings(organization)).toBe(true);
    expect(isOrganizationSettings({ ...organization, business_hours: null, invoice_due_day: null, industry: null })).toBe(true);
    expect(isOrganizationSettings({ ...organization, business_hours: {} })).toBe(true);
  });

  it.each([
    ['no id', { ...organization, id: undefined }],
    ['a zipcode list of numbers', { ...organization, service_area_zipcodes: [27601] }],
    ['no services list', { ...organization, services_rendered: null }],
    ['a weekday key in capitals', { ...organization, business_hours: { Mon: { open: '08:00', close: '17:00', closed: false } } }],
    ['a day without its closed flag', { ...organization, business_hours: { mon: { open: '08:00', close: '17:00' } } }],
    ['a due day as text', { ...organization, invoice_due_day: '15' }],
    ['a fractional due day', { ...organization, invoice_due_day: 1.5 }],
    ['no time zone', { ...organization, time_zone: '' }],
    ['onboarding as text', { ...organization, stripe_onboarding_completed: 'yes' }],
  ])('refuses an organization with %s', (_, value) => {
    expect(isOrganizationSettings(value)).toBe(false);
  });
});

describe('getMyOrganization over real HTTP', () => {
  it('gets the organization', async () => {
    server.route(`GET ${MY_ORGANIZATION_PATH}`, { status: 200, body: organization });
    await expect(getMyOrganization(api)).resolves.toEqual(organization);
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['GET', MY_ORGANIZATION_PATH]]);
  });

  it('rejects with the server’s reason, else the given default, and refuses an answer that is not an organization', async () => {
    server.route(`GET ${MY_ORGANIZATION_PATH}`, { status: 403, body: { error: 'Owner or manager role required' } });
    await expect(getMyOrganization(api, 'Could not load')).rejects.toMatchObject({ status: 403, message: 'Owner or manager role required' });
    server.route(`GET ${MY_ORGANIZATION_PATH}`, { status: 500, rawBody: 'oops' });
    await expect(getMyOrganization(api, 'Could not load')).rejects.toMatchObject({ status: 500, message: 'Could not load', serverMessage: null });
    server.route(`GET ${MY_ORGANIZATION_PATH}`, { status: 200, body: { organization } });
    await expect(getMyOrganization(api)).rejects.toThrow(`Unexpected response from GET ${MY_ORGANIZATION_PATH}`);
  });
});

describe('updateOrganization over real HTTP', () => {
  it('posts the id with the changed fields as given, nulls included, and resolves with the saved organization', async () => {
    const saved: OrganizationSettings = { ...organization, website: null, invoice_due_day: null, state: 'VA' };
    server.route(`POST ${ORGANIZATION_UPDATE_PATH}`, { status: 200, body: saved });
    await expect(updateOrganization(api, { id: 'org-1', website: null, invoice_due_day: null, state: 'VA' })).resolves.toEqual(saved);
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', ORGANIZATION_UPDATE_PATH, { id: 'org-1', website: null, invoice_due_day: null, state: 'VA' }],
    ]);
  });

  it('rejects with the server’s reason, else "Failed to save organization"', async () => {
    server.route(`POST ${ORGANIZATION_UPDATE_PATH}`, { status: 400, body: { error: 'Invoice due day must be a whole number from 1 to 28.' } });
    await expect(updateOrganization(api, { id: 'org-1', invoice_due_day: 31 })).rejects.toMatchObject({
      status: 400,
      message: 'Invoice due day must be a whole number from 1 to 28.',
    });
    server.route(`POST ${ORGANIZATION_UPDATE_PATH}`, { status: 502 });
    await expect(updateOrganization(api, { id: 'org-1', city: 'Durham' })).rejects.toMatchObject({
      message: SETTINGS_MESSAGES.failedToSaveOrganization,
      serverMessage: null,
    });
    server.route(`POST ${ORGANIZATION_UPDATE_PATH}`, { status: 200, body: { ok: true } });
    await expect(updateOrganization(api, { id: 'org-1', city: 'Durham' })).rejects.toThrow(`Unexpected response from POST ${ORGANIZATION_UPDATE_PATH}`);
  });
});
