import { randomUUID } from 'node:crypto';
import {
  PAYMENT_FAILURE_REASONS,
  type CurrencyAmount,
  SANDBOX_AUTHENTICATION_WORDS,
  SANDBOX_TEST_CARDS,
  type SandboxCardConfirmResponse,
  type SignupSetupIntentResponse,
  type StartOnboardingResponse,
} from '@fsp/contracts';
import { startTestApi, type TestApi } from '../../../testing/start-test-api.js';
import { testDatabases } from '../../../testing/test-databases.js';
import { organizationIdOf } from '../../customers/testing/seed-customer.js';
import { seedSignup } from '../../signup-payments/testing/seed-signup.js';
import { PaymentsProvider, type CreatePaymentIntentInput, type ProviderPaymentIntent } from '../payments-provider.js';
import { SandboxPaymentsProvider } from './sandbox-payments-provider.js';

const APP = 'http://app.example.test';
const RETURN_URL = 'https://pay.example.test/invoice/tok_123?step=pay';
const AUTHENTICATION_PREFIX = `${APP}/api/public/payments-sandbox/authentication/`;
const CLOSED = 'This authentication link is no longer valid.';

/** 2.9% of $123.45 is 358.005¢, rounded to 358, plus 30¢; the business keeps the rest less the 123¢ platform fee. */
const AMOUNT = 12_345;
const APPLICATION_FEE = 123;
const FEE = 388;
const NET = AMOUNT - FEE - APPLICATION_FEE;

interface SavedCard {
  customerId: string;
  paymentMethodId: string;
}

type TestCard = keyof typeof SANDBOX_TEST_CARDS;

/** The USD amount of a balance list (0 when the account has none). */
const usd = (amounts: CurrencyAmount[]): number => amounts.find((entry) => entry.currency === 'USD')?.amount ?? 0;

describe.each(testDatabases())('sandbox payment intents on %s', (database) => {
  let t: TestApi;
  let provider: SandboxPaymentsProvider;
  let organizationId: string;
  let accountId: string;
  const cards = {} as Record<Exclude<TestCard, 'declined'>, SavedCard>;

  /** Saves a card the way the signup payment step does: the setup intent, then the sandbox's card confirmation. */
  async function saveCard(number: string): Promise<SavedCard> {
    const signup = await seedSignup(t.dataSource, organizationId);
    const intent = await t.request<SignupSetupIntentResponse>('GET', `/api/public/signup/${signup.code}/setup-intent?org_id=${organizationId}`);
    const confirmed = await t.request<SandboxCardConfirmResponse>('POST', `/api/public/payments-sandbox/setup-intents/${intent.body.setup_intent_id}/confirm`, {
      body: { client_secret: intent.body.client_secret, card_number: number, expiry: '12 / 34', cvc: '123' },
    });
    expect(confirmed.status).toBe(200);
    return { customerId: intent.body.customer_id, paymentMethodId: confirmed.body.payment_method };
  }

  const input = (card: SavedCard, overrides: Partial<CreatePaymentIntentInput> = {}): CreatePaymentIntentInput => ({
    accountId,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    amountCents: AMOUNT,
    currency: 'USD',
    applicationFeeCents: APPLICATION_FEE,
    description: 'Invoice for October',
    metadata: { invoice_id: 'invoice-1', attempt: '1' },
    idempotencyKey: `invoice-${randomUUID()}-attempt-1`,
    offSession: true,
    ...overrides,
  });

  const rowOf = async (id: string) => {
    const rows = (await t.dataSource.query(`SELECT * FROM sandbox_payment_intents WHERE id = $1`, [id])) as Array<Record<string, unknown>>;
    return rows[0];
  };
  const countWithKey = async (key: string): Promise<number> => {
    const rows = (await t.dataSource.query(`SELECT count(*)::int AS n FROM sandbox_payment_intents WHERE idempotency_key = $1`, [key])) as Array<{ n: number }>;
    return rows[0]?.n ?? 0;
  };

  /** The authentication page's path on the API (the app's origin proxies /api to it). */
  const pathOf = (url: string | null): string => {
    expect(url?.startsWith(AUTHENTICATION_PREFIX)).toBe(true);
    return new URL(url ?? '').pathname;
  };
  const post = (path: string) =>
    fetch(`${t.api.url}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });

  beforeAll(async () => {
    t = await startTestApi(database, { config: { appBaseUrl: APP, publicRateLimit: { limit: 10_000, windowMs: 60_000 } } });
    provider = t.api.app.get(PaymentsProvider) as SandboxPaymentsProvider;
    expect(provider).toBeInstanceOf(SandboxPaymentsProvider);
    organizationId = await organizationIdOf(t.dataSource, 'owner@demo.test');

    // The business completes the sandbox's onboarding through the app, which enables charges on its account.
    const started = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', { token: await t.tokenFor('owner@demo.test') });
    expect((await post(`${new URL(started.body.url).pathname}/complete`)).status).toBe(303);
    const rows = (await t.dataSource.query(`SELECT stripe_account_id FROM organizations WHERE id = $1`, [organizationId])) as Array<{ stripe_account_id: string }>;
    accountId = rows[0]?.stripe_account_id ?? '';
    expect(accountId).toMatch(/^acct_sandbox_/);

    cards.succeeds = await saveCard(SANDBOX_TEST_CARDS.succeeds);
    cards.chargeDeclined = await saveCard(SANDBOX_TEST_CARDS.chargeDeclined);
    cards.authenticationRequired = await saveCard(SANDBOX_TEST_CARDS.authenticationRequired);
  });

  afterAll(async () => {
    await t?.close();
  });

  describe('4242 4242 4242 4242', () => {
    it.each([true, false])('succeeds (off-session: %s) with the fee, the net and the charge', async (offSession) => {
      const request = input(cards.succeeds, { offSession });
      const intent = await provider.createPaymentIntent(request);
      expect(intent).toEqual<ProviderPaymentIntent>({
        id: expect.stringMatching(/^pi_sandbox_/) as string,
        status: 'succeeded',
        amountCents: AMOUNT,
        currency: 'usd',
        clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)) as string,
        accountId,
        lastError: null,
        nextActionUrl: null,
        chargeId: expect.stringMatching(/^ch_sandbox_/) as string,
        card: { brand: 'visa', last4: '4242' },
        feeCents: FEE,
        netCents: NET,
        metadata: { invoice_id: 'invoice-1', attempt: '1' },
      });
      expect(await provider.retrievePaymentIntent(accountId, intent.id)).toEqual(intent);
      expect(await rowOf(intent.id)).toMatchObject({ off_session: offSession, application_fee_amount: APPLICATION_FEE, customer_id: cards.succeeds.customerId });
    });

    it('keeps the funds pending for 2 days after the charge, then available', async () => {
      const intent = await provider.createPaymentIntent(input(cards.succeeds));
      const row = await rowOf(intent.id);
      const created = row?.['created_at'] as Date;
      const availableOn = row?.['available_on'] as Date;
      expect(availableOn.getTime() - created.getTime()).toBe(2 * 86_400_000);

      const before = await provider.balance(accountId, new Date(availableOn.getTime() - 1));
      const after = await provider.balance(accountId, availableOn);
      expect(usd(after.available) - usd(before.available)).toBe(NET);
      expect(usd(before.pending) - usd(after.pending)).toBe(NET);
    });
  });

  describe('4000 0000 0000 0341', () => {
    it.each([true, false])('saves, but the charge is declined (off-session: %s)', async (offSession) => {
      const later = new Date(Date.now() + 30 * 86_400_000);
      const before = await provider.balance(accountId, later);
      const intent = await provider.createPaymentIntent(input(cards.chargeDeclined, { offSession }));
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'card_declined', message: 'Your card was declined.' },
        nextActionUrl: null,
        chargeId: null,
        card: { brand: 'visa', last4: '0341' },
        feeCents: null,
        netCents: null,
      });
      expect(await provider.balance(accountId, later)).toEqual(before);
    });
  });

  describe('4000 0027 6000 3184', () => {
    it('fails an off-session charge: authentication required', async () => {
      const intent = await provider.createPaymentIntent(input(cards.authenticationRequired, { offSession: true, returnUrl: RETURN_URL }));
      expect(intent).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'authentication_required', message: PAYMENT_FAILURE_REASONS.authenticationRequired },
        nextActionUrl: null,
        chargeId: null,
        feeCents: null,
      });
      expect((await rowOf(intent.id))?.['authentication_token']).toBeNull();
    });

    it('asks the customer to authenticate on-session; completing charges the card and returns with the intent id', async () => {
      const intent = await provider.createPaymentIntent(input(cards.authenticationRequired, { offSession: false, returnUrl: RETURN_URL }));
      expect(intent).toMatchObject({ status: 'requires_action', lastError: null, chargeId: null, feeCents: null, netCents: null });
      const path = pathOf(intent.nextActionUrl);
      expect(path.split('/').pop()).toMatch(/^[A-Za-z0-9_-]{32}$/);

      const page = await t.request<string>('GET', path);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['content-security-policy']).toContain(`form-action 'self' ${APP} https://pay.example.test;`);
      expect(page.body).toContain(`<h1>${SANDBOX_AUTHENTICATION_WORDS.title}</h1>`);
      expect(page.body).toContain('$123.45');
      expect(page.body).toContain('ending in 3184');
      expect(page.body).toContain(`<form method="post" action="${path}/complete" enctype="text/plain">`);
      expect(page.body).toContain(`<button type="submit">${SANDBOX_AUTHENTICATION_WORDS.complete}</button>`);
      expect(page.body).toContain(`<form method="post" action="${path}/fail" enctype="text/plain">`);
      expect(page.body).toContain(`<button type="submit" class="secondary">${SANDBOX_AUTHENTICATION_WORDS.fail}</button>`);

      const completed = await post(`${path}/complete`);
      expect(completed.status).toBe(303);
      expect(completed.headers.get('location')).toBe(`https://pay.example.test/invoice/tok_123?step=pay&payment_intent=${intent.id}`);

      const settled = await provider.retrievePaymentIntent(accountId, intent.id);
      expect(settled).toMatchObject({
        id: intent.id,
        status: 'succeeded',
        lastError: null,
        nextActionUrl: null,
        chargeId: expect.stringMatching(/^ch_sandbox_/) as string,
        feeCents: FEE,
        netCents: NET,
      });
      const row = await rowOf(intent.id);
      expect(row?.['authentication_token']).toBeNull();
      expect(row?.['available_on']).toBeInstanceOf(Date);

      // The link is used up: the page and both buttons answer 404.
      const again = await t.request<string>('GET', path);
      expect(again.status).toBe(404);
      expect(again.body).toContain(CLOSED);
      for (const action of ['complete', 'fail']) {
        const reused = await post(`${path}/${action}`);
        expect(reused.status).toBe(404);
        expect(await reused.text()).toContain(CLOSED);
      }
      expect((await provider.retrievePaymentIntent(accountId, intent.id))?.status).toBe('succeeded');
    });

    it('fails the payment when the customer fails the authentication', async () => {
      const intent = await provider.createPaymentIntent(input(cards.authenticationRequired, { offSession: false, returnUrl: 'https://pay.example.test/done' }));
      const path = pathOf(intent.nextActionUrl);
      const failed = await post(`${path}/fail`);
      expect(failed.status).toBe(303);
      expect(failed.headers.get('location')).toBe(`https://pay.example.test/done?payment_intent=${intent.id}`);
      expect(await provider.retrievePaymentIntent(accountId, intent.id)).toMatchObject({
        status: 'requires_payment_method',
        lastError: { code: 'payment_intent_authentication_failure', message: PAYMENT_FAILURE_REASONS.authenticationFailed },
        nextActionUrl: null,
        chargeId: null,
        feeCents: null,
        netCents: null,
      });
      expect((await post(`${path}/complete`)).status).toBe(404);
    });

    it('ends on a page of its own when the payment has no return address', async () => {
      const intent = await provider.createPaymentIntent(input(cards.authenticationRequired, { offSession: false }));
      const completed = await post(`${pathOf(intent.nextActionUrl)}/complete`);
      expect(completed.status).toBe(200);
      expect(await completed.text()).toContain('Authentication complete');
    });
  });

  it('answers unknown and malformed authentication links with the 404 page, never a 5xx', async () => {
    const base = '/api/public/payments-sandbox/authentication';
    const tokens = ['A'.repeat(32), 'not-a-token', '%00', "'; DROP TABLE sandbox_payment_intents; --", '..%2F..%2Fhealth'];
    for (const token of tokens) {
      const page = await t.request<string>('GET', `${base}/${token}`);
      expect({ token, status: page.status, closed: JSON.stringify(page.body).includes(CLOSED) }).toEqual({ token, status: 404, closed: true });
      for (const action of ['complete', 'fail']) {
        const response = await post(`${base}/${token}/${action}`);
        expect({ token, action, status: response.status }).toEqual({ token, action, status: 404 });
      }
    }
    // Longer than any route parameter may be, or not UTF-8: the server refuses them (4xx) before the page.
    for (const token of ['x'.repeat(300), '%ED%A0%80']) {
      for (const response of [await fetch(`${t.api.url}${base}/${token}`), await post(`${base}/${token}/complete`)]) {
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
      }
    }
    const unknown = await t.request<string>('GET', `${base}/${'A'.repeat(32)}`);
    expect(unknown.headers['content-type']).toContain('text/html');
  });

  describe('idempotency', () => {
    it('answers the same key with the same intent, made once, even when the request changes', async () => {
      const request = input(cards.succeeds);
      const first = await provider.createPaymentIntent(request);
      const again = await provider.createPaymentIntent(request);
      const changed = await provider.createPaymentIntent({ ...request, amountCents: 99_900, paymentMethodId: cards.chargeDeclined.paymentMethodId });
      expect(again).toEqual(first);
      expect(changed).toEqual(first);
      expect(await countWithKey(request.idempotencyKey)).toBe(1);
    });

    it('makes one intent when requests with one key race, and gives them all the same answer', async () => {
      for (const card of [cards.succeeds, cards.chargeDeclined, cards.authenticationRequired]) {
        const request = input(card, { offSession: false, returnUrl: RETURN_URL });
        const answers = await Promise.all([1, 2, 3].map(() => provider.createPaymentIntent(request)));
        expect(answers[1]).toEqual(answers[0]);
        expect(answers[2]).toEqual(answers[0]);
        expect(await countWithKey(request.idempotencyKey)).toBe(1);
      }
    });

    it('keeps answering a declined key with its decline', async () => {
      const request = input(cards.chargeDeclined);
      const first = await provider.createPaymentIntent(request);
      expect(await provider.createPaymentIntent(request)).toEqual(first);
      expect(first.status).toBe('requires_payment_method');
    });
  });

  describe('refusals', () => {
    it('refuses an account that does not exist or cannot take charges yet, and stores nothing', async () => {
      const notOnboarded = await provider.createConnectedAccount({
        organizationId: await organizationIdOf(t.dataSource, 'owner2@demo.test'),
        businessName: 'Not Yet Onboarded',
        email: null,
        idempotencyKey: `not-onboarded-${randomUUID()}`,
      });
      const missing = input(cards.succeeds, { accountId: 'acct_sandbox_missing' });
      await expect(provider.createPaymentIntent(missing)).rejects.toMatchObject({
        status: 502,
        message: 'The payment provider could not create the payment: the sandbox has no connected account acct_sandbox_missing.',
      });
      const disabled = input(cards.succeeds, { accountId: notOnboarded.id });
      await expect(provider.createPaymentIntent(disabled)).rejects.toMatchObject({
        status: 502,
        message: `The payment provider could not create the payment: the connected account ${notOnboarded.id} cannot take charges yet (its onboarding is not complete).`,
      });
      expect(await countWithKey(missing.idempotencyKey)).toBe(0);
      expect(await countWithKey(disabled.idempotencyKey)).toBe(0);
    });

    it("refuses another customer's card, amounts Stripe refuses and a bad return address", async () => {
      const refusals: Array<[Partial<CreatePaymentIntentInput>, string]> = [
        [{ customerId: cards.chargeDeclined.customerId }, `the customer ${cards.chargeDeclined.customerId} has no saved card ${cards.succeeds.paymentMethodId}.`],
        [{ amountCents: 49 }, 'the amount must be a whole number of cents from 50 to 99999999 (got 49).'],
        [{ amountCents: 10.5 }, 'the amount must be a whole number of cents from 50 to 99999999 (got 10.5).'],
        [{ applicationFeeCents: AMOUNT + 1 }, `the application fee must be a whole number of cents from 0 to the amount (got ${AMOUNT + 1}).`],
        [{ currency: 'dollars' }, '"dollars" is not a currency code.'],
        [{ returnUrl: 'javascript:alert(1)' }, 'the return address "javascript:alert(1)" is not an http(s) URL.'],
      ];
      for (const [overrides, reason] of refusals) {
        await expect(provider.createPaymentIntent(input(cards.succeeds, overrides))).rejects.toMatchObject({
          status: 502,
          message: `The payment provider could not create the payment: ${reason}`,
        });
      }
    });

    it("answers null for an unknown intent and for another account's", async () => {
      const intent = await provider.createPaymentIntent(input(cards.succeeds));
      expect(await provider.retrievePaymentIntent(accountId, 'pi_sandbox_unknown')).toBeNull();
      expect(await provider.retrievePaymentIntent('acct_sandbox_other', intent.id)).toBeNull();
    });
  });
});
