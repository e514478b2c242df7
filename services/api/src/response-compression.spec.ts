import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { apiConfigFromEnv } from './config/api-config.js';
import { decodedText, rawRequest } from './modules/schedule/read-cache/testing/raw-request.js';
import { startTestApi, type TestApi } from './testing/start-test-api.js';
import { testDatabases } from './testing/test-databases.js';

const SECRET = `whsec_${randomBytes(16).toString('hex')}`;

describe.each(testDatabases())('Response compression on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    const base = apiConfigFromEnv({});
    t = await startTestApi(database, { config: { payments: { ...base.payments, stripeWebhookSecret: SECRET } } });
  });

  afterAll(async () => {
    await t?.close();
  });

  it.each(['br', 'gzip'])('compresses a JSON answer with %s when the client accepts it, and says so in Vary', async (encoding) => {
    const response = await rawRequest(`${t.api.url}/api/docs-json`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const plain = await rawRequest(`${t.api.url}/api/docs-json`);
    expect(response.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(decodedText(response))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('sends the JSON as is, with its length, to a client that does not ask for compression', async () => {
    const requests: Array<Record<string, string>> = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of requests) {
      const response = await rawRequest(`${t.api.url}/api/docs-json`, { headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(JSON.parse(response.body.toString('utf8'))).toHaveProperty('openapi');
    }
  });

  it('leaves small answers alone', async () => {
    const response = await rawRequest(`${t.api.url}/api/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8'))).toMatchObject({ status: 'ok' });
  });

  it('still serves the OpenAPI docs page and its assets', async () => {
    const page = await rawRequest(`${t.api.url}/api/docs`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = decodedText(page);
    expect(html).toContain('swagger');
    const script = html.match(/src="\.?\/?([^"]*swagger-ui-bundle\.js)"/)?.[1];
    expect(script).toBeDefined();
    const asset = await rawRequest(`${t.api.url}/api/docs/${(script as string).replace(/^docs\//, '')}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(decodedText(asset).length).toBeGreaterThan(100_000);
  });

  it('still verifies the Stripe webhook on the exact bytes sent', async () => {
    const payload = JSON.stringify({ id: `evt_${randomBytes(12).toString('hex')}`, object: 'event', type: 'customer.created', account: null, data: { object: {} } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', 'stripe-signature': signature };
    const accepted = await rawRequest(`${t.api.url}/api/webhooks/stripe`, { method: 'POST', headers, body: payload });
    expect(accepted.status).toBe(200);
    expect(JSON.parse(decodedText(accepted))).toEqual({ received: true, duplicate: false });
    const altered = await rawRequest(`${t.api.url}/api/webhooks/stripe`, { method: 'POST', headers, body: payload.replace('customer.created', 'customer.updated') });
    expect(altered.status).toBe(400);
  });
});
