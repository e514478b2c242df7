import type { SandboxCardConfirmResponse, SignupSetupIntentResponse, StartOnboardingResponse } from '@fsp/contracts';
import { randomBytes } from 'node:crypto';
import type { TestApi } from '../../../../testing/start-test-api.js';
import { seedSignup } from '../../../signup-payments/testing/seed-signup.js';
import { Invoice } from '../../entities/invoice.entity.js';
import { InvoiceLine } from '../../entities/invoice-line.entity.js';
import { seedInvoicingOrganization, type InvoicingFixture } from '../../testing/seed-visits.js';

/** An organization of its own, its owner's token and (unless `onboarded: false`) a sandbox account that takes charges. */
export interface PayingOrganization extends InvoicingFixture {
  ownerToken: string;
}

function expectOk(response: { status: number; body: unknown }, step: string): void {
  if (response.status >= 300) throw new Error(`${step} answered ${response.status}: ${JSON.stringify(response.body)}`);
}

/** Connects the organization to the sandbox through the owner's onboarding endpoint and the sandbox's onboarding page. */
export async function onboard(t: TestApi, ownerToken: string): Promise<void> {
  const started = await t.request<StartOnboardingResponse>('POST', '/api/owner/stripe/start-onboarding', { token: ownerToken });
  expectOk(started, 'start-onboarding');
  const page = await t.request<string>('GET', new URL(started.body.url).pathname);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (!action) throw new Error(`The sandbox onboarding page has no form: ${page.body.slice(0, 200)}`);
  const completed = await fetch(`${t.api.url}${action}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '', redirect: 'manual' });
  if (completed.status !== 303) throw new Error(`Completing the sandbox onboarding answered ${completed.status}`);
}

export async function payingOrganization(t: TestApi, { onboarded = true }: { onboarded?: boolean } = {}): Promise<PayingOrganization> {
  const fixture = await seedInvoicingOrganization(t.dataSource);
  const ownerToken = await t.tokenFor(fixture.ownerEmail);
  if (onboarded) await onboard(t, ownerToken);
  return { ...fixture, ownerToken };
}

export interface CustomerWithCard {
  customerId: string;
  email: string;
  phone: string;
  providerCustomerId: string;
  paymentMethodId: string;
}

/**
 * A customer who went through the signup payment step with `cardNumber` and auto-pay consent (setup intent,
 * the sandbox's card confirmation, consent, payment-success), with an e-mail address of their own.
 */
export async function customerWithCard(t: TestApi, organizationId: string, cardNumber: string, { sms = false } = {}): Promise<CustomerWithCard> {
  const signup = await seedSignup(t.dataSource, organizationId);
  const customerId = signup.customerId as string;
  const intent = await t.request<SignupSetupIntentResponse>(
    'GET',
    `/api/public/signup/${signup.code}/setup-intent?org_id=${organizationId}&email=pat%40example.com`,
  );
  expectOk(intent, 'setup-intent');
  const confirmed = await t.request<SandboxCardConfirmResponse>('POST', `/api/public/payments-sandbox/setup-intents/${intent.body.setup_intent_id}/confirm`, {
    body: { client_secret: intent.body.client_secret, card_number: cardNumber, expiry: '12 / 34', cvc: '123' },
  });
  expectOk(confirmed, 'card confirmation');
  const consent = await t.request('POST', `/api/public/signup/${signup.code}/consent`, {
    body: { org_id: organizationId, auto_pay_consent: true, invoice_email_opt_in: true, email: 'pat@example.com', name: 'Pat Payer' },
  });
  expectOk(consent, 'consent');
  const saved = await t.request('POST', `/api/public/signup/${signup.code}/payment-success`, {
    body: {
      org_id: organizationId,
      setup_intent_id: intent.body.setup_intent_id,
      payment_method: confirmed.body.payment_method,
      customer_id: intent.body.customer_id,
      email: 'pat@example.com',
    },
  });
  expectOk(saved, 'payment-success');

  const tag = randomBytes(4).toString('hex');
  const email = `payer.${tag}@example.com`;
  const phone = `+1 555 01${String(parseInt(tag.slice(0, 4), 16) % 100_000).padStart(5, '0')}`;
  await t.dataSource.query(`UPDATE customers SET email = $2, phone_number = $3 WHERE id = $1`, [customerId, email, phone]);
  if (sms) {
    await t.dataSource.query(
      `INSERT INTO sms_consents (organization_id, customer_id, phone_number, consent_text, consented_at) VALUES ($1, $2, $3, 'I agree to receive text messages.', now())`,
      [organizationId, customerId, phone],
    );
  }
  return { customerId, email, phone, providerCustomerId: intent.body.customer_id, paymentMethodId: confirmed.body.payment_method };
}

/** An open invoice of one line, issued and due on `dueDate` (yyyy-MM-dd). */
export async function seedDueInvoice(
  t: TestApi,
  organizationId: string,
  customerId: string,
  { dueDate, totalCents = 12_550 }: { dueDate: string; totalCents?: number },
): Promise<string> {
  const inserted = await t.dataSource.getRepository(Invoice).insert({
    organizationId,
    customerId,
    description: 'Gutter Cleaning',
    totalCents,
    currency: 'USD',
    status: 'open',
    invoiceDate: dueDate,
    dueDate,
    periodStart: dueDate,
    periodEnd: dueDate,
  });
  const invoiceId = String(inserted.identifiers[0]?.['id']);
  await t.dataSource
    .getRepository(InvoiceLine)
    .insert({ organizationId, invoiceId, position: 0, visitDate: dueDate, serviceLabel: 'Gutter Cleaning', amountCents: totalCents });
  return invoiceId;
}

export interface InvoiceState {
  status: string;
  failure_reason: string | null;
  next_attempt_at: Date | null;
  autopay_attempts: number;
  paid_via: string | null;
  paid_at: Date | null;
  public_token: string;
}

export async function invoiceState(t: TestApi, invoiceId: string): Promise<InvoiceState> {
  const rows = (await t.dataSource.query(
    `SELECT status, failure_reason, next_attempt_at, autopay_attempts, paid_via, paid_at, public_token FROM invoices WHERE id = $1`,
    [invoiceId],
  )) as InvoiceState[];
  if (!rows[0]) throw new Error(`No invoice ${invoiceId}`);
  return rows[0];
}

export interface AttemptRow {
  attempt_number: number;
  source: string;
  status: string;
  reason: string | null;
  payment_intent_id: string | null;
  attempted_at: Date;
}

export async function attemptsOf(t: TestApi, invoiceId: string): Promise<AttemptRow[]> {
  return (await t.dataSource.query(
    `SELECT attempt_number, source, status, reason, payment_intent_id, attempted_at FROM invoice_payment_attempts WHERE invoice_id = $1 ORDER BY attempt_number`,
    [invoiceId],
  )) as AttemptRow[];
}

/** The sandbox payment intents made for an invoice (its id is in their metadata). */
export async function sandboxIntentsOf(t: TestApi, invoiceId: string): Promise<Array<{ id: string; idempotency_key: string; status: string; application_fee_amount: number; fee: number; net: number }>> {
  return (await t.dataSource.query(
    `SELECT id, idempotency_key, status, application_fee_amount, fee, net FROM sandbox_payment_intents WHERE metadata->>'invoice_id' = $1 ORDER BY created_at`,
    [invoiceId],
  )) as Array<{ id: string; idempotency_key: string; status: string; application_fee_amount: number; fee: number; net: number }>;
}

export async function outboxTo(t: TestApi, recipient: string): Promise<Array<{ channel: string; subject: string | null; body: string }>> {
  return (await t.dataSource.query(`SELECT channel, subject, body FROM outbox_messages WHERE recipient = $1 ORDER BY created_at`, [recipient])) as Array<{
    channel: string;
    subject: string | null;
    body: string;
  }>;
}
