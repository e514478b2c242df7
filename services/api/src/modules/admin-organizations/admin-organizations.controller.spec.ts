import {
  ADMIN_API_ERRORS,
  ADMIN_MESSAGES,
  API_ERRORS,
  DEMO_ORGANIZATIONS,
  ORGANIZATION_SETTINGS_MESSAGES,
  type AdminOrganization,
  type OrganizationSummary,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedUser } from '../teams/testing/seed-crew.js';

const UNKNOWN_ORGANIZATION = '3f2c1a9e-4b7d-4c1e-9a2b-5d6e7f8a9b0c';

/** What a new organization is before anyone fills it in. */
const EMPTY_ORGANIZATION = {
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
};

const byNameIgnoringCase = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);

describe.each(testDatabases())('Admin organizations on %s', (database) => {
  let t: TestApi;
  let admin: string;

  type Answer = AdminOrganization | { error: string };
  const create = (body: unknown, token = admin) => t.request<Answer>('POST', '/api/admin/create-organization', { token, body });
  const update = (body: unknown, token = admin) => t.request<Answer>('POST', '/api/admin/update-organization', { token, body });
  const created = async (body: Record<string, unknown>): Promise<AdminOrganization> => {
    const response = await create(body);
    expect(response.status).toBe(201);
    return response.body as AdminOrganization;
  };

  beforeAll(async () => {
    t = await startTestApi(database);
    admin = await t.tokenFor('admin@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('GET /api/admin/organizations', () => {
    it('lists every organization by name, regardless of case, as the spec words an organization', async () => {
      await created({ name: 'aardvark Pest Control' });
      const response = await t.request<AdminOrganization[]>('GET', '/api/admin/organizations', { token: admin });
      expect(response.status).toBe(200);
      const names = response.body.map((organization) => organization.name);
      expect(names).toEqual([...names].sort(byNameIgnoringCase));
      expect(names[0]).toBe('aardvark Pest Control');
      const greenAcres = response.body.find((organization) => organization.name === DEMO_ORGANIZATIONS.greenAcres);
      expect(greenAcres).toMatchObject({
        id: await organizationIdOf(t.dataSource, 'owner@demo.test'),
        owner_user_id: await t.userIdOf('owner@demo.test'),
        service_area_zipcodes: expect.any(Array),
        services_rendered: expect.any(Array),
        stripe_onboarding_completed: expect.any(Boolean),
        time_zone: expect.any(String),
      });
      expect(Object.keys(greenAcres ?? {}).sort()).toEqual(['id', 'name', ...Object.keys(EMPTY_ORGANIZATION)].sort());
    });
  });

  describe('GET /api/admin/organization-summary', () => {
    it('gives each organization its name and the number of its users, by name', async () => {
      const counted = await created({ name: 'Counted Cleaning' });
      await seedUser(t.dataSource, counted.id, { email: 'counted.one@example.com', role: 'manager' });
      await seedUser(t.dataSource, counted.id, { email: 'counted.two@example.com', status: 'inactive' });
      const empty = await created({ name: 'Empty House Washing' });

      const response = await t.request<OrganizationSummary[]>('GET', '/api/admin/organization-summary', { token: admin });
      expect(response.status).toBe(200);
      const names = response.body.map((summary) => summary.name);
      expect(names).toEqual([...names].sort(byNameIgnoringCase));
      expect(response.body).toContainEqual({ id: counted.id, name: 'Counted Cleaning', member_count: 2 });
      expect(response.body).toContainEqual({ id: empty.id, name: 'Empty House Washing', member_count: 0 });
      const greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
      const [{ count }] = (await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE organization_id = $1`, [greenAcres])) as [{ count: number }];
      expect(response.body).toContainEqual({ id: greenAcres, name: DEMO_ORGANIZATIONS.greenAcres, member_count: count });
    });
  });

  describe('POST /api/admin/create-organization', () => {
    it('creates an organization from a name alone (201), everything else empty', async () => {
      const response = await create({ name: '  Bright Lawns  ' });
      expect(response).toMatchObject({ status: 201 });
      expect(response.body).toEqual({ id: expect.any(String), name: 'Bright Lawns', ...EMPTY_ORGANIZATION });
      const listed = await t.request<AdminOrganization[]>('GET', '/api/admin/organizations', { token: admin });
      expect(listed.body).toContainEqual(response.body);
    });

    it('takes the advanced fields', async () => {
      const body = {
        name: 'Advanced Cleaning',
        industry: 'Cleaning',
        website: 'https://advanced.example',
        phone_number: '(919) 555-0100',
        email: 'hello@advanced.example',
        street: '1 Main St',
        city: 'Raleigh',
        state: 'nc',
        zip: '27601',
        insurance_provider: 'Acme Mutual',
        time_zone: 'America/Chicago',
        invoice_due_day: 15,
      };
      const response = await create(body);
      expect(response).toMatchObject({ status: 201, body: { ...body, state: 'NC', owner_user_id: null, services_rendered: [] } });
    });

    it('stores optional fields sent empty as empty', async () => {
      const response = await create({ name: 'Sparse Lawns', website: '', city: '  ', industry: '', invoice_due_day: '', time_zone: '' });
      expect(response).toMatchObject({ status: 201 });
      expect(response.body).toEqual({ id: expect.any(String), name: 'Sparse Lawns', ...EMPTY_ORGANIZATION });
    });

    it('requires a name', async () => {
      for (const body of [{}, { name: '' }, { name: '   ' }, { name: null, industry: 'Cleaning' }]) {
        expect(await create(body)).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.organizationNameRequired } });
      }
    });

    it('refuses fields the rules refuse, and fields it does not take', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ state: 'North Carolina' }, ORGANIZATION_SETTINGS_MESSAGES.stateInvalid],
        [{ zip: 'abc' }, ORGANIZATION_SETTINGS_MESSAGES.zipInvalid],
        [{ email: 'not-an-address' }, ORGANIZATION_SETTINGS_MESSAGES.emailInvalid],
        [{ phone_number: '12' }, ORGANIZATION_SETTINGS_MESSAGES.phoneInvalid],
        [{ industry: 'Plumbing' }, ORGANIZATION_SETTINGS_MESSAGES.industryInvalid],
        [{ invoice_due_day: 29 }, ORGANIZATION_SETTINGS_MESSAGES.dueDayInvalid],
        [{ invoice_due_day: '5' }, ORGANIZATION_SETTINGS_MESSAGES.dueDayInvalid],
        [{ time_zone: 'Mars/Olympus' }, ORGANIZATION_SETTINGS_MESSAGES.timeZoneInvalid],
        [{ website: 'x'.repeat(2049) }, ORGANIZATION_SETTINGS_MESSAGES.fieldTooLong('Website', 2048)],
        [{ owner_user_id: UNKNOWN_ORGANIZATION }, 'property owner_user_id should not exist'],
        [{ business_hours: null }, 'property business_hours should not exist'],
      ];
      for (const [fields, error] of cases) {
        expect(await create({ name: 'Refused Lawns', ...fields })).toMatchObject({ status: 400, body: { error } });
      }
      expect(await create({ name: 'x'.repeat(201) })).toMatchObject({
        status: 400,
        body: { error: ORGANIZATION_SETTINGS_MESSAGES.fieldTooLong('Organization name', 200) },
      });
      const names = (await t.request<AdminOrganization[]>('GET', '/api/admin/organizations', { token: admin })).body.map((o) => o.name);
      expect(names).not.toContain('Refused Lawns');
    });
  });

  describe('POST /api/admin/update-organization', () => {
    it('changes only the fields sent and answers the organization', async () => {
      const before = await created({ name: 'Editable Lawns', website: 'https://editable.example', city: 'Cary' });
      const response = await update({
        id: before.id,
        name: ' Edited Lawns ',
        city: 'Durham',
        state: 'nc',
        service_area_zipcodes: ['27701', '27703', '27701'],
        invoice_due_day: 10,
        time_zone: 'America/Denver',
        insurance_provider: 'Acme Mutual',
      });
      expect(response).toEqual({
        status: 200,
        headers: expect.any(Object),
        body: {
          ...before,
          name: 'Edited Lawns',
          city: 'Durham',
          state: 'NC',
          service_area_zipcodes: ['27701', '27703'],
          invoice_due_day: 10,
          time_zone: 'America/Denver',
          insurance_provider: 'Acme Mutual',
        },
      });
    });

    it('clears fields sent as empty strings or null (the time zone back to the default)', async () => {
      const before = await created({
        name: 'Clearable Cleaning',
        website: 'https://clearable.example',
        phone_number: '919-555-0100',
        insurance_provider: 'Acme Mutual',
        time_zone: 'America/Chicago',
        invoice_due_day: 5,
      });
      await update({ id: before.id, service_area_zipcodes: ['27601'] });
      const response = await update({
        id: before.id,
        website: '',
        phone_number: null,
        insurance_provider: '   ',
        invoice_due_day: null,
        time_zone: null,
        service_area_zipcodes: null,
      });
      expect(response).toMatchObject({ status: 200 });
      expect(response.body).toEqual({ ...before, ...EMPTY_ORGANIZATION, id: before.id, name: 'Clearable Cleaning' });
    });

    it('takes industry and services rendered under marketing, and checks the services against the industry the organization ends with', async () => {
      const { id } = await created({ name: 'Marketing Lawns' });
      expect(await update({ id, marketing: { industry: 'Lawncare', services_rendered: ['Lawn Mowing', 'Leaf Removal', 'Lawn Mowing'] } })).toMatchObject({
        status: 200,
        body: { industry: 'Lawncare', services_rendered: ['Lawn Mowing', 'Leaf Removal'] },
      });
      expect(await update({ id, marketing: { services_rendered: ['Standard Cleaning'] } })).toMatchObject({
        status: 400,
        body: { error: ORGANIZATION_SETTINGS_MESSAGES.serviceNotInIndustry('Standard Cleaning', 'Lawncare') },
      });
      expect(await update({ id, marketing: { industry: 'Cleaning' } })).toMatchObject({
        status: 400,
        body: { error: ORGANIZATION_SETTINGS_MESSAGES.serviceNotInIndustry('Lawn Mowing', 'Cleaning') },
      });
      expect(await update({ id, marketing: { industry: 'Cleaning', services_rendered: ['Standard Cleaning'] } })).toMatchObject({
        status: 200,
        body: { industry: 'Cleaning', services_rendered: ['Standard Cleaning'] },
      });
      expect(await update({ id, marketing: { industry: '', services_rendered: [] } })).toMatchObject({
        status: 200,
        body: { industry: null, services_rendered: [] },
      });
    });

    it('keeps what the admin panel does not edit: owner, payment account, business hours', async () => {
      const greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
      const listed = await t.request<AdminOrganization[]>('GET', '/api/admin/organizations', { token: admin });
      const before = listed.body.find((organization) => organization.id === greenAcres);
      const response = await update({ id: greenAcres, website: 'https://greenacres.example' });
      expect(response).toMatchObject({ status: 200 });
      expect(response.body).toEqual({ ...before, website: 'https://greenacres.example' });
    });

    it('refuses to clear the name', async () => {
      const { id } = await created({ name: 'Named For Good' });
      for (const name of ['', '  ', null]) {
        expect(await update({ id, name })).toMatchObject({ status: 400, body: { error: ADMIN_MESSAGES.organizationNameRequired } });
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one or nothing to save', async () => {
      expect(await update({ id: UNKNOWN_ORGANIZATION, name: 'Ghost' })).toMatchObject({ status: 404, body: { error: ADMIN_API_ERRORS.organizationNotFound } });
      expect(await update({ id: 'green-acres', name: 'Ghost' })).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      const { id } = await created({ name: 'Unchanged Lawns' });
      for (const body of [{ id }, { id, marketing: {} }]) {
        expect(await update(body)).toMatchObject({ status: 400, body: { error: ADMIN_API_ERRORS.nothingToUpdate } });
      }
    });

    it('refuses fields the rules refuse, and fields it does not take', async () => {
      const { id } = await created({ name: 'Strict Lawns' });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ state: 'XYZ' }, ORGANIZATION_SETTINGS_MESSAGES.stateInvalid],
        [{ service_area_zipcodes: ['123'] }, ORGANIZATION_SETTINGS_MESSAGES.serviceAreaZipInvalid],
        [{ service_area_zipcodes: '27601' }, ORGANIZATION_SETTINGS_MESSAGES.serviceAreaZipInvalid],
        [{ invoice_due_day: 0 }, ORGANIZATION_SETTINGS_MESSAGES.dueDayInvalid],
        [{ time_zone: 'Nowhere' }, ORGANIZATION_SETTINGS_MESSAGES.timeZoneInvalid],
        [{ marketing: 'Lawncare' }, 'marketing must be an object'],
        [{ marketing: { industry: 'Plumbing' } }, ORGANIZATION_SETTINGS_MESSAGES.industryInvalid],
        [{ marketing: { services_rendered: 'Lawn Mowing' } }, ORGANIZATION_SETTINGS_MESSAGES.servicesShape],
        [{ marketing: { services_rendered: [1] } }, ORGANIZATION_SETTINGS_MESSAGES.servicesShape],
        [{ marketing: { tagline: 'Best lawns' } }, 'property tagline should not exist'],
        [{ industry: 'Lawncare' }, 'property industry should not exist'],
        [{ business_hours: null }, 'property business_hours should not exist'],
      ];
      for (const [fields, error] of cases) {
        expect(await update({ id, ...fields })).toMatchObject({ status: 400, body: { error } });
      }
    });
  });

  it('is for admins only', async () => {
    const { id } = await created({ name: 'Guarded Lawns' });
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/api/admin/organizations', undefined],
      ['GET', '/api/admin/organization-summary', undefined],
      ['POST', '/api/admin/create-organization', { name: 'Sneaky Lawns' }],
      ['POST', '/api/admin/update-organization', { id, name: 'Taken Over' }],
    ];
    for (const email of ['owner@demo.test', 'manager@demo.test', 'crew@demo.test', 'plain.user@example.com']) {
      const token = await t.tokenFor(email);
      for (const [method, url, body] of calls) {
        expect(await t.request(method, url, { token, body })).toMatchObject({ status: 403, body: { error: API_ERRORS.adminRequired } });
      }
    }
    for (const [method, url, body] of calls) expect((await t.request(method, url, { body })).status).toBe(401);
    const names = (await t.request<AdminOrganization[]>('GET', '/api/admin/organizations', { token: admin })).body.map((o) => o.name);
    expect(names).toContain('Guarded Lawns');
    expect(names).not.toContain('Sneaky Lawns');
    expect(names).not.toContain('Taken Over');
  });
});
