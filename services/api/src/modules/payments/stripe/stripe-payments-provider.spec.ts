import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SignupSetupIntentResponse, StartOnboardingResponse } from '@fsp/contracts';
import type { PaymentsConfig } from '../../../config/api-config.js';
import { startTestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { organizationIdOf } from '../../customers/testing/seed-customer.js';
import { seedSignup } from '../../signup-payments/testing/seed-signup.js';
import { StripePaymentsProvider } from './stripe-payments-provider.js';

interface StripeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The SDK sends form-encoded bodies. */
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type StripeAnswer = { status: number; body: unknown };

/** A local stand-in for api.stripe.com answering the paths the adapter calls, with Stripe-shaped JSON. */
async function startFakeStripe(): Promise<{ server: Server; requests: StripeRequest[]; api: NonNullable<PaymentsConfig['stripeApi']> }> {
  const requests: StripeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
        headers: req.headers,
      };
      requests.push(request);
      const answer = answerFor(request);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, requests, api: { host: '127.0.0.1', port, protocol: 'http' } };
}

function answerFor(request: StripeRequest): StripeAnswer {
  const key = `${request.method} ${request.path}`;
  switch (key) {
    case 'POST /v1/accounts':
      return { status: 200, body: { id: 'acct_1Fake', object: 'account', type: 'express', charges_enabled: false, payouts_enabled: false, details_submitted: false } };
    case 'POST /v1/account_links':
      return {
        status: 200,
        body: { object: 'account_link', url: 'https://connect.stripe.com/setup/e/acct_1Fake/abc', created: 1_700_000_000, expires_at: 1_700_000_300 },
      };
    case 'GET /v1/accounts/acct_1Fake':
      return {
        status: 200,
        body: {
          id: 'acct_1Fake',
          object: 'account',
          charges_enabled: true,
          payouts_enabled: false,
          details_submitted: true,
          requirements: { currently_due: ['external_account', 'tos_acceptance.date'], eventually_due: [], past_due: [] },
        },
      };
    case 'POST /v1/customers':
      return { status: 200, body: { id: 'cus_Fake', object: 'customer', email: request.form.get('email') } };
    case 'POST /v1/setup_intents':
      return {
        status: 200,
        body: {
          id: 'seti_Fake',
          object: 'setup_intent',
          client_secret: 'seti_Fake_secret_abc',
          status: 'requires_payment_method',
          customer: request.form.get('customer'),
          payment_method: null,
          metadata: { invite_id: request.form.get('metadata[invite_id]') },
        },
      };
    case 'GET /v1/setup_intents/seti_Fake':
      return {
        status: 200,
        body: {
          id: 'seti_Fake',
          object: 'setup_intent',
          client_secret: 'seti_Fake_secret_abc',
          status: 'succeeded',
          customer: 'cus_Fake',
          payment_method: { id: 'pm_Fake', object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' } },
          metadata: { invite_id: 'invite-1' },
        },
      };
    default:
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${request.path}` } },
      };
  }
}

const KEYS = { stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake' };

describe('StripePaymentsProvider against a local Stripe API', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let provider: StripePaymentsProvider;

  beforeAll(async () => {
    fake = await startFakeStripe();
    provider = new StripePaymentsProvider({ ...KEYS, stripeApi: fake.api, allowSandboxInProduction: false });
  });

  afterAll(async () => {
    fake.server.closeAllConnections();
    await new Promise<void>((resolve) => fake.server.close(() => resolve()));
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('creates an express connected account with an idempotency key and the secret key', async () => {
    const account = await provider.createConnectedAccount({
      organizationId: 'org-1',
      businessName: 'Green Acres Lawn Care',
      email: 'owner@demo.test',
      idempotencyKey: 'fieldwise-connect-account-org-1',
    });
    expect(account).toEqual({ id: 'acct_1Fake' });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/accounts');
    expect(request?.headers['authorization']).toBe('Bearer sk_test_fake');
    expect(request?.headers['idempotency-key']).toBe('fieldwise-connect-account-org-1');
    expect(request?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      type: 'express',
      email: 'owner@demo.test',
      'business_profile[name]': 'Green Acres Lawn Care',
      'metadata[organization_id]': 'org-1',
    });
  });

  it('creates an onboarding account link with return and refresh addresses', async () => {
    const link = await provider.createOnboardingLink({
      accountId: 'acct_1Fake',
      returnUrl: 'http://app.test/app',
      refreshUrl: 'http://app.test/onboarding-callback?next=stripe',
    });
    expect(link).toEqual({ url: 'https://connect.stripe.com/setup/e/acct_1Fake/abc' });
    expect(fake.requests[0]?.path).toBe('/v1/account_links');
    expect(Object.fromEntries(fake.requests[0]?.form ?? [])).toEqual({
      account: 'acct_1Fake',
      type: 'account_onboarding',
      return_url: 'http://app.test/app',
      refresh_url: 'http://app.test/onboarding-callback?next=stripe',
    });
  });

  it("answers 502 with Stripe's reason when Stripe refuses a request", async () => {
    const failure = provider.retrieveAccountStatus('acct_Missing');
    await expect(failure).rejects.toMatchObject({
      status: 502,
      message: 'The payment provider could not read the connected account: No such resource: /v1/accounts/acct_Missing',
    });
  });

  it("reads the account's status", async () => {
    expect(await provider.retrieveAccountStatus('acct_1Fake')).toEqual({
      chargesEnabled: true,
      payoutsEnabled: false,
      detailsSubmitted: true,
      requirementsCurrentlyDue: 2,
    });
    expect(`${fake.requests[0]?.method} ${fake.requests[0]?.path}`).toBe('GET /v1/accounts/acct_1Fake');
  });

  it('creates a customer and an off-session card setup intent', async () => {
    const customer = await provider.createCustomer({
      email: 'pat@example.com',
      name: 'Pat Payer',
      metadata: { invite_id: 'invite-1' },
      idempotencyKey: 'fieldwise-signup-customer-invite-1',
    });
    const intent = await provider.createSetupIntent({
      customerId: customer.id,
      metadata: { invite_id: 'invite-1' },
      idempotencyKey: 'fieldwise-signup-setup-intent-invite-1',
    });
    expect(intent).toEqual({
      id: 'seti_Fake',
      clientSecret: 'seti_Fake_secret_abc',
      status: 'requires_payment_method',
      customerId: 'cus_Fake',
      card: null,
      metadata: { invite_id: 'invite-1' },
    });
    const [customerRequest, intentRequest] = fake.requests;
    expect(customerRequest?.headers['idempotency-key']).toBe('fieldwise-signup-customer-invite-1');
    expect(Object.fromEntries(customerRequest?.form ?? [])).toEqual({ email: 'pat@example.com', name: 'Pat Payer', 'metadata[invite_id]': 'invite-1' });
    expect(intentRequest?.path).toBe('/v1/setup_intents');
    expect(intentRequest?.headers['idempotency-key']).toBe('fieldwise-signup-setup-intent-invite-1');
    expect(Object.fromEntries(intentRequest?.form ?? [])).toEqual({
      customer: 'cus_Fake',
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      'metadata[invite_id]': 'invite-1',
    });
  });

  it('retrieves a setup intent with its card expanded, and null for an unknown one', async () => {
    expect(await provider.retrieveSetupIntent('seti_Fake')).toEqual({
      id: 'seti_Fake',
      clientSecret: 'seti_Fake_secret_abc',
      status: 'succeeded',
      customerId: 'cus_Fake',
      card: { paymentMethodId: 'pm_Fake', brand: 'visa', last4: '4242' },
      metadata: { invite_id: 'invite-1' },
    });
    expect(fake.requests[0]?.query.getAll('expand[0]')).toEqual(['payment_method']);
    expect(await provider.retrieveSetupIntent('seti_missing')).toBeNull();
  });
});

describe.each(testDatabases())('the API on Stripe (%s)', (database) => {
  it('starts onboarding through Stripe Connect and hands the publishable key to the payment step', async () => {
    const fake = await startFakeStripe();
    const t = await startTestApi(database, {
      config: {
        appBaseUrl: 'http://app.test',
        payments: { ...KEYS, stripeApi: fake.api, allowSandboxInProduction: false },
      },
    });
    try {
      const started = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', { token: await t.tokenFor('owner@demo.test') });
      expect(started).toMatchObject({ status: 200, body: { url: 'https://connect.stripe.com/setup/e/acct_1Fake/abc' } });
      const organizationId = await organizationIdOf(t.dataSource, 'owner@demo.test');
      const rows = (await t.dataSource.query(`SELECT stripe_account_id FROM organizations WHERE id = $1`, [organizationId])) as Array<{
        stripe_account_id: string | null;
      }>;
      expect(rows[0]?.stripe_account_id).toBe('acct_1Fake');
      const accountRequest = fake.requests.find((request) => request.path === '/v1/accounts');
      expect(accountRequest?.headers['idempotency-key']).toBe(`fieldwise-connect-account-${organizationId}`);
      const linkRequest = fake.requests.find((request) => request.path === '/v1/account_links');
      expect(linkRequest?.form.get('return_url')).toBe('http://app.test/app');

      const signup = await seedSignup(t.dataSource, organizationId);
      const intent = await t.request<SignupSetupIntentResponse>('GET', `/api/public/signup/${signup.code}/setup-intent?org_id=${organizationId}`);
      expect(intent).toMatchObject({
        status: 200,
        body: { provider: 'stripe', publishable_key: 'pk_test_fake', client_secret: 'seti_Fake_secret_abc', setup_intent_id: 'seti_Fake', customer_id: 'cus_Fake' },
      });
      const intentRequest = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/setup_intents');
      expect(intentRequest?.form.get('metadata[invite_id]')).toBe(signup.inviteId);
    } finally {
      await t.close();
      fake.server.closeAllConnections();
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    }
  });
});
