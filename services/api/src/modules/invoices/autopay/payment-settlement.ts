import { PAYMENT_FAILURE_REASONS, type InvoiceStatus } from '@fsp/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { scopedSql } from '../../../common/tenancy/organization-scoped-sql.js';
import { PaymentsProvider, type ProviderPaymentError, type ProviderPaymentIntent } from '../../payments/payments-provider.js';
import { InvoicePaymentAttempt } from '../entities/invoice-payment-attempt.entity.js';
import { Invoice } from '../entities/invoice.entity.js';
import { nextAutopayAttemptAt } from './autopay-schedule.js';
import { AutopayNotifier } from './autopay-notifier.js';
import type { ChargeOutcome } from './charge-outcome.js';

/** How an attempt ends (or waits), read from the provider's payment intent. */
export type Verdict =
  | { kind: 'succeeded' }
  | { kind: 'processing' }
  | { kind: 'requires_action' }
  | { kind: 'failed'; reason: string; authenticationRequired: boolean };

export function failureReasonOf(error: ProviderPaymentError | null): { reason: string; authenticationRequired: boolean } {
  if (error?.code === 'authentication_required') return { reason: PAYMENT_FAILURE_REASONS.authenticationRequired, authenticationRequired: true };
  if (error?.code === 'payment_intent_authentication_failure') return { reason: PAYMENT_FAILURE_REASONS.authenticationFailed, authenticationRequired: false };
  return { reason: error?.message || PAYMENT_FAILURE_REASONS.cardDeclined, authenticationRequired: false };
}

/**
 * An off-session charge cannot ask the cardholder anything: a required authentication is a failure there (Stripe
 * answers so itself with off_session; the check keeps any provider to it).
 */
export function verdictOf(intent: ProviderPaymentIntent, offSession: boolean): Verdict {
  switch (intent.status) {
    case 'succeeded':
      return { kind: 'succeeded' };
    case 'processing':
    case 'requires_capture':
      return { kind: 'processing' };
    case 'requires_action':
    case 'requires_confirmation':
      if (!offSession) return { kind: 'requires_action' };
      return { kind: 'failed', reason: PAYMENT_FAILURE_REASONS.authenticationRequired, authenticationRequired: true };
    default:
      return { kind: 'failed', ...failureReasonOf(intent.lastError) };
  }
}

/** What an unsettled invoice goes back to while nothing is in flight: payment_failed while a retry is planned. */
function restingStatusOf(invoice: Invoice): InvoiceStatus {
  return invoice.nextAttemptAt ? 'payment_failed' : 'open';
}

const UNPAID: readonly InvoiceStatus[] = ['open', 'payment_failed', 'processing'];

export function outcomeOf(attempt: InvoicePaymentAttempt, intent: ProviderPaymentIntent | null): ChargeOutcome {
  const awaiting = attempt.status === 'requires_action';
  return {
    attemptNumber: attempt.attemptNumber,
    status: attempt.status,
    reason: attempt.reason,
    paymentIntentId: attempt.paymentIntentId ?? intent?.id ?? null,
    nextActionUrl: awaiting ? (intent?.nextActionUrl ?? null) : null,
    clientSecret: awaiting ? (intent?.clientSecret ?? null) : null,
    accountId: intent?.accountId ?? null,
  };
}

function describePeriod(invoice: Pick<Invoice, 'periodStart' | 'periodEnd'>): string {
  return invoice.periodStart === invoice.periodEnd ? invoice.periodStart : `${invoice.periodStart} to ${invoice.periodEnd}`;
}

/** The payment's description at the provider and in the payments ledger. */
export function paymentDescription(invoice: Pick<Invoice, 'description' | 'periodStart' | 'periodEnd'>): string {
  const period = describePeriod(invoice);
  return invoice.description ? `${invoice.description} (${period})` : `Invoice for ${period}`;
}

export interface SettleContext {
  now: Date;
  /** The invoice's status before this attempt started; otherwise derived (payment_failed while a retry is planned). */
  restoreStatus?: InvoiceStatus;
}

/** Which attempt to settle: its id and its invoice's. */
export interface AttemptRef {
  id: string;
  invoiceId: string;
  /** The payment's description (paymentDescription of the invoice), when the caller has it at hand. */
  description?: string;
}

interface SucceededRow {
  attempt_number: number;
  customer_email: string | null;
  public_token: string;
  organization_id: string;
  organization_name: string;
  time_zone: string;
}

type Effect = () => Promise<void>;

/**
 * Applies a provider's answer to an attempt and its invoice, once, so the charge call, the webhook and the invoice
 * page's return may all report the same payment: a success in one conditional statement, anything else under a lock
 * of both rows; a settled attempt is never settled again, except that a late success overturns a failure (the
 * money was taken). Messages go out after the commit.
 */
@Injectable()
export class PaymentSettlement {
  private readonly logger = new Logger('PaymentSettlement');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentsProvider,
    private readonly notifier: AutopayNotifier,
  ) {}

  async apply(ref: AttemptRef, intent: ProviderPaymentIntent, context: SettleContext): Promise<ChargeOutcome> {
    if (intent.status === 'succeeded') return this.applySuccess(ref, intent, context);
    const effects: Effect[] = [];
    const attempt = await this.dataSource.transaction(async (manager) => {
      const { invoice, attempt } = await this.lock(manager, ref);
      const verdict = verdictOf(intent, attempt.source !== 'invoice_page');
      // Settled already; only a success (applySuccess) may still overturn a failure.
      if (attempt.status === 'succeeded' || attempt.status === 'failed') return attempt;
      await this.settle(manager, { invoice, attempt, intent, verdict, context, effects });
      return attempt;
    });
    await this.runEffects(effects);
    return outcomeOf(attempt, intent);
  }

  /** Ends an attempt the provider never answered for (it cannot be asked again), as a failure with `reason`. */
  async fail(ref: AttemptRef, reason: string, context: SettleContext): Promise<ChargeOutcome> {
    const effects: Effect[] = [];
    const attempt = await this.dataSource.transaction(async (manager) => {
      const { invoice, attempt } = await this.lock(manager, ref);
      if (attempt.status === 'succeeded' || attempt.status === 'failed') return attempt;
      const verdict: Verdict = { kind: 'failed', reason, authenticationRequired: false };
      await this.failed(manager, { invoice, attempt, intent: null, verdict, context, effects });
      return attempt;
    });
    await this.runEffects(effects);
    return outcomeOf(attempt, null);
  }

  /** The attempt and its invoice, both rows locked by one statement. */
  private async lock(manager: EntityManager, ref: AttemptRef): Promise<{ invoice: Invoice; attempt: InvoicePaymentAttempt }> {
    const attempt = (await manager
      .getRepository(InvoicePaymentAttempt)
      .createQueryBuilder('a')
      .innerJoinAndMapOne('a.invoice', Invoice, 'i', 'i.id = a.invoiceId')
      .setLock('pessimistic_write')
      .where('a.id = :id AND a.invoiceId = :invoiceId', ref)
      .getOneOrFail()) as InvoicePaymentAttempt & { invoice: Invoice };
    const { invoice, ...rest } = attempt;
    return { invoice, attempt: Object.assign(new InvoicePaymentAttempt(), rest) };
  }

  /** Updates the attempt row and the copy in hand, which becomes the outcome. */
  private async mark(manager: EntityManager, attempt: InvoicePaymentAttempt, changes: Partial<InvoicePaymentAttempt>): Promise<void> {
    await manager.update(InvoicePaymentAttempt, { id: attempt.id }, changes);
    Object.assign(attempt, changes);
  }

  private async settle(manager: EntityManager, step: SettleStep): Promise<void> {
    const { invoice, attempt, intent, verdict } = step;
    switch (verdict.kind) {
      case 'succeeded':
        throw new Error('A succeeded payment is applied by applySuccess');
      case 'processing':
        await this.mark(manager, attempt, { status: 'processing', paymentIntentId: intent?.id ?? null });
        if (UNPAID.includes(invoice.status) && (await this.isLatest(manager, attempt))) {
          await manager.update(Invoice, { id: invoice.id }, { status: 'processing' });
        }
        return;
      case 'requires_action':
        await this.mark(manager, attempt, { status: 'requires_action', paymentIntentId: intent?.id ?? null });
        // The customer is asked to authenticate: until they do, the invoice can still be paid (another card, by hand).
        if (invoice.status === 'processing' && (await this.isLatest(manager, attempt))) {
          await manager.update(Invoice, { id: invoice.id }, { status: step.context.restoreStatus ?? restingStatusOf(invoice) });
        }
        return;
      case 'failed':
        return this.failed(manager, step);
    }
  }

  /** The messages after a committed outcome: one that fails is logged, and never turns a recorded payment into an error. */
  private async runEffects(effects: readonly Effect[]): Promise<void> {
    for (const effect of effects) {
      try {
        await effect();
      } catch (error) {
        this.logger.error(`A message after a card payment outcome failed: ${error instanceof Error ? error.stack : String(error)}`);
      }
    }
  }

  /**
   * The common case, in one statement: the attempt succeeds unless it already did (its row lock makes a concurrent
   * report wait, then find it succeeded), the invoice is paid unless it was paid or disputed meanwhile (by hand),
   * and the ledger gets one row per payment intent. Its answer carries what the receipt needs.
   */
  private async applySuccess(ref: AttemptRef, intent: ProviderPaymentIntent, context: SettleContext): Promise<ChargeOutcome> {
    const description = ref.description ?? (await this.descriptionOf(ref));
    const feeCents = intent.feeCents ?? 0;
    const [row] = (await this.dataSource.query(
      `WITH settled AS (
         UPDATE invoice_payment_attempts
            SET status = 'succeeded', reason = NULL, payment_intent_id = $3, completed_at = $4::timestamptz
          WHERE id = $1 AND invoice_id = $2 AND status <> 'succeeded'
         RETURNING organization_id, invoice_id, attempt_number
       ), paid AS (
         UPDATE invoices i
            SET status = 'paid', paid_at = $4::timestamptz, paid_via = 'card', failure_reason = NULL, next_attempt_at = NULL, updated_at = now()
           FROM settled s
          WHERE i.id = s.invoice_id AND i.status IN ('open', 'payment_failed', 'processing')
         RETURNING i.id
       ), recorded AS (
         INSERT INTO payments (organization_id, invoice_id, customer_id, method, provider, payment_intent_id, charge_id, description,
                               customer_email, card_brand, last4, amount_cents, fee_cents, net_cents, currency, status)
         SELECT s.organization_id, i.id, i.customer_id, 'card', $5::text, $3::text, $6::text, $7::text,
                c.email, $8::text, $9::text, $10::int, $11::int, $12::int, $13::text, 'succeeded'
           FROM settled s
           JOIN invoices i ON i.id = s.invoice_id
           LEFT JOIN customers c ON c.id = i.customer_id AND c.organization_id = s.organization_id
         ON CONFLICT DO NOTHING
         RETURNING id
       )
       SELECT s.attempt_number, c.email AS customer_email, i.public_token, i.organization_id, o.name AS organization_name, o.time_zone
         FROM settled s
         JOIN invoices i ON i.id = s.invoice_id
         JOIN organizations o ON o.id = s.organization_id
         LEFT JOIN customers c ON c.id = i.customer_id AND c.organization_id = s.organization_id`,
      [
        ref.id,
        ref.invoiceId,
        intent.id,
        context.now,
        this.provider.kind,
        intent.chargeId,
        description,
        intent.card?.brand ?? null,
        intent.card?.last4 ?? null,
        intent.amountCents,
        feeCents,
        intent.netCents ?? intent.amountCents - feeCents,
        intent.currency.toUpperCase(),
      ],
    )) as SucceededRow[];
    if (!row) {
      // Reported before (by the charge call, the webhook or the invoice page): nothing more to do.
      return outcomeOf(await this.dataSource.getRepository(InvoicePaymentAttempt).findOneByOrFail({ id: ref.id }), intent);
    }
    await this.notifier.receipt(row.organization_id, {
      customerEmail: row.customer_email,
      organizationName: row.organization_name,
      timeZone: row.time_zone,
      publicToken: row.public_token,
      amountCents: intent.amountCents,
      currency: intent.currency,
      paidAt: context.now,
      card: intent.card,
    });
    return {
      attemptNumber: row.attempt_number,
      status: 'succeeded',
      reason: null,
      paymentIntentId: intent.id,
      nextActionUrl: null,
      clientSecret: null,
      accountId: intent.accountId,
    };
  }

  private async descriptionOf(ref: AttemptRef): Promise<string> {
    const invoice = await this.dataSource.getRepository(Invoice).findOneByOrFail({ id: ref.invoiceId });
    return paymentDescription(invoice);
  }

  private async failed(manager: EntityManager, { invoice, attempt, intent, verdict, context, effects }: SettleStep): Promise<void> {
    if (verdict.kind !== 'failed') return;
    await this.mark(manager, attempt, {
      status: 'failed',
      reason: verdict.reason,
      paymentIntentId: intent?.id ?? attempt.paymentIntentId,
      completedAt: context.now,
    });
    if (!UNPAID.includes(invoice.status)) return;
    // An older attempt settling late must not touch the invoice while a newer one is in flight.
    if (invoice.status === 'processing' && !(await this.isLatest(manager, attempt))) return;

    const notice = { reason: verdict.reason, authenticationRequired: verdict.authenticationRequired };
    const { organizationId, id: invoiceId } = invoice;
    if (attempt.source !== 'autopay') {
      await manager.update(Invoice, { id: invoiceId }, { status: 'payment_failed', failureReason: verdict.reason });
      // The owner's "Charge card" ran without the customer: tell them, as for an automatic payment.
      if (attempt.source === 'charge_card') {
        effects.push(() => this.notifier.paymentFailed(organizationId, invoiceId, { ...notice, nextAttemptAt: invoice.nextAttemptAt }));
      }
      return;
    }
    const nextAttemptAt = nextAutopayAttemptAt(await this.firstAutopayFailureAt(manager, attempt, context.now), invoice.autopayAttempts);
    await manager.update(
      Invoice,
      { id: invoiceId },
      { status: nextAttemptAt ? 'payment_failed' : 'open', failureReason: verdict.reason, nextAttemptAt },
    );
    effects.push(() => this.notifier.paymentFailed(organizationId, invoiceId, { ...notice, nextAttemptAt }));
    if (!nextAttemptAt) {
      effects.push(() => this.notifier.autopayGaveUp(organizationId, invoiceId, { reason: verdict.reason, attempts: invoice.autopayAttempts }));
    }
  }

  private async isLatest(manager: EntityManager, attempt: InvoicePaymentAttempt): Promise<boolean> {
    const [row] = await scopedSql(manager, attempt.organizationId).query<{ latest: number }>(
      `SELECT max(attempt_number) AS latest FROM invoice_payment_attempts WHERE organization_id = $1 AND invoice_id = $2`,
      [attempt.invoiceId],
    );
    return row?.latest === attempt.attemptNumber;
  }

  /** The retry schedule counts from the first automatic failure (this one, when it is the first). */
  private async firstAutopayFailureAt(manager: EntityManager, attempt: InvoicePaymentAttempt, now: Date): Promise<Date> {
    const [row] = await scopedSql(manager, attempt.organizationId).query<{ first: Date | null }>(
      `SELECT min(completed_at) AS first FROM invoice_payment_attempts
        WHERE organization_id = $1 AND invoice_id = $2 AND source = 'autopay' AND status = 'failed'`,
      [attempt.invoiceId],
    );
    return row?.first ?? now;
  }
}

interface SettleStep {
  invoice: Invoice;
  attempt: InvoicePaymentAttempt;
  intent: ProviderPaymentIntent | null;
  verdict: Verdict;
  context: SettleContext;
  effects: Effect[];
}
