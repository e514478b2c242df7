/** @jest-environment node */
import { CUSTOMER_MESSAGES } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { convertCustomer } from './convert-customer.js';
import { updateCustomerStatus } from './update-customer-status.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const sent = () => server.requests.map((request) => `${request.method} ${request.path} ${JSON.stringify(request.body)}`);

describe('convertCustomer over real HTTP', () => {
  it('tries the four convert routes in the spec’s order while they answer 404', async () => {
    const error = await convertCustomer(api, { id: 'c-1', provision_auth0: true }).catch((failure: unknown) => failure);
    expect(sent()).toEqual([
      'POST /api/owner/customers/c-1/convert {"provision_auth0":true}',
      'POST /api/owner/leads/c-1/convert {"provision_auth0":true}',
      'POST /api/owner/customers/convert {"provision_auth0":true,"id":"c-1"}',
      'POST /api/owner/leads/c-1/to-user {"provision_auth0":true}',
    ]);
    expect(error).toMatchObject({ status: 404, message: 'Not found' });
  });

  it('resolves with the last route when only it exists', async () => {
    server.route('POST /api/owner/leads/c-2/to-user', { status: 200, body: { ok: true } });
    await expect(convertCustomer(api, { id: 'c-2', provision_auth0: false })).resolves.toEqual({ ok: true });
    expect(server.requests).toHaveLength(4);
  });

  it('stops at a conflict and uses the default message when the server gives none', async () => {
    server.route('POST /api/owner/customers/c-3/convert', { status: 409, rawBody: 'conflict' });
    await expect(convertCustomer(api, { id: 'c-3', provision_auth0: false })).rejects.toMatchObject({
      status: 409,
      message: CUSTOMER_MESSAGES.failedToConvert,
    });
    expect(server.requests).toHaveLength(1);
  });
});

describe('updateCustomerStatus over real HTTP', () => {
  it('tries the three status routes in the spec’s order', async () => {
    server.route('PUT /api/owner/customers/c-4', { status: 200, body: { ok: true } });
    await expect(updateCustomerStatus(api, { id: 'c-4', status: 'active' })).resolves.toEqual({ ok: true });
    expect(sent()).toEqual([
      'POST /api/owner/customers/c-4/status {"status":"active"}',
      'POST /api/owner/leads/c-4/status {"status":"active"}',
      'PUT /api/owner/customers/c-4 {"status":"active"}',
    ]);
  });

  it('defaults to "Failed to archive customer" when archiving and "Failed to update status" otherwise', async () => {
    server.route('POST /api/owner/customers/c-5/status', { status: 500, rawBody: 'boom' });
    await expect(updateCustomerStatus(api, { id: 'c-5', status: 'archived' })).rejects.toMatchObject({
      message: CUSTOMER_MESSAGES.failedToArchive,
    });
    await expect(updateCustomerStatus(api, { id: 'c-5', status: 'active' })).rejects.toMatchObject({
      message: CUSTOMER_MESSAGES.failedToUpdateStatus,
    });
  });
});
