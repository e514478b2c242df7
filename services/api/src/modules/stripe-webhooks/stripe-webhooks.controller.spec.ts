import { PAYMENT_FAILURE_REASONS, SANDBOX_TEST_CARDS, invoicePageUrl } from '@fsp/contracts';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { API_CONFIG, apiConfigFromEnv, type ApiConfig } from '../../config/api-config.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import type { ChargeOutcome } from '../invoices/autopay/invoice-charger.js';
import { InvoiceCharger } from '../invoices/autopay/invoice-charger.js';
import {
  customerWithCard,
  invoiceState,
  outboxTo,
  payingOrganization,
  seedDueInvoice,
  type PayingOrganization,
} from '../invoices/autopay/testing/autopay-fixture.js';
import { STRIPE_WEBHOOK_ERRORS } from './stripe-webhook-errors.js';
import type { StripeWebhookResponse } from './stripe-webhooks.controller.js';
import { stripeEvent } from './testing/stripe-event.js';

const APP = 'http://app.example.test';
const SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const WEBHOOK = '/api/webhooks/stripe';

interface PaymentRow {
  payment_intent_id: string;
  charge_id: string;
  amount_cents: number;
  amount_refunded_cents: number;
  status: string;
}

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, ...(options.timestamp ? { timestamp: options.timestamp } : {}) });
}

describe.each(testDatabases())('Stripe webhooks on %s', (database) => {
  let t: TestApi;
  let charger: InvoiceCharger;
  let org: PayingOrganization;
  let accountId: string;

  beforeAll(async () => {
    const base = apiConfigFromEnv({});
    t = await startTestApi(database, {
      config: {
        appBaseUrl: APP,
        publicRateLimit: { limit: 10_000, windowMs: 60_000 },
        payments: { ...base.payments, stripeWebhookSecret: SECRET },
      },
    });
    charger = t.api.app.get(InvoiceCharger);
    org = await payingOrganization(t);
    accountId = await charger.readyAccountOf(org.organizationId);
  });

  afterAll(async () => {
    await t?.close();
  });

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.request<StripeWebhookResponse | { error: string }>('POST', WEBHOOK, { body: payload, headers });
  const deliver = (event: Record<string, unknown>) => {
    const payload = JSON.stringify(event);
    return post(payload, { 'stripe-signature': sign(payload) });
  };

  async function paymentOf(invoiceId: string): Promise<PaymentRow | undefined> {
    const rows = (await t.dataSource.query(
      `SELECT payment_intent_id, charge_id, amount_cents, amount_refunded_cents, status FROM payments WHERE invoice_id = $1`,
      [invoiceId],
    )) as PaymentRow[];
    expect(rows.length).toBeLessThanOrEqual(1);
    return rows[0];
  }

  /** An invoice-page payment with the 3184 card, waiting for the customer's authentication. */
  async function awaitingAuthentication(): Promise<{ invoiceId: string; email: string; outcome: ChargeOutcome }> {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.authenticationRequired);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-05-01' });
    const returnUrl = invoicePageUrl(APP, (await invoiceState(t, invoiceId)).public_token);
    const card = { providerCustomerId: customer.providerCustomerId, paymentMethodId: customer.paymentMethodId };
    const outcome = await charger.charge(org.organizationId, invoiceId, { source: 'invoice_page', card, returnUrl });
    expect(outcome.status).toBe('requires_action');
    return { invoiceId, email: customer.email, outcome };
  }

  async function authenticate(outcome: ChargeOutcome, answer: 'complete' | 'fail'): Promise<void> {
    const response = await fetch(`${t.api.url}${new URL(outcome.nextActionUrl as string).pathname}/${answer}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  }

  /** A paid invoice (4242, charged now) and its payment row. */
  async function paidInvoice(): Promise<{ invoiceId: string; payment: PaymentRow }> {
    const customer = await customerWithCard(t, org.organizationId, SANDBOX_TEST_CARDS.succeeds);
    const invoiceId = await seedDueInvoice(t, org.organizationId, customer.customerId, { dueDate: '2031-05-01', totalCents: 12_550 });
    expect((await charger.charge(org.organizationId, invoiceId, { source: 'charge_card' })).status).toBe('succeeded');
    return { invoiceId, payment: (await paymentOf(invoiceId)) as PaymentRow };
  }

  it('settles a payment that succeeded after authentication from payment_intent.succeeded, once however often it is delivered', async () => {
    const { invoiceId, email, outcome } = await awaitingAuthentication();
    await authenticate(outcome, 'complete');
    expect((await invoiceState(t, invoiceId)).status).toBe('open');

    const event = stripeEvent('payment_intent.succeeded', accountId, { id: outcome.paymentIntentId, object: 'payment_intent', status: 'succeeded' });
    const payload = JSON.stringify(event);
    const signature = sign(payload);
    expect(await post(payload, { 'stripe-signature': signature })).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
    expect(await invoiceState(t, invoiceId)).toMatchObject({ status: 'paid', paid_via: 'card' });
    expect(await paymentOf(invoiceId)).toMatchObject({ payment_intent_id: outcome.paymentIntentId, amount_cents: 12_550, status: 'succeeded' });

    // Stripe delivers at least once: the replayed delivery (same body, same signature) does nothing more.
    expect(await post(payload, { 'stripe-signature': signature })).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await outboxTo(t, email)).toHaveLength(1);
    const stored = (await t.dataSource.query(`SELECT type, account FROM stripe_webhook_events WHERE id = $1`, [event['id']])) as unknown[];
    expect(stored).toEqual([{ type: 'payment_intent.succeeded', account: accountId }]);
  });

  it('records a failed authentication from payment_intent.payment_failed', async () => {
    const { invoiceId, outcome } = await awaitingAuthentication();
    await authenticate(outcome, 'fail');
    const event = stripeEvent('payment_intent.payment_failed', accountId, { id: outcome.paymentIntentId, object: 'payment_intent', status: 'requires_payment_method' });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true } });
    expect(await invoiceState(t, invoiceId)).toMatchObject({ status: 'payment_failed', failure_reason: PAYMENT_FAILURE_REASONS.authenticationFailed });
  });

  it("ignores a payment intent event sent for another organization's account", async () => {
    const other = await payingOrganization(t);
    const otherAccount = await charger.readyAccountOf(other.organizationId);
    const { invoiceId, outcome } = await awaitingAuthentication();
    await authenticate(outcome, 'complete');
    const event = stripeEvent('payment_intent.succeeded', otherAccount, { id: outcome.paymentIntentId, object: 'payment_intent' });
    expect(await deliver(event)).toMatchObject({ status: 200 });
    expect((await invoiceState(t, invoiceId)).status).toBe('open');
    expect(await paymentOf(invoiceId)).toBeUndefined();
  });

  it('records partial and full refunds from charge.refunded on the payment and the invoice it paid, never going back on a late event', async () => {
    const { invoiceId, payment } = await paidInvoice();
    const invoiceRefund = async () =>
      ((await t.dataSource.query(`SELECT status, amount_refunded_cents FROM invoices WHERE id = $1`, [invoiceId])) as Array<{ status: string; amount_refunded_cents: number }>)[0];
    const refund = (amountRefunded: number, refunded: boolean) =>
      stripeEvent('charge.refunded', accountId, {
        id: payment.charge_id,
        object: 'charge',
        payment_intent: payment.payment_intent_id,
        amount: 12_550,
        amount_refunded: amountRefunded,
        refunded,
      });
    const partial = refund(2_000, false);
    expect(await deliver(partial)).toMatchObject({ status: 200 });
    expect(await paymentOfIntent(payment.payment_intent_id)).toMatchObject({ amount_refunded_cents: 2_000, status: 'succeeded' });
    expect(await invoiceRefund()).toEqual({ status: 'paid', amount_refunded_cents: 2_000 });

    expect(await deliver(refund(12_550, true))).toMatchObject({ status: 200 });
    expect(await paymentOfIntent(payment.payment_intent_id)).toMatchObject({ amount_refunded_cents: 12_550, status: 'refunded' });
    expect(await invoiceRefund()).toEqual({ status: 'refunded', amount_refunded_cents: 12_550 });

    // The partial refund's event delivered again, or an older one arriving late, changes nothing.
    expect(await deliver(partial)).toMatchObject({ status: 200, body: { duplicate: true } });
    expect(await deliver(refund(2_000, false))).toMatchObject({ status: 200, body: { duplicate: false } });
    expect(await paymentOfIntent(payment.payment_intent_id)).toMatchObject({ amount_refunded_cents: 12_550, status: 'refunded' });
    expect(await invoiceRefund()).toEqual({ status: 'refunded', amount_refunded_cents: 12_550 });
  });

  it('marks the payment and its invoice disputed from charge.dispute.created', async () => {
    const { invoiceId, payment } = await paidInvoice();
    const event = stripeEvent('charge.dispute.created', accountId, {
      id: `dp_${randomBytes(8).toString('hex')}`,
      object: 'dispute',
      charge: payment.charge_id,
      payment_intent: payment.payment_intent_id,
      amount: 12_550,
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect(await deliver(event)).toMatchObject({ status: 200 });
    expect(await paymentOf(invoiceId)).toMatchObject({ status: 'disputed' });
    expect((await invoiceState(t, invoiceId)).status).toBe('disputed');
  });

  it("follows the connected account's onboarding state from account.updated", async () => {
    const onboarded = async () =>
      ((await t.dataSource.query(`SELECT stripe_onboarding_completed FROM organizations WHERE id = $1`, [org.organizationId])) as Array<{
        stripe_onboarding_completed: boolean;
      }>)[0]?.stripe_onboarding_completed;
    const accountEvent = (chargesEnabled: boolean) =>
      stripeEvent('account.updated', accountId, { id: accountId, object: 'account', charges_enabled: chargesEnabled, details_submitted: true, payouts_enabled: true });
    try {
      expect(await deliver(accountEvent(false))).toMatchObject({ status: 200 });
      expect(await onboarded()).toBe(false);
    } finally {
      expect(await deliver(accountEvent(true))).toMatchObject({ status: 200 });
    }
    expect(await onboarded()).toBe(true);
  });

  it('answers unknown event types with 200 and records them', async () => {
    const event = stripeEvent('customer.created', accountId, { id: 'cus_x', object: 'customer' });
    expect(await deliver(event)).toMatchObject({ status: 200, body: { received: true, duplicate: false } });
  });

  it('refuses a tampered body, another secret, an old signature and a missing one with 400, changing nothing', async () => {
    const { invoiceId, outcome } = await awaitingAuthentication();
    await authenticate(outcome, 'complete');
    const event = stripeEvent('payment_intent.succeeded', accountId, { id: outcome.paymentIntentId, object: 'payment_intent' });
    const payload = JSON.stringify(event);
    const signature = sign(payload);

    const tampered = payload.replace('"livemode":false', '"livemode":true');
    expect(tampered).not.toBe(payload);
    expect(await post(tampered, { 'stripe-signature': signature })).toMatchObject({ status: 400, body: { error: STRIPE_WEBHOOK_ERRORS.invalidSignature } });
    expect(await post(payload, { 'stripe-signature': sign(payload, { secret: 'whsec_someone_else' }) })).toMatchObject({
      status: 400,
      body: { error: STRIPE_WEBHOOK_ERRORS.invalidSignature },
    });
    // Outside Stripe's 5-minute tolerance: a captured delivery cannot be replayed an hour later.
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(await post(payload, { 'stripe-signature': sign(payload, { timestamp: anHourAgo }) })).toMatchObject({
      status: 400,
      body: { error: STRIPE_WEBHOOK_ERRORS.invalidSignature },
    });
    expect(await post(payload)).toMatchObject({ status: 400, body: { error: STRIPE_WEBHOOK_ERRORS.missingSignature } });
    expect(await post(payload, { 'stripe-signature': 'garbage' })).toMatchObject({ status: 400, body: { error: STRIPE_WEBHOOK_ERRORS.invalidSignature } });
    const asText = await t.request('POST', WEBHOOK, { body: payload, headers: { 'content-type': 'text/plain', 'stripe-signature': signature } });
    expect(asText).toMatchObject({ status: 400, body: { error: STRIPE_WEBHOOK_ERRORS.notJson } });

    expect((await invoiceState(t, invoiceId)).status).toBe('open');
    expect((await t.dataSource.query(`SELECT id FROM stripe_webhook_events WHERE id = $1`, [event['id']])) as unknown[]).toEqual([]);
    // The genuine delivery still works afterwards.
    expect(await post(payload, { 'stripe-signature': signature })).toMatchObject({ status: 200, body: { duplicate: false } });
    expect((await invoiceState(t, invoiceId)).status).toBe('paid');
  });

  it('refuses every delivery with a clear message while no signing secret is configured', async () => {
    const config = t.api.app.get<ApiConfig>(API_CONFIG);
    const configured = config.payments;
    config.payments = { ...configured, stripeWebhookSecret: null };
    try {
      const payload = JSON.stringify(stripeEvent('account.updated', accountId, { id: accountId, object: 'account' }));
      expect(await post(payload, { 'stripe-signature': sign(payload) })).toMatchObject({ status: 400, body: { error: STRIPE_WEBHOOK_ERRORS.notConfigured } });
    } finally {
      config.payments = configured;
    }
  });

  async function paymentOfIntent(paymentIntentId: string): Promise<PaymentRow | undefined> {
    const rows = (await t.dataSource.query(
      `SELECT payment_intent_id, charge_id, amount_cents, amount_refunded_cents, status FROM payments WHERE payment_intent_id = $1`,
      [paymentIntentId],
    )) as PaymentRow[];
    return rows[0];
  }
});
