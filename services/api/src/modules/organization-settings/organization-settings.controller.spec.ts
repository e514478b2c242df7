import {
  API_ERRORS,
  DEFAULT_ORGANIZATION_TIME_ZONE,
  INDUSTRY_SERVICES,
  MAX_SERVICE_AREA_ZIPCODES,
  ORGANIZATION_SETTINGS_MESSAGES as M,
  servicesRenderedError,
  SETTINGS_MESSAGES,
  type OrganizationSettings,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import {
  memberToken,
  readSettings,
  saveSettings,
  settingsOrganization,
  updateSettings,
  type SettingsOrganization,
} from './testing/settings-organization.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const WEEK = {
  sun: { open: null, close: null, closed: true },
  mon: { open: '08:00', close: '17:00', closed: false },
  tue: { open: '08:00', close: '17:00', closed: false },
  wed: { open: '08:00', close: '17:00', closed: false },
  thu: { open: '08:00', close: '17:00', closed: false },
  fri: { open: '08:00', close: '12:30', closed: false },
  sat: { open: null, close: null, closed: true },
};

/** Every Organization tab field set, as an owner would save it the first time. */
const FILLED = {
  industry: 'Lawncare',
  website: 'https://greenleaf.example.com',
  phone_number: '(919) 555-0142',
  email: 'office@greenleaf.example.com',
  street: '12 Oak St',
  city: 'Durham',
  state: 'NC',
  zip: '27701',
  service_area_zipcodes: ['27701', '27703'],
  business_hours: WEEK,
  services_rendered: ['Lawn Mowing', 'Leaf Removal'],
  invoice_due_day: 15,
  time_zone: 'America/Chicago',
} as const;

describe.each(testDatabases())('Organization settings API on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    t = await startTestApi(database);
  });

  afterAll(async () => {
    await t?.close();
  });

  const organization = () => settingsOrganization(t);

  /** The settings as stored, read straight from the row (not through the API under test). */
  async function stored(id: string): Promise<Record<string, unknown>> {
    const rows = (await t.dataSource.query(
      `SELECT name, industry, website, phone_number, email, street, city, state, zip, service_area_zipcodes, business_hours,
              services_rendered, invoice_due_day, time_zone
         FROM organizations WHERE id = $1`,
      [id],
    )) as Array<Record<string, unknown>>;
    if (!rows[0]) throw new Error(`No organization ${id}`);
    return rows[0];
  }

  async function filled(): Promise<SettingsOrganization & { settings: OrganizationSettings }> {
    const org = await organization();
    const settings = await saveSettings(t, org.token, {
      id: org.id,
      ...FILLED,
      service_area_zipcodes: [...FILLED.service_area_zipcodes],
      services_rendered: [...FILLED.services_rendered],
    });
    return { ...org, settings };
  }

  it('publishes both routes in the OpenAPI document', async () => {
    const document = await t.request<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/docs-json');
    expect(Object.keys(document.body.paths['/api/owner/my-organization'] ?? {})).toEqual(['get']);
    expect(Object.keys(document.body.paths['/api/owner/organization/update'] ?? {})).toEqual(['post']);
  });

  describe('GET /api/owner/my-organization', () => {
    it('answers the caller’s organization with every field of the spec’s Organization', async () => {
      const org = await organization();
      const ownerId = await t.userIdOf(org.ownerEmail);
      await t.dataSource.query(`UPDATE organizations SET insurance_provider = 'Acme Mutual', stripe_account_id = 'acct_123' WHERE id = $1`, [org.id]);
      const response = await readSettings(t, org.token);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: org.id,
        name: expect.stringMatching(/^Settings Co \d+$/),
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
        insurance_provider: 'Acme Mutual',
        owner_user_id: ownerId,
        invoice_due_day: null,
        stripe_account_id: 'acct_123',
        stripe_onboarding_completed: false,
        time_zone: DEFAULT_ORGANIZATION_TIME_ZONE,
      });
    });

    it('lets a manager read it and follows the effective user while an admin impersonates', async () => {
      const org = await organization();
      const manager = await memberToken(t, org.id, 'manager');
      expect(await readSettings(t, manager)).toMatchObject({ status: 200, body: { id: org.id } });

      const admin = await t.tokenFor('admin@demo.test');
      const ownerId = await t.userIdOf(org.ownerEmail);
      expect((await t.request('POST', '/api/admin/impersonate/start', { token: admin, body: { user_id: ownerId } })).status).toBe(200);
      try {
        expect(await readSettings(t, admin)).toMatchObject({ status: 200, body: { id: org.id } });
        const saved = await updateSettings(t, admin, { id: org.id, city: 'Cary' });
        expect(saved).toMatchObject({ status: 200, body: { id: org.id, city: 'Cary' } });
      } finally {
        await t.request('POST', '/api/admin/impersonate/stop', { token: admin });
      }
      expect(await readSettings(t, admin)).toMatchObject({ status: 403, body: { error: SETTINGS_MESSAGES.noOrganizationAccess } });
    });

    it.each(['crew_member', 'user'])('refuses a %s of the organization with 403', async (role) => {
      const org = await organization();
      const token = await memberToken(t, org.id, role);
      expect(await readSettings(t, token)).toMatchObject({ status: 403, body: { error: SETTINGS_MESSAGES.noOrganizationAccess } });
    });

    it('refuses an owner without an organization, and requests without a token', async () => {
      const orphan = await memberToken(t, null, 'owner');
      expect(await readSettings(t, orphan)).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
      expect(await t.request('GET', '/api/owner/my-organization')).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
    });
  });

  describe('POST /api/owner/organization/update', () => {
    it('saves every Organization tab field and answers the organization as saved', async () => {
      const org = await organization();
      const response = await updateSettings(t, org.token, { id: org.id, ...FILLED });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: org.id, ...FILLED });
      expect((await readSettings(t, org.token)).body).toEqual(response.body);
      expect(await stored(org.id)).toMatchObject({ ...FILLED });
    });

    it('changes only the fields sent: omitted ones stay as they were', async () => {
      const org = await filled();
      const response = await updateSettings(t, org.token, { id: org.id, website: 'https://new.example.com', invoice_due_day: 3 });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ...org.settings, website: 'https://new.example.com', invoice_due_day: 3 });
      expect(await stored(org.id)).toMatchObject({ ...FILLED, website: 'https://new.example.com', invoice_due_day: 3 });
    });

    it('clears fields sent as null or blank: text to null, lists to empty, the time zone to the default', async () => {
      const org = await filled();
      const response = await updateSettings(t, org.token, {
        id: org.id,
        industry: null,
        website: '   ',
        phone_number: null,
        email: '',
        street: null,
        city: null,
        state: '',
        zip: null,
        service_area_zipcodes: null,
        business_hours: null,
        services_rendered: null,
        invoice_due_day: null,
        time_zone: null,
      });
      expect(response.status).toBe(200);
      const cleared = {
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
        invoice_due_day: null,
        time_zone: DEFAULT_ORGANIZATION_TIME_ZONE,
      };
      expect(response.body).toEqual({ ...org.settings, ...cleared });
      expect(await stored(org.id)).toMatchObject(cleared);
    });

    it('trims text, upper-cases the state and drops repeated service-area ZIP codes, keeping their order', async () => {
      const org = await organization();
      const response = await updateSettings(t, org.token, {
        id: org.id,
        city: '  Chapel Hill ',
        state: ' nc ',
        zip: ' 27514-1234 ',
        service_area_zipcodes: ['27516', '27514', '27516', '27514', '27510'],
        time_zone: ' Europe/Berlin ',
      });
      expect(response.body).toMatchObject({
        city: 'Chapel Hill',
        state: 'NC',
        zip: '27514-1234',
        service_area_zipcodes: ['27516', '27514', '27510'],
        time_zone: 'Europe/Berlin',
      });
      expect(await stored(org.id)).toMatchObject({ state: 'NC', service_area_zipcodes: ['27516', '27514', '27510'] });
    });

    it('stores a closed day’s emptied times as null', async () => {
      const org = await organization();
      const response = await updateSettings(t, org.token, {
        id: org.id,
        business_hours: { sun: { open: '', close: '', closed: true }, mon: { open: '09:00', close: '17:00', closed: false } },
      });
      const hours = { sun: { open: null, close: null, closed: true }, mon: { open: '09:00', close: '17:00', closed: false } };
      expect(response).toMatchObject({ status: 200, body: { business_hours: hours } });
      expect((await stored(org.id))['business_hours']).toEqual(hours);
    });

    const long = (length: number) => 'x'.repeat(length);
    const tooManyZips = Array.from({ length: MAX_SERVICE_AREA_ZIPCODES + 1 }, (_, index) => String(10000 + index));

    it.each<[string, string, unknown, string]>([
      ['an unknown industry', 'industry', 'Plumbing', M.industryInvalid],
      ['an industry in other letters', 'industry', 'lawncare', M.industryInvalid],
      ['a website that is not text', 'website', 42, M.mustBeText('Website')],
      ['a website too long', 'website', `https://${long(2041)}`, M.fieldTooLong('Website', 2048)],
      ['a short phone number', 'phone_number', '555-01', M.phoneInvalid],
      ['a phone number with letters', 'phone_number', '919-555-CALL', M.phoneInvalid],
      ['an e-mail without a domain', 'email', 'office@', M.emailInvalid],
      ['a street too long', 'street', long(201), M.fieldTooLong('Street', 200)],
      ['a city too long', 'city', long(101), M.fieldTooLong('City', 100)],
      ['a state of three letters', 'state', 'NCA', M.stateInvalid],
      ['a state with a digit', 'state', 'N1', M.stateInvalid],
      ['a four-digit ZIP', 'zip', '2770', M.zipInvalid],
      ['a ZIP with letters', 'zip', '2770A', M.zipInvalid],
      ['service-area ZIP codes that are not a list', 'service_area_zipcodes', '27701', M.serviceAreaZipInvalid],
      ['a service-area ZIP of four digits', 'service_area_zipcodes', ['27701', '2770'], M.serviceAreaZipInvalid],
      ['a service-area ZIP+4', 'service_area_zipcodes', ['27701-1234'], M.serviceAreaZipInvalid],
      ['a service-area ZIP sent as a number', 'service_area_zipcodes', [27701], M.serviceAreaZipInvalid],
      ['too many service-area ZIP codes', 'service_area_zipcodes', tooManyZips, M.serviceAreaTooMany],
      ['business hours that are not an object', 'business_hours', 'weekdays', M.businessHoursShape],
      ['business hours as a list', 'business_hours', [WEEK.mon], M.businessHoursShape],
      ['business hours of an unknown day', 'business_hours', { monday: WEEK.mon }, M.businessHoursShape],
      ['a day without its closed flag', 'business_hours', { mon: { open: '08:00', close: '17:00' } }, M.businessHoursShape],
      ['a day with another key', 'business_hours', { mon: { ...WEEK.mon, note: 'lunch 12–1' } }, M.businessHoursShape],
      ['a day closing before it opens', 'business_hours', { tue: { open: '17:00', close: '08:00', closed: false } }, M.businessHoursInvalid('tue')],
      ['an open day without times', 'business_hours', { wed: { open: null, close: null, closed: false } }, M.businessHoursInvalid('wed')],
      ['a time that is no time', 'business_hours', { sat: { open: '25:00', close: '26:00', closed: true } }, M.businessHoursInvalid('sat')],
      ['services rendered that are not a list', 'services_rendered', 'Lawn Mowing', M.servicesShape],
      ['services rendered that are not names', 'services_rendered', [7], M.servicesShape],
      ['a due day of 0', 'invoice_due_day', 0, M.dueDayInvalid],
      ['a due day of 29', 'invoice_due_day', 29, M.dueDayInvalid],
      ['a due day that is not whole', 'invoice_due_day', 2.5, M.dueDayInvalid],
      ['a due day sent as text', 'invoice_due_day', '10', M.dueDayInvalid],
      ['an unknown time zone', 'time_zone', 'Mars/Olympus_Mons', M.timeZoneInvalid],
      ['a time zone that is not text', 'time_zone', 5, M.timeZoneInvalid],
    ])('refuses %s with 400 and the rule’s words, changing nothing', async (_label, field, value, message) => {
      const org = await filled();
      const before = await stored(org.id);
      const response = await updateSettings(t, org.token, { id: org.id, city: 'Raleigh', [field]: value });
      expect(response).toMatchObject({ status: 400, body: { error: message } });
      expect(await stored(org.id)).toEqual(before);
    });

    it('refuses a body without fields to change, without an id or with a bad one, and unknown fields', async () => {
      const org = await organization();
      expect(await updateSettings(t, org.token, { id: org.id })).toMatchObject({ status: 400, body: { error: M.nothingToUpdate } });
      expect(await updateSettings(t, org.token, { city: 'Raleigh' })).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      expect(await updateSettings(t, org.token, { id: 'mine', city: 'Raleigh' })).toMatchObject({ status: 400, body: { error: API_ERRORS.invalidId } });
      const unknown = await updateSettings(t, org.token, { id: org.id, name: 'Renamed', city: 'Raleigh' });
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toEqual(expect.stringContaining('name'));
      expect(await stored(org.id)).toMatchObject({ city: null, name: expect.stringMatching(/^Settings Co/) });
    });

    describe('services rendered against the industry', () => {
      it('accepts the industry’s own services, sent with the industry or later', async () => {
        const org = await organization();
        await saveSettings(t, org.token, { id: org.id, industry: 'Cleaning' });
        const services = INDUSTRY_SERVICES.Cleaning.slice(0, 3);
        expect(await saveSettings(t, org.token, { id: org.id, services_rendered: [...services, services[0] ?? ''] })).toMatchObject({
          industry: 'Cleaning',
          services_rendered: services,
        });
      });

      it('refuses a service of another industry', async () => {
        const org = await organization();
        const response = await updateSettings(t, org.token, { id: org.id, industry: 'Cleaning', services_rendered: ['Deep Cleaning', 'Lawn Mowing'] });
        expect(response).toMatchObject({ status: 400, body: { error: M.serviceNotInIndustry('Lawn Mowing', 'Cleaning') } });
        expect(await stored(org.id)).toMatchObject({ industry: null, services_rendered: [] });
      });

      it('refuses services without an industry, and any for Other', async () => {
        const org = await organization();
        expect(await updateSettings(t, org.token, { id: org.id, services_rendered: ['Lawn Mowing'] })).toMatchObject({
          status: 400,
          body: { error: M.serviceNeedsIndustry },
        });
        expect(await updateSettings(t, org.token, { id: org.id, industry: 'Other', services_rendered: ['Lawn Mowing'] })).toMatchObject({
          status: 400,
          body: { error: M.serviceNotInIndustry('Lawn Mowing', 'Other') },
        });
      });

      it('refuses changing or clearing the industry while the saved services belong to the old one', async () => {
        const org = await filled();
        expect(await updateSettings(t, org.token, { id: org.id, industry: 'Pest Control' })).toMatchObject({
          status: 400,
          body: { error: M.serviceNotInIndustry('Lawn Mowing', 'Pest Control') },
        });
        expect(await updateSettings(t, org.token, { id: org.id, industry: null })).toMatchObject({ status: 400, body: { error: M.serviceNeedsIndustry } });
        expect(await stored(org.id)).toMatchObject({ industry: 'Lawncare', services_rendered: FILLED.services_rendered });

        const pest = INDUSTRY_SERVICES['Pest Control'].slice(0, 2);
        expect(await saveSettings(t, org.token, { id: org.id, industry: 'Pest Control', services_rendered: pest })).toMatchObject({
          industry: 'Pest Control',
          services_rendered: pest,
        });
        expect(await saveSettings(t, org.token, { id: org.id, industry: null, services_rendered: [] })).toMatchObject({
          industry: null,
          services_rendered: [],
        });
      });
    });

    describe('who may save', () => {
      it('lets a manager of the organization save', async () => {
        const org = await organization();
        const manager = await memberToken(t, org.id, 'manager');
        expect(await updateSettings(t, manager, { id: org.id, invoice_due_day: 28 })).toMatchObject({ status: 200, body: { invoice_due_day: 28 } });
        expect(await stored(org.id)).toMatchObject({ invoice_due_day: 28 });
      });

      it.each(['crew_member', 'user'])('refuses a %s of the organization with 403, changing nothing', async (role) => {
        const org = await organization();
        const token = await memberToken(t, org.id, role);
        expect(await updateSettings(t, token, { id: org.id, city: 'Sneaky' })).toMatchObject({
          status: 403,
          body: { error: SETTINGS_MESSAGES.noOrganizationAccess },
        });
        expect(await stored(org.id)).toMatchObject({ city: null });
      });

      it('answers 404 for another organization’s id or a missing one, changing neither', async () => {
        const mine = await organization();
        const theirs = await organization();
        expect(await updateSettings(t, mine.token, { id: theirs.id, city: 'Elsewhere' })).toMatchObject({
          status: 404,
          body: { error: M.organizationNotFound },
        });
        expect(await updateSettings(t, mine.token, { id: MISSING_ID, city: 'Elsewhere' })).toMatchObject({
          status: 404,
          body: { error: M.organizationNotFound },
        });
        expect(await stored(theirs.id)).toMatchObject({ city: null });
        expect(await stored(mine.id)).toMatchObject({ city: null });
      });

      it('refuses an owner without an organization and requests without a token', async () => {
        const org = await organization();
        const orphan = await memberToken(t, null, 'owner');
        expect(await updateSettings(t, orphan, { id: org.id, city: 'Nowhere' })).toMatchObject({
          status: 403,
          body: { error: API_ERRORS.noOrganization },
        });
        const anonymous = await t.request('POST', '/api/owner/organization/update', { body: { id: org.id, city: 'Nowhere' } });
        expect(anonymous).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
        expect(await stored(org.id)).toMatchObject({ city: null });
      });
    });

    describe('saves at the same time', () => {
      it('keeps every field of concurrent saves of different fields', async () => {
        const org = await filled();
        const manager = await memberToken(t, org.id, 'manager');
        const saves: Array<[string, Record<string, unknown>]> = [
          [org.token, { website: 'https://concurrent.example.com' }],
          [manager, { invoice_due_day: 7 }],
          [org.token, { service_area_zipcodes: ['27514'] }],
          [manager, { business_hours: { mon: { open: '06:00', close: '14:00', closed: false } } }],
          [org.token, { time_zone: 'America/Denver' }],
          [manager, { state: 'va' }],
          [org.token, { services_rendered: ['Core Aeration'] }],
          [manager, { phone_number: '+1 703 555 0199' }],
        ];
        const responses = await Promise.all(saves.map(([token, fields]) => updateSettings(t, token, { id: org.id, ...fields })));
        expect(responses.map((response) => response.status)).toEqual(saves.map(() => 200));
        const expected = {
          website: 'https://concurrent.example.com',
          invoice_due_day: 7,
          service_area_zipcodes: ['27514'],
          business_hours: { mon: { open: '06:00', close: '14:00', closed: false } },
          time_zone: 'America/Denver',
          state: 'VA',
          services_rendered: ['Core Aeration'],
          phone_number: '+1 703 555 0199',
        };
        expect(await readSettings(t, org.token)).toMatchObject({ status: 200, body: { ...org.settings, ...expected } });
        expect(await stored(org.id)).toMatchObject(expected);
      });

      it('judges each save’s services against the industry the other save left: never a mismatch', async () => {
        for (let round = 0; round < 5; round += 1) {
          const org = await filled();
          const [toCleaning, lawnServices] = await Promise.all([
            updateSettings(t, org.token, { id: org.id, industry: 'Cleaning', services_rendered: ['Deep Cleaning'] }),
            updateSettings(t, org.token, { id: org.id, services_rendered: ['Lawn Mowing', 'Dethatching'] }),
          ]);
          expect(toCleaning.status).toBe(200);
          // Saved before the industry changed (200, then overwritten) or judged against Cleaning after it (400).
          expect([200, 400]).toContain(lawnServices.status);
          const after = (await readSettings(t, org.token)).body;
          expect(after).toMatchObject({ industry: 'Cleaning', services_rendered: ['Deep Cleaning'] });
          expect(servicesRenderedError(after.services_rendered, after.industry)).toBeNull();
        }
      });
    });
  });
});
