import {
  API_ERRORS,
  SERVICE_API_ERRORS,
  SERVICE_MESSAGES as M,
  SIGNUP_FORM_MESSAGES,
  type PublicSignupData,
  type SaveServiceRequest,
  type ServiceRecord,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const valid: SaveServiceRequest = {
  name: 'Gutter Cleaning',
  description: 'Clear and flush gutters and downspouts',
  price_cents: 12500,
  estimated_minutes: 90,
};

interface ServiceRow {
  organization_id: string;
  key: string;
  name: string;
  description: string | null;
  price_cents: number;
  estimated_minutes: number | null;
  crew_members_needed: number | null;
  equipment_needed: string | null;
  materials: string | null;
  notes: string | null;
  active: boolean;
}

describe.each(testDatabases())('Services API on %s', (database) => {
  let t: TestApi;
  let orgCount = 0;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  /** A fresh organization with an owner, so each test sees only its own services. */
  async function freshOrganization(): Promise<{ id: string; token: string; owner: string }> {
    orgCount += 1;
    const [org] = (await t.dataSource.query(`INSERT INTO organizations (name) VALUES ($1) RETURNING id`, [
      `Services Co ${orgCount}`,
    ])) as Array<{ id: string }>;
    const id = org?.id ?? '';
    const owner = `services.owner${orgCount}@example.com`;
    await t.dataSource.query(`INSERT INTO users (email, name, role, organization_id) VALUES ($1, 'Sol Owner', 'owner', $2)`, [owner, id]);
    return { id, token: await t.tokenFor(owner), owner };
  }

  async function addUser(email: string, role: string, organizationId: string | null): Promise<string> {
    await t.dataSource.query(`INSERT INTO users (email, name, role, organization_id) VALUES ($1, 'Someone', $2, $3)`, [
      email,
      role,
      organizationId,
    ]);
    return t.tokenFor(email);
  }

  async function serviceRow(id: string): Promise<ServiceRow> {
    const rows = (await t.dataSource.query(`SELECT * FROM services WHERE id = $1`, [id])) as ServiceRow[];
    if (!rows[0]) throw new Error(`No service ${id}`);
    return rows[0];
  }

  const create = (token: string, body: unknown) =>
    t.request<ServiceRecord & { error?: string }>('POST', '/api/owner/services', { token, body });
  const patch = (token: string, id: string, body: unknown) =>
    t.request<ServiceRecord & { error?: string }>('PATCH', `/api/owner/services/${id}`, { token, body });
  const list = (token: string) => t.request<ServiceRecord[]>('GET', '/api/owner/services', { token });

  async function created(token: string, body: SaveServiceRequest): Promise<ServiceRecord> {
    const response = await create(token, body);
    if (response.status !== 201) throw new Error(`Create failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }

  describe('GET /api/owner/services', () => {
    it('lists the organization’s active and inactive services by name, case-insensitively', async () => {
      const org = await freshOrganization();
      const other = await freshOrganization();
      const window = await created(org.token, { ...valid, name: 'window washing', price_cents: 9900, estimated_minutes: 60 });
      const aeration = await created(org.token, { ...valid, name: 'Aeration' });
      const mulch = await created(org.token, { ...valid, name: 'Mulching', crew_members_needed: 2, notes: 'Bring tarps' });
      await patch(org.token, mulch.id, { active: false });
      await created(other.token, { ...valid, name: 'Another Org Service' });

      const response = await list(org.token);
      expect(response.status).toBe(200);
      expect(response.body.map((service) => service.name)).toEqual(['Aeration', 'Mulching', 'window washing']);
      expect(response.body[0]).toEqual(aeration);
      expect(response.body[1]).toEqual({
        id: mulch.id,
        key: 'mulching',
        name: 'Mulching',
        description: valid.description,
        equipment_needed: null,
        price_cents: 12500,
        currency: 'USD',
        estimated_minutes: 90,
        crew_members_needed: 2,
        materials: null,
        notes: 'Bring tarps',
        active: false,
      });
      expect(response.body[2]).toEqual(window);
    });

    it('answers an empty list for an organization without services', async () => {
      const org = await freshOrganization();
      expect(await list(org.token)).toMatchObject({ status: 200, body: [] });
    });
  });

  it('publishes its routes in the OpenAPI document', async () => {
    const document = await t.request<{ paths: Record<string, Record<string, unknown>> }>('GET', '/api/docs-json');
    expect(Object.keys(document.body.paths['/api/owner/services'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.body.paths['/api/owner/services/{id}'] ?? {})).toEqual(['patch']);
  });

  describe('who may manage services', () => {
    it.each(['manager', 'admin', 'Manager'])('lets a %s of the organization list, add and edit', async (role) => {
      const org = await freshOrganization();
      const token = await addUser(`staff.${role.toLowerCase()}${orgCount}@example.com`, role, org.id);
      const service = await created(token, { ...valid, name: `Added by ${role}` });
      expect((await list(token)).body.map((s) => s.id)).toEqual([service.id]);
      expect(await patch(token, service.id, { active: false })).toMatchObject({ status: 200, body: { active: false } });
    });

    it.each(['crew_member', 'user', 'payee'])('refuses a %s with 403 on every route', async (role) => {
      const org = await freshOrganization();
      const service = await created(org.token, valid);
      const token = await addUser(`services.${role}${orgCount}@example.com`, role, org.id);
      const forbidden = { status: 403, body: { error: API_ERRORS.forbidden } };
      expect(await list(token)).toMatchObject(forbidden);
      expect(await create(token, { ...valid, name: 'Sneaky' })).toMatchObject(forbidden);
      expect(await patch(token, service.id, { active: false })).toMatchObject(forbidden);
      expect((await serviceRow(service.id)).active).toBe(true);
    });

    it('refuses an admin without an organization and requests without a token', async () => {
      const admin = await t.tokenFor('admin@demo.test');
      expect(await list(admin)).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
      expect(await create(admin, valid)).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
      const anonymous = await t.request('GET', '/api/owner/services');
      expect(anonymous).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
    });
  });

  describe('POST /api/owner/services', () => {
    it('adds a service with trimmed text, a key from its name, active, and 201', async () => {
      const org = await freshOrganization();
      const response = await create(org.token, {
        name: '  Pressure Washing  ',
        description: ' Driveways and decks ',
        price_cents: 15050,
        estimated_minutes: 0,
        crew_members_needed: 0,
        equipment_needed: '  Washer, surface cleaner ',
        materials: ' Detergent ',
        notes: ' Needs an outdoor tap ',
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        id: expect.any(String),
        key: 'pressure-washing',
        name: 'Pressure Washing',
        description: 'Driveways and decks',
        equipment_needed: 'Washer, surface cleaner',
        price_cents: 15050,
        currency: 'USD',
        estimated_minutes: 0,
        crew_members_needed: 0,
        materials: 'Detergent',
        notes: 'Needs an outdoor tap',
        active: true,
      });
      expect(await serviceRow(response.body.id)).toMatchObject({ organization_id: org.id, key: 'pressure-washing', active: true });
    });

    it('stores blank optional text and a missing or null crew size as null', async () => {
      const org = await freshOrganization();
      const blank = await created(org.token, { ...valid, equipment_needed: '   ', materials: '', notes: null, crew_members_needed: null });
      expect(blank).toMatchObject({ equipment_needed: null, materials: null, notes: null, crew_members_needed: null });
      const omitted = await created(org.token, { ...valid, name: 'Omitted Extras' });
      expect(omitted).toMatchObject({ equipment_needed: null, materials: null, notes: null, crew_members_needed: null });
      expect(await serviceRow(blank.id)).toMatchObject({ equipment_needed: null, materials: null, notes: null, crew_members_needed: null });
    });

    it('can add a service that starts inactive', async () => {
      const org = await freshOrganization();
      expect(await created(org.token, { ...valid, active: false })).toMatchObject({ active: false });
    });

    it.each([
      ['missing name', { name: undefined }, M.nameRequired],
      ['blank name', { name: '   ' }, M.nameRequired],
      ['null name', { name: null }, M.nameRequired],
      ['missing description', { description: undefined }, M.descriptionRequired],
      ['blank description', { description: ' ' }, M.descriptionRequired],
      ['missing price', { price_cents: undefined }, M.priceRequired],
      ['null price', { price_cents: null }, M.priceRequired],
      ['missing minutes', { estimated_minutes: undefined }, M.minutesRequired],
      ['null minutes', { estimated_minutes: null }, M.minutesRequired],
      ['negative price', { price_cents: -1 }, SERVICE_API_ERRORS.numberMinimumZero],
      ['fractional price', { price_cents: 12.5 }, SERVICE_API_ERRORS.numberMinimumZero],
      ['price as text', { price_cents: '1250' }, SERVICE_API_ERRORS.numberMinimumZero],
      ['negative minutes', { estimated_minutes: -5 }, SERVICE_API_ERRORS.numberMinimumZero],
      ['fractional crew', { crew_members_needed: 1.5 }, SERVICE_API_ERRORS.numberMinimumZero],
      ['negative crew', { crew_members_needed: -1 }, SERVICE_API_ERRORS.numberMinimumZero],
      ['price beyond an integer column', { price_cents: 2_147_483_648 }, SERVICE_API_ERRORS.numberTooLarge],
      ['too long name', { name: 'x'.repeat(201) }, 'Service name must be at most 200 characters'],
      ['too long notes', { notes: 'x'.repeat(2001) }, 'Notes must be at most 2000 characters'],
      ['materials not text', { materials: 5 }, 'Materials must be text'],
      ['active not a boolean', { active: 'yes' }, SERVICE_API_ERRORS.activeMustBeBoolean],
      ['null active', { active: null }, SERVICE_API_ERRORS.activeMustBeBoolean],
      ['an unknown field', { key: 'chosen-key' }, 'property key should not exist'],
    ])('refuses a %s with 400 and says why', async (_case, change, message) => {
      const org = await freshOrganization();
      const response = await create(org.token, { ...valid, ...change });
      expect(response).toMatchObject({ status: 400, body: { error: message } });
      expect((await list(org.token)).body).toEqual([]);
    });

    it('reports the first missing field in the form’s order', async () => {
      const org = await freshOrganization();
      expect(await create(org.token, {})).toMatchObject({ status: 400, body: { error: M.nameRequired } });
      expect(await create(org.token, { name: 'Only a name' })).toMatchObject({ status: 400, body: { error: M.descriptionRequired } });
      expect(await create(org.token, { name: 'Name', description: 'Text' })).toMatchObject({
        status: 400,
        body: { error: M.priceRequired },
      });
    });

    it('refuses a name the organization already uses, whatever its case, with 409', async () => {
      const org = await freshOrganization();
      const other = await freshOrganization();
      const first = await created(org.token, valid);
      await patch(org.token, first.id, { active: false });
      const response = await create(org.token, { ...valid, name: '  GUTTER cleaning ' });
      expect(response).toMatchObject({ status: 409, body: { error: SERVICE_API_ERRORS.nameTaken } });
      expect(await create(other.token, valid)).toMatchObject({ status: 201, body: { key: 'gutter-cleaning' } });
    });

    it('makes keys unique within the organization with -2, -3 suffixes', async () => {
      const org = await freshOrganization();
      const keys = [];
      for (const name of ['Lawn Mowing', 'Lawn mowing!', 'Lawn-Mowing', 'Lawn Mowing 2']) {
        keys.push((await created(org.token, { ...valid, name })).key);
      }
      expect(keys).toEqual(['lawn-mowing', 'lawn-mowing-2', 'lawn-mowing-3', 'lawn-mowing-2-2']);
      expect((await created(org.token, { ...valid, name: '¡¿?!' })).key).toBe('service');
    });

    it('gives concurrent adds distinct keys and lets only one of the same name through', async () => {
      const org = await freshOrganization();
      const names = ['Pool Care', 'Pool-Care', 'pool care!', 'Pool  Care', 'POOL CARE.'];
      const responses = await Promise.all(names.map((name) => create(org.token, { ...valid, name })));
      expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(responses.map((response) => response.body.key))).toEqual(
        new Set(['pool-care', 'pool-care-2', 'pool-care-3', 'pool-care-4', 'pool-care-5']),
      );

      const same = await Promise.all([1, 2, 3].map(() => create(org.token, { ...valid, name: 'Window Washing' })));
      expect(same.map((response) => response.status).sort()).toEqual([201, 409, 409]);
      expect(same.filter((response) => response.status === 409).map((response) => response.body.error)).toEqual([
        SERVICE_API_ERRORS.nameTaken,
        SERVICE_API_ERRORS.nameTaken,
      ]);
    });
  });

  describe('PATCH /api/owner/services/{id}', () => {
    it('edits every field under the create rules and keeps the key', async () => {
      const org = await freshOrganization();
      const service = await created(org.token, { ...valid, crew_members_needed: 2, notes: 'Ladder', materials: 'Bags' });
      const response = await patch(org.token, service.id, {
        name: ' Gutter Guard Install ',
        description: ' Fit guards ',
        price_cents: 30000,
        estimated_minutes: 180,
        crew_members_needed: null,
        equipment_needed: ' Ladder ',
        materials: '  ',
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ...service,
        name: 'Gutter Guard Install',
        description: 'Fit guards',
        price_cents: 30000,
        estimated_minutes: 180,
        crew_members_needed: null,
        equipment_needed: 'Ladder',
        materials: null,
        notes: null,
        key: 'gutter-cleaning',
        active: true,
      });
      expect(await serviceRow(service.id)).toMatchObject({ key: 'gutter-cleaning', name: 'Gutter Guard Install', notes: null });
    });

    it('may change the case of its own name and its active flag in a full edit', async () => {
      const org = await freshOrganization();
      const service = await created(org.token, valid);
      const response = await patch(org.token, service.id, { ...valid, name: 'GUTTER CLEANING', active: false });
      expect(response).toMatchObject({ status: 200, body: { name: 'GUTTER CLEANING', active: false } });
    });

    it('refuses taking another service’s name with 409', async () => {
      const org = await freshOrganization();
      await created(org.token, { ...valid, name: 'Aeration' });
      const service = await created(org.token, valid);
      const response = await patch(org.token, service.id, { ...valid, name: 'aeration' });
      expect(response).toMatchObject({ status: 409, body: { error: SERVICE_API_ERRORS.nameTaken } });
      expect((await serviceRow(service.id)).name).toBe('Gutter Cleaning');
    });

    it.each([
      ['empty body', {}, M.nameRequired],
      ['missing description', { ...valid, description: undefined }, M.descriptionRequired],
      ['missing price', { ...valid, price_cents: undefined }, M.priceRequired],
      ['missing minutes with active', { ...valid, estimated_minutes: undefined, active: true }, M.minutesRequired],
      ['negative crew', { ...valid, crew_members_needed: -2 }, SERVICE_API_ERRORS.numberMinimumZero],
      ['only a name', { name: 'Renamed' }, M.descriptionRequired],
      ['active alongside a blank name', { active: false, name: '' }, M.nameRequired],
      ['active that is not a boolean', { active: 'off' }, SERVICE_API_ERRORS.activeMustBeBoolean],
      ['active null', { active: null }, SERVICE_API_ERRORS.activeMustBeBoolean],
      ['active null in a full edit', { ...valid, active: null }, SERVICE_API_ERRORS.activeMustBeBoolean],
    ])('refuses a full edit with %s', async (_case, body, message) => {
      const org = await freshOrganization();
      const service = await created(org.token, valid);
      expect(await patch(org.token, service.id, body)).toMatchObject({ status: 400, body: { error: message } });
      expect(await serviceRow(service.id)).toMatchObject({ name: valid.name, active: true, price_cents: valid.price_cents });
    });

    it('toggles availability with a body of only active, leaving the rest alone', async () => {
      const org = await freshOrganization();
      const service = await created(org.token, { ...valid, notes: 'Keep me' });
      const off = await patch(org.token, service.id, { active: false });
      expect(off).toMatchObject({ status: 200, body: { ...service, active: false } });
      const on = await patch(org.token, service.id, { active: true });
      expect(on).toMatchObject({ status: 200, body: { ...service, active: true } });
      expect(await serviceRow(service.id)).toMatchObject({ active: true, notes: 'Keep me' });
    });

    it('answers 404 alike for another organization’s service and a missing one', async () => {
      const org = await freshOrganization();
      const other = await freshOrganization();
      const theirs = await created(other.token, valid);
      for (const id of [theirs.id, MISSING_ID]) {
        const notFound = { status: 404, body: { error: SERVICE_API_ERRORS.notFound } };
        expect(await patch(org.token, id, { active: false })).toMatchObject(notFound);
        expect(await patch(org.token, id, { ...valid, name: 'Hijacked' })).toMatchObject(notFound);
      }
      expect(await serviceRow(theirs.id)).toMatchObject({ name: valid.name, active: true });
    });

    it('answers 400 for an id that is not a uuid', async () => {
      const org = await freshOrganization();
      expect(await patch(org.token, 'not-a-uuid', { active: false })).toMatchObject({
        status: 400,
        body: { error: API_ERRORS.invalidId },
      });
    });
  });

  describe('the public signup offers only active services', () => {
    async function invite(organizationId: string): Promise<string> {
      const code = `services-${database}-${Math.random().toString(36).slice(2)}`;
      await t.dataSource.query(
        `INSERT INTO customer_invites (code, organization_id, via, status, expires_at) VALUES ($1, $2, 'qr', 'pending', now() + interval '1 day')`,
        [code, organizationId],
      );
      return code;
    }

    it('hides a deactivated service, refuses choosing it, and offers it again once reactivated', async () => {
      const org = await freshOrganization();
      const kept = await created(org.token, { ...valid, name: 'Aeration', price_cents: 5000 });
      const paused = await created(org.token, valid);
      await patch(org.token, paused.id, { active: false });
      const code = await invite(org.id);

      const offered = async () =>
        (await t.request<PublicSignupData>('GET', `/api/public/signup/${code}`)).body.services.map((service) => service.key);
      expect(await offered()).toEqual([kept.key]);

      const submission = {
        name: 'Jamie Customer',
        email: 'jamie.services@example.com',
        phone_number: '(919) 555-0100',
        street: '1 Main St',
        city: 'Raleigh',
        state: 'NC',
        zip: '27601',
        services_selected: [{ key: paused.key, price_cents: paused.price_cents }],
      };
      const refused = await t.request('POST', `/api/public/signup/${code}`, { body: submission });
      expect(refused).toMatchObject({ status: 400, body: { error: SIGNUP_FORM_MESSAGES.serviceNotOffered } });

      await patch(org.token, paused.id, { active: true });
      expect(await offered()).toEqual([kept.key, paused.key]);
      const accepted = await t.request('POST', `/api/public/signup/${code}`, { body: submission });
      expect(accepted.status).toBe(200);
    });
  });
});
