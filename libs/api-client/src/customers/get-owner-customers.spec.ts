/** @jest-environment node */
import { CUSTOMER_MESSAGES } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { getOwnerCustomers, readCustomerRecord } from './get-owner-customers.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

describe('readCustomerRecord', () => {
  it('keeps a complete row as it is', () => {
    const row = {
      id: 'c1', customer_id: 'c1', created_at: '2025-01-01T00:00:00.000Z', name: 'Nora', email: 'n@example.com',
      phone_number: '919', street: '1 Main', city: 'Raleigh', state: 'NC', zip: '27601', status: 'active',
      organization_id: 'o1', services: [{ key: 'mow', label: 'Mowing', price_cents: 100 }],
      available_days: [{ day: 'mon', start: '08:00', end: '12:00' }], user_id: 'u1', user_email: 'u@example.com',
      user_phone: null, user_name: 'Nora', linked_user_id: 'u1', linked_user_role: 'user', linked_user_status: 'active',
      outside_service_area: true,
    };
    expect(readCustomerRecord(row)).toEqual(row);
  });

  it('reads customer_id, a nested address and a missing status as lead', () => {
    expect(
      readCustomerRecord({ customer_id: 'c2', name: 'Old Shape', address: { street: '2 Elm', city: 'Cary', state: 'NC', zip: '27511' } }),
    ).toMatchObject({ id: 'c2', customer_id: 'c2', street: '2 Elm', city: 'Cary', state: 'NC', zip: '27511', status: 'lead', services: [] });
  });

  it('refuses rows without an id or with an unknown status', () => {
    expect(readCustomerRecord({ name: 'No id' })).toBeNull();
    expect(readCustomerRecord({ id: 'c3', status: 'deleted' })).toBeNull();
    expect(readCustomerRecord('c4')).toBeNull();
  });
});

describe('getOwnerCustomers over real HTTP', () => {
  it('loads the list', async () => {
    server.route('GET /api/owner/customers', { status: 200, body: [{ id: 'c1', status: 'lead' }, { customer_id: 'c2' }] });
    const customers = await getOwnerCustomers(api);
    expect(customers.map((customer) => customer.id)).toEqual(['c1', 'c2']);
  });

  it('fails with "Failed to load customers" when the server gives no reason, and on a body it cannot read', async () => {
    server.route('GET /api/owner/customers', { status: 500, rawBody: 'oops' });
    await expect(getOwnerCustomers(api)).rejects.toMatchObject({ status: 500, message: CUSTOMER_MESSAGES.failedToLoad });
    server.route('GET /api/owner/customers', { status: 200, body: { customers: [] } });
    await expect(getOwnerCustomers(api)).rejects.toThrow('Unexpected response');
  });
});
