import { PAYMENT_FAILURE_REASONS, type SignupSetupIntentResponse, type StartOnboardingResponse } from '@fsp/contracts';
import { startTestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { organizationIdOf } from '../../customers/testing/seed-customer.js';
import { seedSignup } from '../../signup-payments/testing/seed-signup.js';
import type { CreatePaymentIntentInput, ProviderPaymentIntent } from '../payments-provider.js';
import { StripePaymentsProvider } from './stripe-payments-provider.js';
import { startFakeStripe, stopFakeStripe, type FakeStripe, type StripeAnswer, type StripeRequest } from './testing/fake-stripe-api.js';

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
      return paymentAnswerFor(request) ?? {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such resource: ${request.path}` } },
      };
  }
}

/** A succeeded direct charge of $123.45 with a 123¢ application fee: Stripe's `fee` counts its own 388¢ and the application fee. */
function paidIntent(amount: number, metadata: Record<string, string>) {
  return {
    id: 'pi_Paid',
    object: 'payment_intent',
    status: 'succeeded',
    amount,
    currency: 'usd',
    client_secret: 'pi_Paid_secret_abc',
    application_fee_amount: 123,
    last_payment_error: null,
    next_action: null,
    metadata,
    latest_charge: {
      id: 'ch_Paid',
      object: 'charge',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
      balance_transaction: {
        id: 'txn_Paid',
        object: 'balance_transaction',
        amount,
        fee: 388 + 123,
        fee_details: [
          { amount: 388, currency: 'usd', type: 'stripe_fee', description: 'Stripe processing fees', application: null },
          { amount: 123, currency: 'usd', type: 'application_fee', description: 'Application fee', application: 'ca_Platform' },
        ],
        net: amount - 388 - 123,
      },
    },
  };
}

/** Stripe's 402 for a card error on a confirmed PaymentIntent, carrying the intent. */
function cardError(code: string, message: string, id: string, request: StripeRequest): StripeAnswer {
  const lastPaymentError = { type: 'card_error', code, message, ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}) };
  return {
    status: 402,
    body: {
      error: {
        ...lastPaymentError,
        charge: `ch_${id}`,
        payment_intent: {
          id: `pi_${id}`,
          object: 'payment_intent',
          status: 'requires_payment_method',
          amount: Number(request.form.get('amount')),
          currency: 'usd',
          client_secret: `pi_${id}_secret_abc`,
          last_payment_error: lastPaymentError,
          latest_charge: `ch_${id}`,
          next_action: null,
          metadata: {},
        },
      },
    },
  };
}

/** The payment paths: the card clone, PaymentIntents by the cloned card (Declined, Auth or else paid), and pi_Paid. */
function paymentAnswerFor(request: StripeRequest): StripeAnswer | null {
  if (request.method === 'POST' && request.path === '/v1/payment_methods') {
    const source = request.form.get('payment_method') ?? '';
    if (source === 'pm_Missing') {
      return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: "No such PaymentMethod: 'pm_Missing'" } } };
    }
    return { status: 200, body: { id: `pm_clone_${source}`, object: 'payment_method', type: 'card', card: { brand: 'visa', last4: '4242' }, customer: null } };
  }
  if (request.method === 'POST' && request.path === '/v1/payment_intents') {
    const paymentMethod = request.form.get('payment_method');
    if (paymentMethod === 'pm_clone_pm_Declined') return cardError('card_declined', 'Your card was declined.', 'Declined', request);
    if (paymentMethod === 'pm_clone_pm_Auth' && request.form.get('off_session') === 'true') {
      return cardError('authentication_required', 'Your card was declined. This transaction requires authentication.', 'Auth', request);
    }
    if (paymentMethod === 'pm_clone_pm_Auth') {
      return {
        status: 200,
        body: {
          id: 'pi_Action',
          object: 'payment_intent',
          status: 'requires_action',
          amount: Number(request.form.get('amount')),
          currency: 'usd',
          client_secret: 'pi_Action_secret_abc',
          last_payment_error: null,
          latest_charge: null,
          next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } },
          metadata: {},
        },
      };
    }
    return { status: 200, body: paidIntent(Number(request.form.get('amount')), { invoice_id: request.form.get('metadata[invoice_id]') ?? '' }) };
  }
  if (request.method === 'GET' && request.path === '/v1/payment_intents/pi_Paid' && request.headers['stripe-account'] === 'acct_1Fake') {
    return { status: 200, body: paidIntent(12_345, { invoice_id: 'invoice-1' }) };
  }
  if (request.method === 'POST' && request.path === '/v1/payment_intents/pi_Action/cancel' && request.headers['stripe-account'] === 'acct_1Fake') {
    const canceled = { id: 'pi_Action', object: 'payment_intent', status: 'canceled', amount: 12_345, currency: 'usd', client_secret: 'pi_Action_secret_abc' };
    return { status: 200, body: { ...canceled, last_payment_error: null, latest_charge: null, next_action: null, metadata: {} } };
  }
  if (request.method === 'POST' && request.path === '/v1/payment_intents/pi_Paid/cancel') {
    const message = 'You cannot cancel this PaymentIntent because it has a status of succeeded.';
    return { status: 400, body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message } } };
  }
  return null;
}

const KEYS = { stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake' };

describe('StripePaymentsProvider against a local Stripe API', () => {
  let fake: FakeStripe;
  let provider: StripePaymentsProvider;

  beforeAll(async () => {
    fake = await startFakeStripe(answerFor);
    provider = new StripePaymentsProvider({ ...KEYS, stripeApi: fake.api, allowSandboxInProduction: false });
  });

  afterAll(async () => {
    await stopFakeStripe(fake);
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

describe('StripePaymentsProvider payment intents against a local Stripe API', () => {
  let fake: FakeStripe;
  let provider: StripePaymentsProvider;

  beforeAll(async () => {
    fake = await startFakeStripe(answerFor);
    provider = new StripePaymentsProvider({ ...KEYS, stripeApi: fake.api, allowSandboxInProduction: false });
  });

  afterAll(async () => {
    await stopFakeStripe(fake);
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  const input = (overrides: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
    accountId: 'acct_1Fake',
    customerId: 'cus_Fake',
    paymentMethodId: 'pm_Fake',
    amountCents: 12_345,
    currency: 'USD',
    applicationFeeCents: 123,
    description: 'Invoice for October',
    metadata: { invoice_id: 'invoice-1', attempt: '1' },
    idempotencyKey: 'invoice-invoice-1-attempt-1',
    offSession: true,
    ...overrides,
  });

  it('clones the saved card onto the connected account, then charges it there off-session with the application fee', async () => {
    const intent = await provider.createPaymentIntent(input());
    expect(intent).toEqual<ProviderPaymentIntent>({
      id: 'pi_Paid',
      status: 'succeeded',
      amountCents: 12_345,
      currency: 'usd',
      clientSecret: 'pi_Paid_secret_abc',
      accountId: 'acct_1Fake',
      lastError: null,
      nextActionUrl: null,
      chargeId: 'ch_Paid',
      card: { brand: 'visa', last4: '4242' },
      feeCents: 388,
      netCents: 12_345 - 388 - 123,
      metadata: { invoice_id: 'invoice-1' },
    });

    const [clone, create] = fake.requests;
    expect(`${clone?.method} ${clone?.path}`).toBe('POST /v1/payment_methods');
    expect(clone?.headers['stripe-account']).toBe('acct_1Fake');
    expect(clone?.headers['idempotency-key']).toBe('invoice-invoice-1-attempt-1-clone');
    expect(Object.fromEntries(clone?.form ?? [])).toEqual({ customer: 'cus_Fake', payment_method: 'pm_Fake' });

    expect(`${create?.method} ${create?.path}`).toBe('POST /v1/payment_intents');
    expect(create?.headers['stripe-account']).toBe('acct_1Fake');
    expect(create?.headers['idempotency-key']).toBe('invoice-invoice-1-attempt-1');
    expect(Object.fromEntries(create?.form ?? [])).toEqual({
      amount: '12345',
      currency: 'usd',
      payment_method: 'pm_clone_pm_Fake',
      'allowed_payment_method_types[0]': 'card',
      confirm: 'true',
      off_session: 'true',
      application_fee_amount: '123',
      description: 'Invoice for October',
      'metadata[invoice_id]': 'invoice-1',
      'metadata[attempt]': '1',
      'expand[0]': 'latest_charge.balance_transaction',
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('sends no application fee when it is zero, and the return address on-session', async () => {
    await provider.createPaymentIntent(input({ applicationFeeCents: 0, offSession: false, returnUrl: 'https://app.test/invoice/tok?step=pay' }));
    const form = fake.requests[1]?.form;
    expect(form?.has('application_fee_amount')).toBe(false);
    expect(form?.has('off_session')).toBe(false);
    expect(form?.get('return_url')).toBe('https://app.test/invoice/tok?step=pay');
  });

  it('answers a declined card (402 card_declined) with the intent and its error', async () => {
    const intent = await provider.createPaymentIntent(input({ paymentMethodId: 'pm_Declined' }));
    expect(intent).toMatchObject({
      id: 'pi_Declined',
      status: 'requires_payment_method',
      accountId: 'acct_1Fake',
      lastError: { code: 'card_declined', message: 'Your card was declined.' },
      nextActionUrl: null,
      feeCents: null,
      netCents: null,
    });
  });

  it('answers an off-session charge that needs authentication with authentication_required', async () => {
    const intent = await provider.createPaymentIntent(input({ paymentMethodId: 'pm_Auth' }));
    expect(intent).toMatchObject({
      id: 'pi_Auth',
      status: 'requires_payment_method',
      lastError: { code: 'authentication_required', message: PAYMENT_FAILURE_REASONS.authenticationRequired },
      feeCents: null,
    });
  });

  it('leaves an on-session authentication to Stripe.js: requires_action with the client secret', async () => {
    const intent = await provider.createPaymentIntent(input({ paymentMethodId: 'pm_Auth', offSession: false, returnUrl: 'https://app.test/back' }));
    expect(intent).toMatchObject({ id: 'pi_Action', status: 'requires_action', clientSecret: 'pi_Action_secret_abc', nextActionUrl: null, lastError: null });
  });

  it('retrieves a payment on the connected account with its fee and net, and null for an unknown one', async () => {
    expect(await provider.retrievePaymentIntent('acct_1Fake', 'pi_Paid')).toMatchObject({ id: 'pi_Paid', status: 'succeeded', feeCents: 388, netCents: 11_834 });
    const [request] = fake.requests;
    expect(`${request?.method} ${request?.path}`).toBe('GET /v1/payment_intents/pi_Paid');
    expect(request?.headers['stripe-account']).toBe('acct_1Fake');
    expect(request?.query.getAll('expand[0]')).toEqual(['latest_charge.balance_transaction']);
    expect(await provider.retrievePaymentIntent('acct_1Fake', 'pi_Missing')).toBeNull();
  });

  it('cancels an abandoned payment on the connected account, and answers one that was paid meanwhile as paid', async () => {
    expect(await provider.cancelPaymentIntent('acct_1Fake', 'pi_Action')).toMatchObject({ id: 'pi_Action', status: 'canceled', feeCents: null });
    const [cancel] = fake.requests;
    expect(`${cancel?.method} ${cancel?.path}`).toBe('POST /v1/payment_intents/pi_Action/cancel');
    expect(cancel?.headers['stripe-account']).toBe('acct_1Fake');

    expect(await provider.cancelPaymentIntent('acct_1Fake', 'pi_Paid')).toMatchObject({ id: 'pi_Paid', status: 'succeeded', feeCents: 388 });
    expect(fake.requests.slice(1).map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /v1/payment_intents/pi_Paid/cancel',
      'GET /v1/payment_intents/pi_Paid',
    ]);
  });

  it("answers 502 with Stripe's reason when Stripe refuses the card copy, and charges nothing", async () => {
    await expect(provider.createPaymentIntent(input({ paymentMethodId: 'pm_Missing' }))).rejects.toMatchObject({
      status: 502,
      message: "The payment provider could not copy the saved card to the business account: No such PaymentMethod: 'pm_Missing'",
    });
    expect(fake.requests.map((request) => request.path)).toEqual(['/v1/payment_methods']);
  });
});

describe.each(testDatabases())('the API on Stripe (%s)', (database) => {
  it('starts onboarding through Stripe Connect and hands the publishable key to the payment step', async () => {
    const fake = await startFakeStripe(answerFor);
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
      await stopFakeStripe(fake);
    }
  });
});
