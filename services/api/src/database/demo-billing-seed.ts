import { addDays, DEFAULT_ORGANIZATION_TIME_ZONE, DEMO_CUSTOMERS, isoDateIn, SANDBOX_TEST_CARDS } from '@fsp/contracts';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { newInviteCode } from '../common/invites/invite-code.js';
import { CustomerInvite } from '../modules/customer-invites/entities/customer-invite.entity.js';
import { Customer } from '../modules/customers/entities/customer.entity.js';
import { InvoiceLine } from '../modules/invoices/entities/invoice-line.entity.js';
import { Invoice } from '../modules/invoices/entities/invoice.entity.js';
import { Payment } from '../modules/invoices/entities/payment.entity.js';
import { paymentDescription } from '../modules/invoices/autopay/payment-settlement.js';
import { Organization } from '../modules/organizations/entities/organization.entity.js';
import { Service } from '../modules/services/entities/service.entity.js';
import { CustomerPaymentConsent } from '../modules/signup-payments/entities/customer-payment-consent.entity.js';
import { CustomerPaymentMethod } from '../modules/signup-payments/entities/customer-payment-method.entity.js';
import { chargeBehaviourOf } from '../modules/payments/sandbox/sandbox-charge-behaviour.js';
import { SANDBOX_FUNDS_PENDING_DAYS, sandboxCardFee, sandboxNet } from '../modules/payments/sandbox/sandbox-card-pricing.js';
import { sandboxClientSecret, sandboxId } from '../modules/payments/sandbox/sandbox-ids.js';
import { demoMonths, demoVisitDays } from './demo-billing-history.js';

/** Which test card each demo customer saved: Luis Ortega's is the one whose every charge is declined. */
const DEMO_CARDS: Readonly<Record<string, keyof typeof SANDBOX_TEST_CARDS>> = {
  'dana.whitfield@example.com': 'succeeds',
  'luis.ortega@example.com': 'chargeDeclined',
  'priya.nair@example.com': 'succeeds',
};
/** Whose invoice for last month is still open (the others paid theirs). */
const OPEN_LAST_MONTH = new Set(['dana.whitfield@example.com', 'luis.ortega@example.com']);
const HISTORY_MONTHS = 12;
/** The open invoices fall due this many days after seeding: "due soon", and never charged while a demo starts. */
const OPEN_DUE_IN_DAYS = 7;
/**
 * Card payments of the history the owner refunded, so that the Payments screens show both kinds: Priya Nair's invoice
 * of three months back in full, Dana Whitfield's of two months back in part (a quarter, in whole dollars).
 */
const DEMO_REFUNDS: ReadonlyArray<{ email: string; monthsBack: number; share: 'full' | 'quarter' }> = [
  { email: 'priya.nair@example.com', monthsBack: 3, share: 'full' },
  { email: 'dana.whitfield@example.com', monthsBack: 2, share: 'quarter' },
];
/** A refund is made this long after the payment. */
const REFUND_AFTER_DAYS = 3;

interface DemoCustomerRow {
  customer: Customer;
  service: Service;
  /** Visits per month of their history: weekly work 4, fortnightly 2. */
  visitsPerMonth: number;
  card: keyof typeof SANDBOX_TEST_CARDS;
}

/**
 * Gives the demo organization a year of billing (issue 11): a connected sandbox account, a saved card with auto-pay
 * consent per demo customer, a paid invoice per customer and month with its payment (card, or check for the customer
 * whose card declines), and last month's invoices: two open and due in a week, one paid. Deterministic amounts;
 * ids and secrets random. With Stripe configured the cards and card payments are left out (they live at Stripe).
 */
export async function seedDemoBilling(manager: EntityManager, organizationId: string, options: { sandboxPayments: boolean }): Promise<void> {
  const today = isoDateIn(DEFAULT_ORGANIZATION_TIME_ZONE);
  const organization = await manager.findOneByOrFail(Organization, { id: organizationId });
  const accountId = options.sandboxPayments ? await connectSandboxAccount(manager, organization) : null;
  const customers = await demoCustomerRows(manager, organizationId);

  const months = demoMonths(today, HISTORY_MONTHS);
  for (const row of customers) {
    const card = accountId ? await saveSandboxCard(manager, organizationId, row) : null;
    for (const [index, month] of months.entries()) {
      const open = index === months.length - 1 && OPEN_LAST_MONTH.has(row.customer.email ?? '');
      const invoice = await insertMonthInvoice(manager, organizationId, row, month, open ? addDays(today, OPEN_DUE_IN_DAYS) : null);
      if (open) continue;
      const paidAt = new Date(`${invoice.invoiceDate}T15:00:00Z`);
      const refundCents = card && accountId ? demoRefundCents(row, months.length - index, invoice.totalCents) : 0;
      const byCard =
        card && accountId && row.card === 'succeeds' ? await insertSandboxCharge(manager, accountId, invoice, row, card, paidAt, refundCents) : null;
      const refunded = byCard ? refundCents : 0;
      const full = refunded > 0 && refunded >= invoice.totalCents;
      await manager.update(
        Invoice,
        { id: invoice.id },
        { status: full ? 'refunded' : 'paid', paidAt, paidVia: byCard ? 'card' : 'manual', amountRefundedCents: refunded },
      );
      const payment = await manager.insert(Payment, {
        ...paymentOf(invoice, row, byCard, paidAt),
        amountRefundedCents: refunded,
        status: full ? 'refunded' : 'succeeded',
      });
      if (byCard && accountId && refunded > 0) {
        const refundedAt = new Date(paidAt.getTime() + REFUND_AFTER_DAYS * 86_400_000);
        await insertRefund(manager, accountId, invoice, String(payment.identifiers[0]?.['id']), byCard, refunded, refundedAt);
      }
    }
  }
}

async function connectSandboxAccount(manager: EntityManager, organization: Organization): Promise<string> {
  const accountId = sandboxId('acct');
  await manager.query(
    `INSERT INTO sandbox_connected_accounts (id, organization_id, business_name, email, idempotency_key, details_submitted, charges_enabled, payouts_enabled)
     VALUES ($1, $2, $3, $4, $5, true, true, true)`,
    [accountId, organization.id, organization.name, organization.email, `fieldwise-demo-account-${organization.id}`],
  );
  await manager.update(Organization, { id: organization.id }, { stripeAccountId: accountId, stripeOnboardingCompleted: true });
  return accountId;
}

async function demoCustomerRows(manager: EntityManager, organizationId: string): Promise<DemoCustomerRow[]> {
  const services = new Map((await manager.findBy(Service, { organizationId })).map((service) => [service.key, service]));
  const rows: DemoCustomerRow[] = [];
  for (const demo of DEMO_CUSTOMERS) {
    const customer = await manager.findOneByOrFail(Customer, { organizationId, email: demo.email });
    const job = demo.jobs.find((candidate) => candidate.pattern !== 'once') ?? demo.jobs[0];
    const service = job ? services.get(job.service) : undefined;
    if (!job || !service) throw new Error(`The demo customer ${demo.email} has no recurring service`);
    rows.push({ customer, service, visitsPerMonth: job.pattern === 'weekly' ? 4 : 2, card: DEMO_CARDS[demo.email] ?? 'succeeds' });
  }
  return rows;
}

/** The card the customer saved on the signup payment step, with their auto-pay consent, as the sandbox keeps it. */
async function saveSandboxCard(
  manager: EntityManager,
  organizationId: string,
  { customer, card }: DemoCustomerRow,
): Promise<{ providerCustomerId: string; paymentMethodId: string; last4: string }> {
  const providerCustomerId = sandboxId('cus');
  const paymentMethodId = sandboxId('pm');
  const setupIntentId = sandboxId('seti');
  const number = SANDBOX_TEST_CARDS[card].replace(/\s/g, '');
  const last4 = number.slice(-4);
  await manager.query(`INSERT INTO sandbox_customers (id, email, name, idempotency_key) VALUES ($1, $2, $3, $4)`, [
    providerCustomerId,
    customer.email,
    customer.name,
    `fieldwise-demo-customer-${customer.id}`,
  ]);
  await manager.query(
    `INSERT INTO sandbox_payment_methods (id, customer_id, brand, last4, exp_month, exp_year, charge_behaviour) VALUES ($1, $2, 'visa', $3, 12, $4, $5)`,
    [paymentMethodId, providerCustomerId, last4, new Date().getUTCFullYear() + 3, chargeBehaviourOf(number)],
  );
  await manager.query(
    `INSERT INTO sandbox_setup_intents (id, client_secret, customer_id, status, payment_method_id, idempotency_key)
     VALUES ($1, $2, $3, 'succeeded', $4, $5)`,
    [setupIntentId, sandboxClientSecret(setupIntentId), providerCustomerId, paymentMethodId, `fieldwise-demo-setup-${customer.id}`],
  );
  const invite = await manager.save(
    manager.create(CustomerInvite, {
      code: newInviteCode(),
      organizationId,
      via: 'email',
      email: customer.email,
      phone: null,
      status: 'completed',
      customerId: customer.id,
      expiresAt: new Date(),
    }),
  );
  await manager.insert(CustomerPaymentConsent, {
    organizationId,
    customerId: customer.id,
    inviteId: invite.id,
    autoPayConsent: true,
    invoiceEmailOptIn: true,
    email: customer.email ?? '',
    name: customer.name ?? '',
    ipAddress: null,
    userAgent: 'demo seed',
    consentedAt: new Date(),
  });
  await manager.insert(CustomerPaymentMethod, {
    organizationId,
    customerId: customer.id,
    inviteId: invite.id,
    provider: 'sandbox',
    providerCustomerId,
    setupIntentId,
    paymentMethodId,
    brand: 'visa',
    last4,
  });
  return { providerCustomerId, paymentMethodId, last4 };
}

/** The billing run's invoice for `month` (YYYY-MM): a line per visit, issued on the 1st of the month after. */
async function insertMonthInvoice(
  manager: EntityManager,
  organizationId: string,
  { customer, service, visitsPerMonth }: DemoCustomerRow,
  month: { period: string; start: string; end: string; next: string },
  dueDateOverride: string | null,
): Promise<Invoice> {
  const visits = demoVisitDays(month.start, visitsPerMonth);
  const inserted = await manager.insert(Invoice, {
    organizationId,
    customerId: customer.id,
    ruleId: null,
    occurrenceDate: null,
    description: service.name,
    totalCents: service.priceCents * visits.length,
    currency: service.currency,
    status: 'open',
    dueDate: month.next,
    dueDateOverride,
    periodStart: month.start,
    periodEnd: month.end,
    invoiceDate: month.next,
    billingPeriod: month.period,
    createdBy: null,
    sentAt: new Date(`${month.next}T14:00:00Z`),
  });
  const invoiceId = String(inserted.identifiers[0]?.['id']);
  await manager.insert(
    InvoiceLine,
    visits.map((visitDate, position) => ({
      organizationId,
      invoiceId,
      position,
      ruleId: null,
      visitDate,
      serviceLabel: service.name,
      amountCents: service.priceCents,
    })),
  );
  return manager.findOneByOrFail(Invoice, { id: invoiceId });
}

/** What the owner refunded of the invoice `monthsBack` months before this one (DEMO_REFUNDS); 0 for most. */
function demoRefundCents({ customer }: DemoCustomerRow, monthsBack: number, totalCents: number): number {
  const refund = DEMO_REFUNDS.find((candidate) => candidate.email === customer.email && candidate.monthsBack === monthsBack);
  if (!refund) return 0;
  return refund.share === 'full' ? totalCents : Math.max(100, Math.floor(totalCents / 400) * 100);
}

/**
 * The succeeded direct charge the sandbox would have made on the due date, with Stripe's fee and settled funds,
 * described and naming who paid as the invoice charger does; `refundedCents` of it already refunded.
 */
async function insertSandboxCharge(
  manager: EntityManager,
  accountId: string,
  invoice: Invoice,
  { customer }: DemoCustomerRow,
  card: { providerCustomerId: string; paymentMethodId: string; last4: string },
  paidAt: Date,
  refundedCents: number,
): Promise<SandboxCharge> {
  const charge: SandboxCharge = {
    paymentIntentId: sandboxId('pi'),
    chargeId: sandboxId('ch'),
    last4: card.last4,
    fee: sandboxCardFee(invoice.totalCents),
    net: sandboxNet(invoice.totalCents, 0),
  };
  await manager.query(
    `INSERT INTO sandbox_payment_intents (id, client_secret, account_id, customer_id, payment_method_id, amount, currency, status, off_session,
       charge_id, fee, net, available_on, metadata, idempotency_key, created_at, description, amount_refunded)
     VALUES ($1, $2, $3, $4, $5, $6, 'usd', 'succeeded', true, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [
      charge.paymentIntentId,
      sandboxClientSecret(charge.paymentIntentId),
      accountId,
      card.providerCustomerId,
      card.paymentMethodId,
      invoice.totalCents,
      charge.chargeId,
      charge.fee,
      charge.net,
      new Date(paidAt.getTime() + SANDBOX_FUNDS_PENDING_DAYS * 86_400_000),
      JSON.stringify({
        invoice_id: invoice.id,
        organization_id: invoice.organizationId,
        ...(customer.name ? { customer_name: customer.name } : {}),
        ...(customer.email ? { customer_email: customer.email } : {}),
      }),
      `fieldwise-demo-charge-${invoice.id}`,
      paidAt,
      paymentDescription(invoice),
      refundedCents,
    ],
  );
  return charge;
}

/**
 * A refund the owner made from the Payments screen, as it leaves the ledger (payment_refunds) and the sandbox
 * (sandbox_refunds, keyed by the ledger row's id). The demo charges carry no platform fee, so none comes back.
 */
async function insertRefund(
  manager: EntityManager,
  accountId: string,
  invoice: Invoice,
  paymentId: string,
  charge: SandboxCharge,
  amountCents: number,
  refundedAt: Date,
): Promise<void> {
  const ledgerId = randomUUID();
  const providerRefundId = sandboxId('re');
  await manager.query(
    `INSERT INTO sandbox_refunds (id, account_id, payment_intent_id, amount, application_fee_refunded, currency, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4, 0, 'usd', $5, $6)`,
    [providerRefundId, accountId, charge.paymentIntentId, amountCents, ledgerId, refundedAt],
  );
  await manager.query(
    `INSERT INTO payment_refunds (id, organization_id, payment_id, payment_intent_id, idempotency_key, amount_cents, currency, status,
       provider_refund_id, application_fee_refunded_cents, created_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'succeeded', $8, 0, $9, $9)`,
    [
      ledgerId,
      invoice.organizationId,
      paymentId,
      charge.paymentIntentId,
      `fieldwise-demo-refund-${invoice.id}`,
      amountCents,
      invoice.currency,
      providerRefundId,
      refundedAt,
    ],
  );
}

interface SandboxCharge {
  paymentIntentId: string;
  chargeId: string;
  last4: string;
  fee: number;
  net: number;
}

function paymentOf(invoice: Invoice, { customer }: DemoCustomerRow, charge: SandboxCharge | null, paidAt: Date): Partial<Payment> {
  return {
    organizationId: invoice.organizationId,
    invoiceId: invoice.id,
    customerId: customer.id,
    method: charge ? 'card' : 'manual',
    provider: charge ? 'sandbox' : null,
    paymentIntentId: charge?.paymentIntentId ?? null,
    chargeId: charge?.chargeId ?? null,
    description: `Invoice ${invoice.periodStart} – ${invoice.periodEnd}`,
    customerEmail: customer.email,
    cardBrand: charge ? 'visa' : null,
    last4: charge?.last4 ?? null,
    amountCents: invoice.totalCents,
    feeCents: charge?.fee ?? 0,
    netCents: charge?.net ?? invoice.totalCents,
    currency: invoice.currency,
    status: 'succeeded',
    createdAt: paidAt,
  };
}
