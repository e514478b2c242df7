import type { ConvertCustomerResponse, CustomerRecord, UpdateCustomerStatusResponse } from '@fsp/contracts';
import { decodedText, rawRequest } from '../../schedule/read-cache/testing/raw-request.js';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { seedCustomer } from '../testing/seed-customer.js';

/**
 * GET /api/owner/customers keeps each organization's last body while its customers and users are unchanged
 * (CustomerListService): every kind of write, through the API or straight in the database, shows in the next read.
 */
describe.each(testDatabases())('GET /api/owner/customers after writes, on %s', (database) => {
  let t: TestApi;
  let organizationId: string;
  let token: string;

  const list = async (api: TestApi = t): Promise<CustomerRecord[]> => {
    const response = await api.request<CustomerRecord[]>('GET', '/api/owner/customers', { token });
    expect(response.status).toBe(200);
    return response.body;
  };
  const listed = async (id: string, api: TestApi = t): Promise<CustomerRecord | undefined> => (await list(api)).find((customer) => customer.id === id);

  beforeAll(async () => {
    t = await startTestApi(database);
    // An organization of its own: other suites' customers never change what these reads expect.
    const [org] = (await t.dataSource.query(`INSERT INTO organizations (name) VALUES ('Fresh Lists Co') RETURNING id`)) as Array<{ id: string }>;
    organizationId = org?.id ?? '';
    await t.dataSource.query(`INSERT INTO users (email, name, role, organization_id) VALUES ('fresh.owner@example.com', 'Fay Fresh', 'owner', $1)`, [
      organizationId,
    ]);
    token = await t.tokenFor('fresh.owner@example.com');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers JSON whose records are those the other customer routes build, field order included', async () => {
    const lead = await seedCustomer(t.dataSource, organizationId, {
      name: 'Quinn Quote',
      email: 'quinn@example.com',
      services: [{ key: 'mowing', label: 'Lawn "Deluxe" mowing', price_cents: 4500 }],
      available_days: [{ day: 'tue', start: '08:00', end: '12:00' }],
    });
    const active = await seedCustomer(t.dataSource, organizationId, { name: 'Ari Active\nSecond line', status: 'active' });
    const response = await t.request<CustomerRecord[]>('GET', '/api/owner/customers', { token });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');

    const converted = await t.request<ConvertCustomerResponse>('POST', `/api/owner/customers/${lead}/convert`, { token, body: {} });
    const archived = await t.request<UpdateCustomerStatusResponse>('POST', `/api/owner/customers/${active}/status`, { token, body: { status: 'archived' } });
    expect([converted.status, archived.status]).toEqual([200, 200]);
    for (const record of [converted.body.customer, archived.body.customer]) {
      const fromList = await listed(record.id);
      expect(fromList).toEqual(record);
      expect(Object.keys(fromList ?? {})).toEqual(Object.keys(record));
    }
  });

  it('shows customers added, changed and removed straight in the database', async () => {
    await list();
    const id = await seedCustomer(t.dataSource, organizationId, { name: 'Sam Signup', zip: '27601' });
    expect(await listed(id)).toMatchObject({ name: 'Sam Signup', zip: '27601', outside_service_area: false });

    await t.dataSource.query(`UPDATE customers SET zip = '99999', outside_service_area = true WHERE id = $1`, [id]);
    expect(await listed(id)).toMatchObject({ zip: '99999', outside_service_area: true });

    // The same values written again are a new row version all the same: read anew, still right.
    await t.dataSource.query(`UPDATE customers SET zip = zip WHERE id = $1`, [id]);
    expect(await listed(id)).toMatchObject({ zip: '99999' });

    await t.dataSource.query(`DELETE FROM customers WHERE id = $1`, [id]);
    expect(await listed(id)).toBeUndefined();
  });

  it('shows changes to the linked user, and none once that user has left the organization', async () => {
    const id = await seedCustomer(t.dataSource, organizationId, { name: 'Lina Linked', email: 'lina@example.com' });
    expect((await t.request('POST', `/api/owner/customers/${id}/convert`, { token, body: {} })).status).toBe(200);
    const userId = await t.userIdOf('lina@example.com');
    expect(await listed(id)).toMatchObject({ user_email: 'lina@example.com', linked_user_status: 'active' });

    await t.dataSource.query(`UPDATE users SET email = 'lina.new@example.com', phone_number = '(919) 555-0142', status = 'inactive' WHERE id = $1`, [userId]);
    expect(await listed(id)).toMatchObject({ user_email: 'lina.new@example.com', user_phone: '(919) 555-0142', linked_user_status: 'inactive' });

    const [other] = (await t.dataSource.query(`INSERT INTO organizations (name) VALUES ('Elsewhere Co') RETURNING id`)) as Array<{ id: string }>;
    await t.dataSource.query(`UPDATE users SET organization_id = $2 WHERE id = $1`, [userId, other?.id]);
    expect(await listed(id)).toMatchObject({ user_id: userId, user_email: null, linked_user_id: null, linked_user_role: null, linked_user_status: null });
  });

  it('sends the kept body in brotli or gzip when the client accepts it, encoded anew after a change', async () => {
    await seedCustomer(t.dataSource, organizationId, { name: 'Enid Encoded', email: 'enid@example.com' });
    const read = (headers: Record<string, string>) => rawRequest(`${t.api.url}/api/owner/customers`, { headers: { authorization: `Bearer ${token}`, ...headers } });
    const plain = await read({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    for (const encoding of ['br', 'gzip']) {
      const encoded = await read({ 'accept-encoding': encoding });
      expect(encoded.headers['content-encoding']).toBe(encoding);
      expect(encoded.headers['vary']).toMatch(/accept-encoding/i);
      // Decoding once gives the JSON: @fastify/compress did not encode the bytes a second time.
      expect(decodedText(encoded)).toBe(plain.body.toString('utf8'));
    }
    const id = await seedCustomer(t.dataSource, organizationId, { name: 'Ned Newer' });
    const after = await read({ 'accept-encoding': 'br' });
    expect((JSON.parse(decodedText(after)) as CustomerRecord[]).map((customer) => customer.id)).toContain(id);
  });

  it('keeps each organization’s list to itself', async () => {
    const [org] = (await t.dataSource.query(`INSERT INTO organizations (name) VALUES ('Other Lists Co') RETURNING id`)) as Array<{ id: string }>;
    await t.dataSource.query(`INSERT INTO users (email, role, organization_id) VALUES ('other.lists@example.com', 'owner', $1)`, [org?.id]);
    const otherToken = await t.tokenFor('other.lists@example.com');
    const theirs = await seedCustomer(t.dataSource, org?.id ?? '', { name: 'Theirs Only' });
    await list();
    const other = await t.request<CustomerRecord[]>('GET', '/api/owner/customers', { token: otherToken });
    expect(other.body.map((customer) => customer.id)).toEqual([theirs]);
    expect((await list()).some((customer) => customer.id === theirs)).toBe(false);
  });

  // Behind a load balancer (PGlite serves one process only): the other process writes, this one read before.
  if (database === 'postgresql') {
    describe('written through a second API process', () => {
      let b: TestApi;

      beforeAll(async () => {
        b = await startTestApi('postgresql', { alongside: t });
      });

      afterAll(async () => {
        await b?.close();
      });

      it('shows a conversion and a status change made by the other process', async () => {
        const id = await seedCustomer(t.dataSource, organizationId, { name: 'Bo Balanced', email: 'bo@example.com' });
        expect(await listed(id)).toMatchObject({ status: 'lead', user_id: null });
        expect(await listed(id, b)).toMatchObject({ status: 'lead' });

        expect((await b.request('POST', `/api/owner/customers/${id}/convert`, { token, body: {} })).status).toBe(200);
        expect(await listed(id)).toMatchObject({ status: 'active', user_email: 'bo@example.com', linked_user_role: 'user' });
        expect((await b.request('POST', `/api/owner/customers/${id}/status`, { token, body: { status: 'archived' } })).status).toBe(200);
        expect(await listed(id)).toMatchObject({ status: 'archived' });
      });
    });
  }
});
