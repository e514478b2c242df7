import {
  INVITE_NOT_FOUND_OR_EXPIRED,
  PAYMENT_MESSAGES,
  SANDBOX_TEST_CARDS,
  type SandboxCardConfirmResponse,
  type SignupSetupIntentResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedSignup, type SeededSignup } from './testing/seed-signup.js';

const VALID_CARD: { card_number: string; expiry: string; cvc: string } = { card_number: SANDBOX_TEST_CARDS.succeeds, expiry: '12 / 34', cvc: '123' };

describe.each(testDatabases())('signup payment step on %s (sandbox provider)', (database) => {
  let t: TestApi;
  let organizationId: string;
  let otherOrganizationId: string;

  beforeAll(async () => {
    t = await startTestApi(database, { config: { publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
    organizationId = await organizationIdOf(t.dataSource, 'owner@demo.test');
    otherOrganizationId = await organizationIdOf(t.dataSource, 'owner2@demo.test');
  });

  afterAll(async () => {
    await t?.close();
  });

  const setupIntentOf = (signup: SeededSignup, orgId = signup.organizationId) =>
    t.request<SignupSetupIntentResponse>('GET', `/api/public/signup/${signup.code}/setup-intent?org_id=${orgId}&email=pat%40example.com`);

  const confirm = (intent: SignupSetupIntentResponse, card: Partial<typeof VALID_CARD> = {}, clientSecret = intent.client_secret) =>
    t.request<SandboxCardConfirmResponse>('POST', `/api/public/payments-sandbox/setup-intents/${intent.setup_intent_id}/confirm`, {
      body: { client_secret: clientSecret, ...VALID_CARD, ...card },
    });

  const consent = (signup: SeededSignup, overrides: Record<string, unknown> = {}) =>
    t.request('POST', `/api/public/signup/${signup.code}/consent`, {
      headers: { 'user-agent': 'PaymentStepTest/1.0' },
      body: {
        org_id: signup.organizationId,
        auto_pay_consent: true,
        invoice_email_opt_in: true,
        email: 'pat@example.com',
        name: 'Pat Payer',
        ...overrides,
      },
    });

  const paymentSuccess = (signup: SeededSignup, intent: SignupSetupIntentResponse, paymentMethod: string, overrides: Record<string, unknown> = {}) =>
    t.request('POST', `/api/public/signup/${signup.code}/payment-success`, {
      body: {
        org_id: signup.organizationId,
        setup_intent_id: intent.setup_intent_id,
        payment_method: paymentMethod,
        customer_id: intent.customer_id,
        email: 'pat@example.com',
        ...overrides,
      },
    });

  const count = async (sql: string, params: unknown[]): Promise<number> => {
    const rows = (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params)) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  };

  it('creates one setup intent per invite and gives the same one on every reload', async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    const concurrent = await Promise.all([setupIntentOf(signup), setupIntentOf(signup)]);
    const again = await setupIntentOf(signup);
    for (const response of [...concurrent, again]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(concurrent[0]?.body);
    }
    const body = again.body;
    expect(body).toMatchObject({ provider: 'sandbox', setup_intent_id: expect.stringMatching(/^seti_sandbox_/), customer_id: expect.stringMatching(/^cus_sandbox_/) });
    expect(body.client_secret).toContain(`${body.setup_intent_id}_secret_`);
    expect(body).not.toHaveProperty('publishable_key');
    expect(await count(`sandbox_setup_intents WHERE metadata->>'invite_id' = $1`, [signup.inviteId])).toBe(1);
    expect(await count(`sandbox_customers WHERE metadata->>'invite_id' = $1`, [signup.inviteId])).toBe(1);
  });

  it('saves the card once: confirm, consent, payment-success completes the invite; repeating answers ok', async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    const intent = (await setupIntentOf(signup)).body;
    const confirmed = await confirm(intent);
    expect(confirmed).toMatchObject({ status: 200, body: { id: intent.setup_intent_id, status: 'succeeded', payment_method: expect.stringMatching(/^pm_sandbox_/) } });
    const paymentMethod = confirmed.body.payment_method;
    // A reload between confirming and saving gets the same setup, now carrying the confirmed card.
    expect((await setupIntentOf(signup)).body).toEqual({ ...intent, payment_method: paymentMethod });

    expect(await consent(signup)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await paymentSuccess(signup, intent, paymentMethod)).toMatchObject({ status: 200, body: { ok: true } });

    const stored = (await t.dataSource.query(`SELECT * FROM customer_payment_methods WHERE invite_id = $1`, [signup.inviteId])) as Array<Record<string, unknown>>;
    expect(stored).toEqual([
      expect.objectContaining({
        organization_id: organizationId,
        customer_id: signup.customerId,
        provider: 'sandbox',
        provider_customer_id: intent.customer_id,
        setup_intent_id: intent.setup_intent_id,
        payment_method_id: paymentMethod,
        brand: 'visa',
        last4: '4242',
      }),
    ]);
    const invites = (await t.dataSource.query(`SELECT status FROM customer_invites WHERE id = $1`, [signup.inviteId])) as Array<{ status: string }>;
    expect(invites[0]?.status).toBe('completed');
    const consents = (await t.dataSource.query(`SELECT * FROM customer_payment_consents WHERE invite_id = $1`, [signup.inviteId])) as Array<Record<string, unknown>>;
    expect(consents).toEqual([
      expect.objectContaining({
        customer_id: signup.customerId,
        auto_pay_consent: true,
        invoice_email_opt_in: true,
        email: 'pat@example.com',
        name: 'Pat Payer',
        ip_address: '127.0.0.1',
        user_agent: 'PaymentStepTest/1.0',
      }),
    ]);
    expect(consents[0]?.['consented_at']).toBeInstanceOf(Date);

    expect(await paymentSuccess(signup, intent, paymentMethod)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await count(`customer_payment_methods WHERE invite_id = $1`, [signup.inviteId])).toBe(1);
    // The invite is finished: the payment step no longer opens.
    expect(await setupIntentOf(signup)).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });
  });

  it('declines the decline test card and saves nothing', async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    const intent = (await setupIntentOf(signup)).body;
    const declined = await confirm(intent, { card_number: SANDBOX_TEST_CARDS.declined });
    expect(declined).toMatchObject({ status: 402, body: { error: PAYMENT_MESSAGES.cardDeclined } });
    expect(await count(`sandbox_payment_methods pm JOIN sandbox_customers c ON c.id = pm.customer_id WHERE c.id = $1`, [intent.customer_id])).toBe(0);
    const intents = (await t.dataSource.query(`SELECT status, payment_method_id FROM sandbox_setup_intents WHERE id = $1`, [intent.setup_intent_id])) as Array<Record<string, unknown>>;
    expect(intents[0]).toEqual({ status: 'requires_payment_method', payment_method_id: null });
    expect(await count(`customer_payment_methods WHERE invite_id = $1`, [signup.inviteId])).toBe(0);

    // The same setup still takes a good card afterwards.
    expect((await confirm(intent)).status).toBe(200);
  });

  it("answers bad card details with Stripe's sentences", async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    const intent = (await setupIntentOf(signup)).body;
    const cases: Array<[Partial<typeof VALID_CARD>, string]> = [
      [{ card_number: '4242 4242 4242 4241' }, PAYMENT_MESSAGES.cardNumberIncorrect],
      [{ card_number: '4242 4242' }, PAYMENT_MESSAGES.cardNumberIncomplete],
      [{ expiry: '12' }, PAYMENT_MESSAGES.expiryIncomplete],
      [{ expiry: '13/30' }, PAYMENT_MESSAGES.expiryMonthInvalid],
      [{ expiry: '01/20' }, PAYMENT_MESSAGES.expiryInPast],
      [{ cvc: '12' }, PAYMENT_MESSAGES.cvcIncomplete],
    ];
    for (const [card, message] of cases) {
      expect(await confirm(intent, card)).toMatchObject({ status: 400, body: { error: message } });
    }
    expect(await confirm(intent, {}, 'seti_wrong_secret')).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.invalidClientSecret } });
    expect(await confirm(intent, { expiry: '12/34' })).toMatchObject({ status: 200 });
    expect(await confirm(intent)).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.setupIntentAlreadyConfirmed } });
    expect(await count(`sandbox_payment_methods WHERE customer_id = $1`, [intent.customer_id])).toBe(1);
  });

  it('refuses payment-success before the card is confirmed, without consent, or with a card or setup that is not this one', async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    const intent = (await setupIntentOf(signup)).body;
    expect(await paymentSuccess(signup, intent, 'pm_sandbox_none')).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.setupIntentNotSucceeded } });

    const paymentMethod = (await confirm(intent)).body.payment_method;
    expect(await paymentSuccess(signup, intent, paymentMethod)).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.autoPayConsentRequired } });
    expect(await consent(signup)).toMatchObject({ status: 200 });
    expect(await paymentSuccess(signup, intent, 'pm_sandbox_other')).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.paymentMethodMismatch } });
    expect(await paymentSuccess(signup, intent, paymentMethod, { customer_id: 'cus_sandbox_other' })).toMatchObject({
      status: 400,
      body: { error: PAYMENT_MESSAGES.customerMismatch },
    });

    // Another invite's confirmed setup cannot complete this one.
    const other = await seedSignup(t.dataSource, organizationId);
    const otherIntent = (await setupIntentOf(other)).body;
    const otherCard = (await confirm(otherIntent)).body.payment_method;
    expect(await paymentSuccess(signup, otherIntent, otherCard)).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.setupIntentNotFound } });
    expect(await count(`customer_payment_methods WHERE invite_id IN ($1, $2)`, [signup.inviteId, other.inviteId])).toBe(0);
  });

  it('requires auto-pay consent and valid consent fields', async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    expect(await consent(signup, { auto_pay_consent: false })).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.autoPayConsentRequired } });
    expect(await consent(signup, { email: 'not-an-email' })).toMatchObject({ status: 400, body: { error: 'Enter a valid email.' } });
    expect(await consent(signup, { invoice_email_opt_in: false })).toMatchObject({ status: 200 });
    expect(await consent(signup, { invoice_email_opt_in: true })).toMatchObject({ status: 200 });
    const rows = (await t.dataSource.query(`SELECT invoice_email_opt_in FROM customer_payment_consents WHERE invite_id = $1`, [signup.inviteId])) as Array<{
      invoice_email_opt_in: boolean;
    }>;
    expect(rows).toEqual([{ invoice_email_opt_in: true }]);
  });

  it("refuses another organization's id, a missing one, unknown and expired codes and unsubmitted signups", async () => {
    const signup = await seedSignup(t.dataSource, organizationId);
    expect(await setupIntentOf(signup, otherOrganizationId)).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.organizationMismatch } });
    expect(await consent(signup, { org_id: otherOrganizationId })).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.organizationMismatch } });
    expect(await t.request('GET', `/api/public/signup/${signup.code}/setup-intent`)).toMatchObject({ status: 400, body: { error: 'org_id is required' } });
    expect(await count(`sandbox_setup_intents WHERE metadata->>'invite_id' = $1`, [signup.inviteId])).toBe(0);

    const unknown = { ...signup, code: 'no-such-code' };
    expect(await setupIntentOf(unknown)).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });
    expect(await consent(unknown)).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });
    const fakeIntent = { client_secret: 'x', setup_intent_id: 'seti_sandbox_none', customer_id: 'cus_sandbox_none', provider: 'sandbox' as const };
    expect(await paymentSuccess(unknown, fakeIntent, 'pm_sandbox_none')).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });

    const expired = await seedSignup(t.dataSource, organizationId, { expiresInHours: -1 });
    expect(await setupIntentOf(expired)).toMatchObject({ status: 404, body: { error: INVITE_NOT_FOUND_OR_EXPIRED } });

    const pending = await seedSignup(t.dataSource, organizationId, { submitted: false });
    expect(await setupIntentOf(pending)).toMatchObject({ status: 400, body: { error: PAYMENT_MESSAGES.signupNotSubmitted } });
  });

  it('answers an unknown sandbox setup intent with 404', async () => {
    const response = await t.request('POST', '/api/public/payments-sandbox/setup-intents/seti_sandbox_missing/confirm', {
      body: { client_secret: 'x', ...VALID_CARD },
    });
    expect(response).toMatchObject({ status: 404, body: { error: PAYMENT_MESSAGES.setupIntentNotFound } });
  });
});
