import { SANDBOX_TEST_CARDS, type PaymentItem, type PaymentListResponse } from '@fsp/contracts';
import { randomBytes } from 'node:crypto';
import type { TestApi, TestResponse } from '../../../testing/start-test-api.js';
import { customerWithCard, payingOrganization, type CustomerWithCard, type PayingOrganization } from '../../invoices/autopay/testing/autopay-fixture.js';
import { PaymentsProvider } from '../../payments/payments-provider.js';
import { OwnerPaymentsClock } from '../owner-payments-clock.js';

/** The test card numbers the fixture saves: Stripe's Mastercard test number besides the sandbox's own cards. */
export const TEST_CARDS = { ...SANDBOX_TEST_CARDS, mastercard: '5555 5555 5555 4444' } as const;
export type TestCard = keyof typeof TEST_CARDS;

/** How the sandbox answers: a charge on 4242 or the Mastercard succeeds, 0341 fails, 3184 on-session waits for the customer. */
export type PaymentOutcome = 'succeeded' | 'failed' | 'requires_action' | 'canceled';

export interface PaymentSpec {
  card: TestCard;
  amountCents: number;
  applicationFeeCents?: number;
  description?: string;
  customerEmail?: string;
  customerName?: string;
  /** When it was created (ISO); the charge's funds are then available 2 days later. Default: now. */
  created?: string;
  /** requires_action (3184 on-session) may be canceled afterwards. */
  outcome?: PaymentOutcome;
}

/** An onboarded organization of its own with a saved card per test card, and what its owner may call. */
export interface PaymentsOrganization extends PayingOrganization {
  accountId: string;
  cards: Partial<Record<TestCard, CustomerWithCard>>;
}

export async function paymentsOrganization(t: TestApi, options: { timeZone?: string; name?: string } = {}): Promise<PaymentsOrganization> {
  const org = await payingOrganization(t);
  if (options.timeZone || options.name) {
    await t.dataSource.query(`UPDATE organizations SET time_zone = COALESCE($2, time_zone), name = COALESCE($3, name) WHERE id = $1`, [
      org.organizationId,
      options.timeZone ?? null,
      options.name ?? null,
    ]);
  }
  const [row] = (await t.dataSource.query(`SELECT stripe_account_id FROM organizations WHERE id = $1`, [org.organizationId])) as Array<{
    stripe_account_id: string;
  }>;
  if (!row?.stripe_account_id) throw new Error('The organization has no sandbox account');
  return { ...org, accountId: row.stripe_account_id, cards: {} };
}

async function cardOf(t: TestApi, org: PaymentsOrganization, card: TestCard): Promise<CustomerWithCard> {
  org.cards[card] ??= await customerWithCard(t, org.organizationId, TEST_CARDS[card]);
  return org.cards[card];
}

/**
 * A payment made through the sandbox provider as the charger makes them (a direct charge on the organization's
 * account with a saved card), then dated `created`. Answers its payment intent id.
 */
export async function makePayment(t: TestApi, org: PaymentsOrganization, spec: PaymentSpec): Promise<string> {
  const provider = t.api.app.get(PaymentsProvider);
  const customer = await cardOf(t, org, spec.card);
  const onSession = spec.outcome === 'requires_action' || spec.outcome === 'canceled';
  const metadata: Record<string, string> = {};
  if (spec.customerEmail) metadata['customer_email'] = spec.customerEmail;
  if (spec.customerName) metadata['customer_name'] = spec.customerName;
  const intent = await provider.createPaymentIntent({
    accountId: org.accountId,
    customerId: customer.providerCustomerId,
    paymentMethodId: customer.paymentMethodId,
    amountCents: spec.amountCents,
    currency: 'usd',
    applicationFeeCents: spec.applicationFeeCents ?? 0,
    description: spec.description ?? 'Lawn care',
    metadata,
    idempotencyKey: `owner-payments-test-${randomBytes(8).toString('hex')}`,
    offSession: !onSession,
    ...(onSession ? { returnUrl: 'http://app.example.test/done' } : {}),
  });
  if (spec.outcome === 'canceled') await provider.cancelPaymentIntent(org.accountId, intent.id);
  if (spec.created) await dateSandboxPayment(t, intent.id, spec.created);
  return intent.id;
}

/** Moves a sandbox payment to `created`, its funds then available 2 days later as for a charge made then. */
export async function dateSandboxPayment(t: TestApi, paymentIntentId: string, created: string): Promise<void> {
  await t.dataSource.query(
    `UPDATE sandbox_payment_intents
        SET created_at = $2::timestamptz,
            available_on = CASE WHEN available_on IS NULL THEN NULL ELSE $2::timestamptz + interval '2 days' END
      WHERE id = $1`,
    [paymentIntentId, created],
  );
}

/** Makes OwnerPaymentsClock answer `at` (null: the real time again). */
export function clockOf(t: TestApi): { set(at: string | Date | null): void } {
  const clock = t.api.app.get(OwnerPaymentsClock);
  const real = OwnerPaymentsClock.prototype.now.bind(clock);
  let fixed: Date | null = null;
  clock.now = () => fixed ?? real();
  return {
    set(at) {
      fixed = at === null ? null : new Date(at);
    },
  };
}

export const paymentsPath = (query: Record<string, string | number> = {}): string => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString();
  return `/api/owner/stripe/payments${search ? `?${search}` : ''}`;
};

export async function listPayments(t: TestApi, token: string, query: Record<string, string | number> = {}): Promise<TestResponse<PaymentListResponse>> {
  return t.request<PaymentListResponse>('GET', paymentsPath(query), { token });
}

/** Every listed payment of the organization's account for these filters, newest first (pages of 100). */
export async function allPayments(t: TestApi, token: string, query: Record<string, string | number> = {}): Promise<PaymentItem[]> {
  const items: PaymentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: TestResponse<PaymentListResponse> = await listPayments(t, token, { ...query, limit: 100, ...(cursor ? { starting_after: cursor } : {}) });
    if (page.status !== 200) throw new Error(`GET payments answered ${page.status}: ${JSON.stringify(page.body)}`);
    items.push(...page.body.items);
    cursor = page.body.next_cursor;
  } while (cursor);
  return items;
}

/** A minimal RFC 4180 reader for the export's text (quoted cells, doubled quotes, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
