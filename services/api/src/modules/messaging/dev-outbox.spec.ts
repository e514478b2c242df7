import { API_ERRORS } from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';

const inject = (t: TestApi, remoteAddress: string) =>
  t.api.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });

describe.each(testDatabases())('GET /api/dev/outbox access on %s', (database) => {
  describe('with DEV_OUTBOX=true', () => {
    let t: TestApi;

    beforeAll(async () => {
      t = await startTestApi(database, { config: { devOutbox: true } });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('answers clients on this machine', async () => {
      expect((await t.request('GET', '/api/dev/outbox')).status).toBe(200);
      expect((await inject(t, '::ffff:127.0.0.1')).statusCode).toBe(200);
      expect((await inject(t, '::1')).statusCode).toBe(200);
    });

    it('refuses any other client, whatever X-Forwarded-For claims', async () => {
      for (const remoteAddress of ['203.0.113.7', '10.0.0.2', '::ffff:192.168.1.4']) {
        const response = await inject(t, remoteAddress);
        expect({ status: response.statusCode, body: response.json<unknown>() }).toEqual({ status: 404, body: { error: API_ERRORS.notFound } });
      }
      const forwarded = await t.api.app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(forwarded.statusCode).toBe(404);
    });
  });

  describe('without DEV_OUTBOX', () => {
    let t: TestApi;

    beforeAll(async () => {
      t = await startTestApi(database, { config: { devOutbox: false } });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('does not exist, even for this machine', async () => {
      expect(await t.request('GET', '/api/dev/outbox')).toMatchObject({ status: 404, body: { error: API_ERRORS.notFound } });
    });
  });
});
