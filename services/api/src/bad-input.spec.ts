import { API_ERRORS, MAX_MISC_EVENT_MINUTES, REQUEST_BODY_LIMIT_BYTES, REQUEST_BODY_MAX_DEPTH, SCHEDULE_API_ERRORS } from '@fsp/contracts';
import { ADMIN_USERS_MAX_PAGE } from './modules/admin-users/dto/admin-users-query.dto.js';
import { startTestApi, type TestApi } from './testing/start-test-api.js';
import { testDatabases } from './testing/test-databases.js';

/** `{"name":[[[…1…]]]}`: the object is one level, each array another. */
function nestedBody(depth: number): string {
  return `{"name":${'['.repeat(depth - 1)}1${']'.repeat(depth - 1)}}`;
}

describe.each(testDatabases())('bad input on %s', (database) => {
  let t: TestApi;
  let owner: string;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApi(database);
    owner = await t.tokenFor('owner@demo.test');
    admin = await t.tokenFor('admin@demo.test');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('deeply nested JSON', () => {
    it.each([
      ['an owner write', '/api/owner/services', true],
      ['a public write', '/api/public/leads', false],
    ])('answers thousands of levels on %s with 400 before validation', async (_label, url, authenticated) => {
      const response = await t.request('POST', url, { token: authenticated ? owner : undefined, body: nestedBody(5000) });
      expect(response).toMatchObject({ status: 400, body: { error: API_ERRORS.bodyTooDeep } });
    });

    it(`refuses ${REQUEST_BODY_MAX_DEPTH + 1} levels and lets ${REQUEST_BODY_MAX_DEPTH} reach validation`, async () => {
      const tooDeep = await t.request('POST', '/api/owner/services', { token: owner, body: nestedBody(REQUEST_BODY_MAX_DEPTH + 1) });
      expect(tooDeep).toMatchObject({ status: 400, body: { error: API_ERRORS.bodyTooDeep } });
      const deepest = await t.request<{ error: string }>('POST', '/api/owner/services', { token: owner, body: nestedBody(REQUEST_BODY_MAX_DEPTH) });
      expect(deepest.status).toBe(400);
      expect(deepest.body.error).not.toBe(API_ERRORS.bodyTooDeep);
    });
  });

  describe('numeric query parameters', () => {
    it.each(['1e21', '99999999999999999999', String(ADMIN_USERS_MAX_PAGE + 1)])('answers page=%s with 400', async (page) => {
      const response = await t.request('GET', `/api/admin/users?page=${page}`, { token: admin });
      expect(response).toMatchObject({ status: 400, body: { error: `page must be at most ${ADMIN_USERS_MAX_PAGE}` } });
    });

    it('still answers the largest page', async () => {
      const response = await t.request<{ users: unknown[] }>('GET', `/api/admin/users?page=${ADMIN_USERS_MAX_PAGE}`, { token: admin });
      expect(response.status).toBe(200);
      expect(response.body.users).toEqual([]);
    });

    it.each(['1e21', '99999999999999999999'])('answers limit=%s with 400', async (limit) => {
      const response = await t.request<{ error: string }>('GET', `/api/admin/users?limit=${limit}`, { token: admin });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/^limit must be/);
    });

    it('answers service_minutes beyond one day with 400', async () => {
      const tooLong = await t.request('GET', `/api/owner/available-times?date=2026-03-02&service_minutes=${MAX_MISC_EVENT_MINUTES + 1}`, { token: owner });
      expect(tooLong).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.serviceMinutesMaximum } });
      const huge = await t.request('GET', '/api/owner/available-times?date=2026-03-02&service_minutes=99999999999999999999', { token: owner });
      expect(huge).toMatchObject({ status: 400, body: { error: SCHEDULE_API_ERRORS.serviceMinutesPositive } });
    });
  });

  describe("Fastify's own refusals keep their status and answer { error }", () => {
    it(`answers a body over ${REQUEST_BODY_LIMIT_BYTES} bytes with 413 at once`, async () => {
      const response = await t.request('POST', '/api/owner/services', { token: owner, body: { name: 'x'.repeat(1_200_000) } });
      expect(response).toEqual(expect.objectContaining({ status: 413, body: { error: API_ERRORS.bodyTooLarge } }));
    });

    it.each([
      ['malformed JSON', '{"name":', 'application/json', 400, API_ERRORS.invalidJson],
      ['an empty JSON body', '', 'application/json', 400, API_ERRORS.emptyJsonBody],
      ['an unsupported content type', 'name,price\nx,1', 'text/csv', 415, API_ERRORS.unsupportedMediaType],
      ['XML', '<service/>', 'application/xml', 415, API_ERRORS.unsupportedMediaType],
    ])('answers %s', async (_label, body, contentType, status, error) => {
      const response = await t.request('POST', '/api/owner/services', { token: owner, body, headers: { 'content-type': contentType } });
      expect(response).toEqual(expect.objectContaining({ status, body: { error } }));
    });
  });
});
