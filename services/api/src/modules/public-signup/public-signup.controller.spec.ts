import {
  INVITE_NOT_FOUND_OR_EXPIRED,
  SIGNUP_FORM_MESSAGES as M,
  smsConsentText,
  type PublicSignupData,
  type SignupSubmission,
  type SignupSubmissionResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

const GREEN_ACRES = 'Green Acres Lawn Care';

const valid: SignupSubmission = {
  name: 'Jamie Customer',
  email: 'jamie@example.com',
  phone_number: '(919) 555-0100',
  street: '1 Main St',
  city: 'Raleigh',
  state: 'nc',
  zip: '27601',
  services_selected: [{ key: 'lawn-mowing', price_cents: 4500 }],
  available_days: [
    { day: 'mon', start: '08:00', end: '17:00' },
    { day: 'wed', start: '09:00', end: '12:00' },
  ],
  sms_opt_in: true,
  sms_consent_text: smsConsentText(GREEN_ACRES),
};

interface CustomerRow {
  id: string;
  organization_id: string;
  name: string;
  email: string;
  phone_number: string;
  state: string;
  status: string;
  services: unknown;
  available_days: unknown;
  invite_code: string;
}

describe.each(testDatabases())('public signup API on %s', (database) => {
  let t: TestApi;
  let inviteCount = 0;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function organizationId(name: string): Promise<string> {
    const rows = (await t.dataSource.query(`SELECT id FROM organizations WHERE name = $1`, [name])) as Array<{ id: string }>;
    return rows[0]?.id ?? '';
  }

  /** A fresh invite of the given organization; `expiresInHours` may be negative. */
  async function invite({ organization = GREEN_ACRES, expiresInHours = 72, status = 'pending' } = {}): Promise<string> {
    inviteCount += 1;
    const code = `code-${database}-${inviteCount}-${Math.random().toString(36).slice(2)}`;
    await t.dataSource.query(
      `INSERT INTO customer_invites (code, organization_id, via, status, expires_at)
       VALUES ($1, $2, 'qr', $3, now() + make_interval(hours => $4))`,
      [code, await organizationId(organization), status, expiresInHours],
    );
    return code;
  }

  const customersOf = async (code: string) =>
    (await t.dataSource.query(`SELECT * FROM customers WHERE invite_code = $1`, [code])) as CustomerRow[];

  const submit = (code: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request<SignupSubmissionResponse & { error?: string }>('POST', `/api/public/signup/${code}`, { body, headers });

  describe('GET /api/public/signup/{code}', () => {
    it('answers the organization, its active services and a Monday–Friday template without a token', async () => {
      const code = await invite();
      await t.dataSource.query(
        `INSERT INTO services (organization_id, key, name, price_cents, active) VALUES ($1, 'retired', 'Retired Service', 100, false)`,
        [await organizationId(GREEN_ACRES)],
      );
      const response = await t.request<PublicSignupData>('GET', `/api/public/signup/${code}`);
      expect(response.status).toBe(200);
      expect(response.body.organization).toEqual({
        id: await organizationId(GREEN_ACRES),
        name: GREEN_ACRES,
        email: null,
        business_hours: null,
        services_rendered: [],
      });
      expect(response.body.services).toEqual([
        { key: 'hedge-trimming', label: 'Hedge Trimming', price_cents: 6000, currency: 'USD' },
        { key: 'lawn-mowing', label: 'Lawn Mowing', price_cents: 4500, currency: 'USD' },
        { key: 'leaf-removal', label: 'Leaf Removal', price_cents: 8550, currency: 'USD' },
      ]);
      expect(response.body.availability_template.map((day) => [day.key, day.offered, day.start, day.end])).toEqual([
        ['sun', false, '08:00', '17:00'],
        ['mon', true, '08:00', '17:00'],
        ['tue', true, '08:00', '17:00'],
        ['wed', true, '08:00', '17:00'],
        ['thu', true, '08:00', '17:00'],
        ['fri', true, '08:00', '17:00'],
        ['sat', false, '08:00', '17:00'],
      ]);
      expect(response.body.availability_template[0]?.label).toBe('Sunday');
      expect(response.body.sms_consent_text).toBe(smsConsentText(GREEN_ACRES));
    });

    it('builds the template from business hours when the organization has them', async () => {
      const code = await invite({ organization: 'Sparkle Cleaning Co' });
      const hours = { sat: { open: '10:00', close: '14:00', closed: false }, mon: { open: '07:30', close: '18:00', closed: true } };
      await t.dataSource.query(`UPDATE organizations SET business_hours = $1 WHERE name = 'Sparkle Cleaning Co'`, [JSON.stringify(hours)]);
      const response = await t.request<PublicSignupData>('GET', `/api/public/signup/${code}`);
      expect(response.body.organization.business_hours).toEqual(hours);
      expect(response.body.availability_template.filter((day) => day.offered)).toEqual([
        ...(['tue', 'wed', 'thu', 'fri'] as const).map((key) => ({ key, label: expect.any(String), offered: true, start: '08:00', end: '17:00' })),
        { key: 'sat', label: 'Saturday', offered: true, start: '10:00', end: '14:00' },
      ]);
    });

    it.each([
      ['unknown', async () => 'no-such-code'],
      ['expired', () => invite({ expiresInHours: -1 })],
      ['completed', () => invite({ status: 'completed' })],
    ])('answers 404 "%s" codes with the same message', async (_kind, makeCode) => {
      const response = await t.request('GET', `/api/public/signup/${await makeCode()}`);
      expect(response).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });
    });
  });

  describe('POST /api/public/signup/{code}', () => {
    it('creates a lead with priced services and days, marks the invite submitted and links it', async () => {
      const code = await invite();
      const response = await submit(code, valid);
      expect(response.status).toBe(200);
      const orgId = await organizationId(GREEN_ACRES);
      const [customer] = await customersOf(code);
      expect(response.body).toEqual({ ok: true, customer_id: customer?.id, org_id: orgId, org_name: GREEN_ACRES });
      expect(customer).toMatchObject({
        organization_id: orgId,
        name: 'Jamie Customer',
        email: 'jamie@example.com',
        phone_number: '(919) 555-0100',
        state: 'NC',
        status: 'lead',
        services: [{ key: 'lawn-mowing', label: 'Lawn Mowing', price_cents: 4500 }],
        available_days: valid.available_days,
      });
      const [row] = (await t.dataSource.query(`SELECT status, customer_id FROM customer_invites WHERE code = $1`, [code])) as Array<{
        status: string;
        customer_id: string;
      }>;
      expect(row).toEqual({ status: 'submitted', customer_id: customer?.id });
    });

    it('takes prices from the database, never from the client', async () => {
      const code = await invite();
      const response = await submit(code, {
        ...valid,
        services_selected: [
          { key: 'lawn-mowing', price_cents: 1 },
          { key: 'leaf-removal', price_cents: 0 },
        ],
      });
      expect(response.status).toBe(200);
      const [customer] = await customersOf(code);
      expect(customer?.services).toEqual([
        { key: 'lawn-mowing', label: 'Lawn Mowing', price_cents: 4500 },
        { key: 'leaf-removal', label: 'Leaf Removal', price_cents: 8550 },
      ]);
    });

    it('updates the same customer on a repeated submission, even two at once', async () => {
      const code = await invite();
      const [first, second] = await Promise.all([submit(code, valid), submit(code, valid)]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.customer_id).toBe(first.body.customer_id);
      const again = await submit(code, { ...valid, name: 'Jamie Renamed', services_selected: [] });
      expect(again.body.customer_id).toBe(first.body.customer_id);
      const customers = await customersOf(code);
      expect(customers).toHaveLength(1);
      expect(customers[0]).toMatchObject({ name: 'Jamie Renamed', services: [] });
      const consents = (await t.dataSource.query(`SELECT id FROM sms_consents WHERE customer_id = $1`, [first.body.customer_id])) as unknown[];
      expect(consents).toHaveLength(1);
    });

    it('refuses to rewrite a request the business has already taken on', async () => {
      const code = await invite();
      const first = await submit(code, valid);
      await t.dataSource.query(`UPDATE customers SET status = 'active' WHERE id = $1`, [first.body.customer_id]);
      const again = await submit(code, { ...valid, name: 'Someone Else' });
      expect(again).toMatchObject({ status: 409, body: { error: M.alreadyAccepted(GREEN_ACRES) } });
      expect(await customersOf(code)).toEqual([expect.objectContaining({ name: valid.name, status: 'active' })]);
    });

    it('keeps accepting a submitted invite but refuses unknown, expired and completed codes', async () => {
      const submitted = await invite({ status: 'submitted' });
      expect((await submit(submitted, valid)).status).toBe(200);
      for (const code of ['no-such-code', await invite({ expiresInHours: -1 }), await invite({ status: 'completed' })]) {
        const response = await submit(code, valid);
        expect(response).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });
      }
    });

    it('stores the SMS consent with the canonical text, the client IP and the user agent', async () => {
      const code = await invite();
      const before = new Date();
      const response = await submit(code, valid, { 'user-agent': 'SignupSpec/1.0', 'x-forwarded-for': '203.0.113.7' });
      const after = new Date();
      const rows = (await t.dataSource.query(
        `SELECT organization_id, invite_code, phone_number, consent_text, consented_at, ip_address, user_agent
         FROM sms_consents WHERE customer_id = $1`,
        [response.body.customer_id],
      )) as Array<Record<string, unknown>>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        organization_id: await organizationId(GREEN_ACRES),
        invite_code: code,
        phone_number: '(919) 555-0100',
        consent_text: smsConsentText(GREEN_ACRES),
        // The API trusts the loopback proxy by default, so the forwarded client address is the one kept.
        ip_address: '203.0.113.7',
        user_agent: 'SignupSpec/1.0',
      });
      // Stamped while the request was handled.
      const consentedAt = new Date(rows[0]?.['consented_at'] as string).getTime();
      expect(consentedAt).toBeGreaterThanOrEqual(before.getTime());
      expect(consentedAt).toBeLessThanOrEqual(after.getTime());
    });

    it("accepts the spec's submission fields alone and records the organization's current consent text", async () => {
      const code = await invite();
      const specFields = {
        name: valid.name,
        email: valid.email,
        phone_number: valid.phone_number,
        street: valid.street,
        city: valid.city,
        state: valid.state,
        zip: valid.zip,
        services_selected: valid.services_selected,
        available_days: valid.available_days,
        sms_opt_in: true,
      };
      const response = await submit(code, specFields, { 'user-agent': 'SpecClient/2.0', 'x-forwarded-for': '198.51.100.9' });
      expect(response.status).toBe(200);
      const rows = (await t.dataSource.query(
        `SELECT phone_number, consent_text, consented_at, ip_address, user_agent FROM sms_consents WHERE customer_id = $1`,
        [response.body.customer_id],
      )) as Array<Record<string, unknown>>;
      expect(rows).toEqual([
        {
          phone_number: '(919) 555-0100',
          consent_text: smsConsentText(GREEN_ACRES),
          consented_at: expect.any(Date),
          ip_address: '198.51.100.9',
          user_agent: 'SpecClient/2.0',
        },
      ]);
    });

    it('refuses consent whose echoed text differs from what the organization shows', async () => {
      const code = await invite();
      for (const text of ['I agree to anything.', smsConsentText('Some Other Business')]) {
        const response = await submit(code, { ...valid, sms_consent_text: text });
        expect(response).toMatchObject({ status: 400, body: { error: M.smsConsentTextMismatch } });
      }
      expect(await customersOf(code)).toHaveLength(0);
    });

    it('accepts the request form submission without availability or consent', async () => {
      const code = await invite();
      const { available_days: _days, sms_opt_in: _optIn, sms_consent_text: _text, ...requestForm } = valid;
      const response = await submit(code, requestForm);
      expect(response.status).toBe(200);
      const [customer] = await customersOf(code);
      expect(customer).toMatchObject({ status: 'lead', available_days: [] });
      expect(await t.dataSource.query(`SELECT id FROM sms_consents WHERE customer_id = $1`, [customer?.id])).toEqual([]);
    });

    it.each([
      ['name', { name: '  ' }, M.nameRequired],
      ['missing name', { name: undefined }, M.nameRequired],
      ['email', { email: 'jamie@example' }, M.emailInvalid],
      ['missing email', { email: '' }, M.emailInvalid],
      ['phone', { phone_number: '555-0100' }, M.phoneInvalid],
      ['street', { street: '' }, M.streetRequired],
      ['city', { city: ' ' }, M.cityRequired],
      ['state', { state: 'N1' }, M.stateInvalid],
      ['long state', { state: 'NCA' }, M.stateInvalid],
      ['zip', { zip: '2760' }, M.zipInvalid],
      ['unknown service', { services_selected: [{ key: 'space-travel', price_cents: 100 }] }, M.serviceNotOffered],
      [
        'repeated service',
        { services_selected: [{ key: 'lawn-mowing', price_cents: 4500 }, { key: 'lawn-mowing', price_cents: 4500 }] },
        M.serviceRepeated,
      ],
      ['not offered day', { available_days: [{ day: 'sun', start: '08:00', end: '12:00' }] }, M.dayNotOffered],
      ['unknown day', { available_days: [{ day: 'funday', start: '08:00', end: '12:00' }] }, M.dayNotOffered],
      ['hours backwards', { available_days: [{ day: 'mon', start: '12:00', end: '08:00' }] }, M.availableHoursInvalid],
      ['hours malformed', { available_days: [{ day: 'mon', start: '8am', end: '17:00' }] }, M.availableHoursInvalid],
      [
        'repeated day',
        {
          available_days: [
            { day: 'mon', start: '08:00', end: '12:00' },
            { day: 'mon', start: '13:00', end: '15:00' },
          ],
        },
        M.dayRepeated,
      ],
    ])('refuses a bad %s with 400 and the form message', async (_what, change, message) => {
      const code = await invite();
      const response = await submit(code, { ...valid, ...change });
      expect(response).toMatchObject({ status: 400, body: { error: message } });
      expect(await customersOf(code)).toHaveLength(0);
    });

    it('reports the first broken rule in form order', async () => {
      const response = await submit(await invite(), { ...valid, email: 'bad', zip: 'bad', name: '' });
      expect(response).toMatchObject({ status: 400, body: { error: M.nameRequired } });
    });

    it('refuses fields it does not know and prices that are not cents', async () => {
      const code = await invite();
      expect((await submit(code, { ...valid, status: 'active' })).status).toBe(400);
      const badPrice = await submit(code, { ...valid, services_selected: [{ key: 'lawn-mowing', price_cents: 'free' }] });
      expect(badPrice.status).toBe(400);
    });

    it('answers a code or a field with a NUL character, which PostgreSQL cannot store, with 400', async () => {
      expect(await t.request('GET', '/api/public/signup/%00')).toMatchObject({ status: 400, body: { error: 'Invalid request' } });
      expect(await submit('%00', valid)).toMatchObject({ status: 400, body: { error: 'Invalid request' } });
      const code = await invite();
      expect(await submit(code, { ...valid, city: 'Ral\u0000eigh' })).toMatchObject({ status: 400, body: { error: 'Invalid request' } });
      expect(await customersOf(code)).toEqual([]);
    });

    it('says what is wrong with services or days that are not lists, or a missing body', async () => {
      const code = await invite();
      const { services_selected: _services, ...withoutServices } = valid;
      for (const body of [null, withoutServices, { ...valid, services_selected: 'lawn-mowing' }]) {
        expect(await submit(code, body)).toMatchObject({ status: 400, body: { error: 'services_selected must be a list' } });
      }
      expect(await submit(code, { ...valid, available_days: 'mon' })).toMatchObject({
        status: 400,
        body: { error: 'available_days must be a list' },
      });
    });

    it("refuses another organization's service", async () => {
      const response = await submit(await invite(), { ...valid, services_selected: [{ key: 'deep-clean', price_cents: 22000 }] });
      expect(response).toMatchObject({ status: 400, body: { error: M.serviceNotOffered } });
    });
  });
});
