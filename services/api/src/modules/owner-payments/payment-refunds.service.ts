import { PAYMENT_ACTIVITY_API_ERRORS, PAYMENT_ACTIVITY_MESSAGES, PAYMENT_MESSAGES, type RefundRequest, type RefundResponse } from '@fsp/contracts';
import { BadRequestException, ConflictException, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { returnedRows } from '../../common/database/returned-rows.js';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import { Payment, type PaymentRecordStatus } from '../invoices/entities/payment.entity.js';
import { applyPaymentRefundsToInvoice } from '../invoices/invoice-refunds.js';
import { createdFormatter } from '../payments/payment-created-format.js';
import { PaymentsProvider, type ProviderPayment, type ProviderRefund } from '../payments/payments-provider.js';
import { OwnerPaymentsClock } from './owner-payments-clock.js';
import { PaymentAccounts } from './payment-accounts.js';
import { toPaymentItem } from './payment-items.js';

/** A refund still pending this long after it was asked for was left by a process that stopped: the job asks again. */
export const STALE_REFUND_MINUTES = 5;
/**
 * Stripe forgets idempotency keys after 24 hours, so a refund is never asked again after that (it could then be made
 * twice): it is recorded as failed and its reservation released. Had the first request refunded, the provider's
 * charge.refunded webhook still records the amount.
 */
export const REFUND_GIVE_UP_HOURS = 24;
/**
 * Provider calls of one run of the job, at most. Kept small: the calls are one after the other, and while the
 * provider is down each may take its timeout (twice, with the SDK's retry) before failing.
 */
const RETRY_BATCH = 50;

const REFUND_NOT_CONFIRMED = 'The payment provider did not confirm this refund.';

/** Payment statuses of the ledger for money received: the ones a payment missing from it is recorded with. */
const RECEIVED_STATUSES: ReadonlySet<string> = new Set<PaymentRecordStatus>(['succeeded', 'refunded', 'disputed']);

interface LedgerPayment {
  id: string;
  status: PaymentRecordStatus;
}

interface RefundRow {
  id: string;
  payment_id: string;
  payment_intent_id: string;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed';
  provider_refund_id: string | null;
  failure_reason: string | null;
}

interface StaleRefundRow extends RefundRow {
  organization_id: string;
  stripe_account_id: string | null;
  created_at: Date;
}

interface ReservationRow {
  amount_cents: number;
  amount_refunded_cents: number;
  refund_reserved_cents: number;
  status: PaymentRecordStatus;
}

const REFUND_COLUMNS = 'id, payment_id, payment_intent_id, amount_cents, status, provider_refund_id, failure_reason';

export interface PendingRefundReport {
  retried: number;
  succeeded: number;
  failed: number;
  /** The provider still did not answer: left pending for the next run. */
  errors: number;
}

function messageOf(error: HttpException): string {
  const body = error.getResponse();
  if (typeof body === 'string') return body;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' ? message : error.message;
}

/**
 * POST /api/owner/stripe/refund: refunds exactly once and never more than was paid. The refund is recorded (pending,
 * under the request's idempotency key) together with a reservation of its amount on the payment, in one transaction
 * that only succeeds while amount − refunded − reserved covers it; the provider is then asked outside any transaction
 * with the refund row's id as idempotency key; its answer settles the refund, the payment and the invoice the payment
 * paid, in one transaction. A refund whose provider call never answered stays pending (and reserved), and
 * PendingRefundsJob asks again with the same key.
 */
@Injectable()
export class PaymentRefunds {
  private readonly logger = new Logger('PaymentRefunds');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: PaymentAccounts,
    private readonly provider: PaymentsProvider,
    private readonly clock: OwnerPaymentsClock,
  ) {}

  async refund(organizationId: string, requestedBy: string | null, request: RefundRequest, idempotencyKey: string | null): Promise<RefundResponse> {
    const account = await this.accounts.read(organizationId);
    if (!account.accountId) throw new ConflictException(PAYMENT_MESSAGES.noPaymentAccount);
    const payment = await this.ledgerPayment(organizationId, account.accountId, request.payment_intent);
    const refund = await this.reserve(organizationId, payment, request, idempotencyKey ?? randomUUID(), requestedBy);

    let refundId: string;
    if (refund.status === 'succeeded' && refund.provider_refund_id) refundId = refund.provider_refund_id;
    else if (refund.status === 'failed') throw new BadRequestException(refund.failure_reason ?? PAYMENT_MESSAGES.refundFailed);
    else refundId = await this.ask(organizationId, account.accountId, refund);

    const after = await this.provider.retrievePayment(account.accountId, request.payment_intent);
    if (!after) throw new NotFoundException(PAYMENT_ACTIVITY_MESSAGES.paymentNotFound);
    return { ok: true, refund_id: refundId, payment: toPaymentItem(after, createdFormatter(account.timeZone)) };
  }

  /**
   * Refunds left pending for STALE_REFUND_MINUTES, asked again with their idempotency key (the provider answers with
   * the refund it may already have made); those older than REFUND_GIVE_UP_HOURS are given up.
   */
  async retryPending(now: Date): Promise<PendingRefundReport> {
    const report: PendingRefundReport = { retried: 0, succeeded: 0, failed: 0, errors: 0 };
    const stale = (await this.dataSource.query(
      `SELECT r.id, r.payment_id, r.payment_intent_id, r.amount_cents, r.status, r.provider_refund_id, r.failure_reason,
              r.organization_id, r.created_at, o.stripe_account_id
         FROM payment_refunds r
         JOIN organizations o ON o.id = r.organization_id
        WHERE r.status = 'pending' AND r.created_at <= $1
        ORDER BY r.created_at
        LIMIT $2`,
      [new Date(now.getTime() - STALE_REFUND_MINUTES * 60_000), RETRY_BATCH],
    )) as StaleRefundRow[];
    for (const refund of stale) {
      report.retried += 1;
      const expired = now.getTime() - new Date(refund.created_at).getTime() >= REFUND_GIVE_UP_HOURS * 60 * 60_000;
      if (expired || !refund.stripe_account_id) {
        await this.recordFailure(refund.organization_id, refund, REFUND_NOT_CONFIRMED, now);
        report.failed += 1;
        continue;
      }
      try {
        await this.ask(refund.organization_id, refund.stripe_account_id, refund, now);
        report.succeeded += 1;
      } catch (error) {
        if (error instanceof HttpException && error.getStatus() < 500) report.failed += 1;
        else report.errors += 1;
      }
    }
    return report;
  }

  /**
   * The payment in the ledger of this organization. One the provider has on this organization's account but the ledger
   * lacks (paid at Stripe outside this product) is recorded first, so that it can be refunded too.
   */
  private async ledgerPayment(organizationId: string, accountId: string, paymentIntentId: string): Promise<LedgerPayment> {
    const sql = scopedSql(this.dataSource, organizationId);
    const select = () =>
      sql.query<LedgerPayment>(`SELECT id, status FROM payments WHERE organization_id = $1 AND payment_intent_id = $2`, [paymentIntentId]);
    const [recorded] = await select();
    if (recorded) return recorded;

    const provided = await this.provider.retrievePayment(accountId, paymentIntentId);
    if (!provided) throw new NotFoundException(PAYMENT_ACTIVITY_MESSAGES.paymentNotFound);
    if (!RECEIVED_STATUSES.has(provided.status)) throw new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.notRefundable);
    await this.dataSource.createQueryBuilder().insert().into(Payment).values(this.ledgerRowOf(organizationId, provided)).orIgnore().execute();
    const [inserted] = await select();
    if (!inserted) throw new NotFoundException(PAYMENT_ACTIVITY_MESSAGES.paymentNotFound);
    return inserted;
  }

  private ledgerRowOf(organizationId: string, payment: ProviderPayment): Partial<Payment> {
    return {
      organizationId,
      method: 'card',
      provider: this.provider.kind,
      paymentIntentId: payment.paymentIntentId,
      chargeId: payment.id === payment.paymentIntentId ? null : payment.id,
      description: payment.description,
      customerEmail: payment.customerEmail,
      cardBrand: payment.cardBrand,
      last4: payment.last4,
      amountCents: payment.amountCents,
      amountRefundedCents: payment.amountRefundedCents,
      feeCents: payment.feeCents,
      // The ledger's net is what the charge left before refunds (the list's net_minor is after them).
      netCents: payment.amountCents - payment.feeCents,
      currency: payment.currency,
      status: payment.status as PaymentRecordStatus,
      createdAt: payment.created,
    };
  }

  /**
   * The refund of this idempotency key: a new one, pending, with its amount reserved on the payment (400 when the
   * payment cannot give it), or the one an earlier request with the same key made.
   */
  private async reserve(organizationId: string, payment: LedgerPayment, request: RefundRequest, key: string, requestedBy: string | null): Promise<RefundRow> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const sql = scopedSql(manager, organizationId);
      const inserted = (await manager.query(
        `INSERT INTO payment_refunds (organization_id, payment_id, payment_intent_id, idempotency_key, amount_cents, currency, status, requested_by, created_at)
         VALUES ($1, $2, $3, $4, $5, (SELECT p.currency FROM payments p WHERE p.organization_id = $1 AND p.id = $2), 'pending', $6, $7)
         ON CONFLICT (organization_id, idempotency_key) DO NOTHING
         RETURNING ${REFUND_COLUMNS}`,
        [organizationId, payment.id, request.payment_intent, key, request.amount_minor, requestedBy, now],
      )) as RefundRow[];
      const refund = inserted[0];
      if (!refund) {
        const [earlier] = await sql.query<RefundRow>(`SELECT ${REFUND_COLUMNS} FROM payment_refunds WHERE organization_id = $1 AND idempotency_key = $2`, [key]);
        if (!earlier) throw new Error(`Refund ${key} of organization ${organizationId} vanished`);
        if (earlier.payment_id !== payment.id || earlier.amount_cents !== request.amount_minor) {
          throw new ConflictException(PAYMENT_ACTIVITY_API_ERRORS.idempotencyKeyReused);
        }
        return earlier;
      }
      const reserved = returnedRows<{ id: string }>(
        await sql.query(
          `UPDATE payments SET refund_reserved_cents = refund_reserved_cents + $3
            WHERE organization_id = $1 AND id = $2 AND status = 'succeeded'
              AND amount_cents - amount_refunded_cents - refund_reserved_cents >= $3
           RETURNING id`,
          [payment.id, request.amount_minor],
        ),
      );
      if (reserved.length === 0) throw await this.refusal(organizationId, payment.id, request.amount_minor, manager);
      return refund;
    });
  }

  /** Why a reservation failed (the exception rolls the refund row back). */
  private async refusal(organizationId: string, paymentId: string, amount: number, manager: Pick<DataSource, 'query'>): Promise<HttpException> {
    const [row] = await scopedSql(manager, organizationId).query<ReservationRow>(
      `SELECT amount_cents, amount_refunded_cents, refund_reserved_cents, status FROM payments WHERE organization_id = $1 AND id = $2`,
      [paymentId],
    );
    if (!row || row.status !== 'succeeded') return new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.notRefundable);
    if (row.amount_cents - row.amount_refunded_cents < amount) return new BadRequestException(PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge);
    return new ConflictException(PAYMENT_ACTIVITY_MESSAGES.refundInProgress);
  }

  /**
   * Asks the provider for a pending refund (again, with the same key, when retried) and records its answer: the
   * provider's id on success; its 4xx refusal (the refund failed, the reservation released) or a 502 "Refund failed"
   * when it did not answer (the refund stays pending for PendingRefundsJob).
   */
  private async ask(organizationId: string, accountId: string, refund: RefundRow, now: Date = this.clock.now()): Promise<string> {
    let answer: ProviderRefund;
    try {
      answer = await this.provider.createRefund({
        accountId,
        paymentIntentId: refund.payment_intent_id,
        amountCents: refund.amount_cents,
        idempotencyKey: refund.id,
        metadata: { organization_id: organizationId, payment_refund_id: refund.id },
      });
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() < 500) {
        await this.recordFailure(organizationId, refund, messageOf(error), now);
        throw error;
      }
      this.logger.warn(
        `Refund ${refund.id} of ${refund.payment_intent_id} got no answer from the payment provider; it stays pending: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new ProviderFailureException(PAYMENT_MESSAGES.refundFailed);
    }
    if (answer.status === 'failed' || answer.status === 'canceled') {
      await this.recordFailure(organizationId, refund, PAYMENT_MESSAGES.refundFailed, now);
      throw new BadRequestException(PAYMENT_MESSAGES.refundFailed);
    }
    await this.recordSuccess(organizationId, refund, answer, now);
    return answer.id;
  }

  /** The refund succeeded: its reservation becomes refunded money on the payment and on the invoice it paid. Once. */
  private async recordSuccess(organizationId: string, refund: RefundRow, answer: ProviderRefund, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const sql = scopedSql(manager, organizationId);
      const settled = returnedRows<{ id: string }>(
        await sql.query(
          `UPDATE payment_refunds
              SET status = 'succeeded', provider_refund_id = $3, application_fee_refunded_cents = $4, failure_reason = NULL, completed_at = $5
            WHERE organization_id = $1 AND id = $2 AND status = 'pending'
           RETURNING id`,
          [refund.id, answer.id, answer.applicationFeeRefundedCents, now],
        ),
      );
      if (settled.length === 0) return;
      // Stripe's charge.refunded webhook may have recorded the total already: the refunded amount only grows.
      await sql.query(
        `UPDATE payments
            SET refund_reserved_cents = GREATEST(refund_reserved_cents - $3, 0),
                amount_refunded_cents = GREATEST(amount_refunded_cents, $4::int),
                status = CASE WHEN status = 'succeeded' AND GREATEST(amount_refunded_cents, $4::int) >= amount_cents THEN 'refunded' ELSE status END
          WHERE organization_id = $1 AND id = $2`,
        [refund.payment_id, refund.amount_cents, answer.paymentAmountRefundedCents],
      );
      await applyPaymentRefundsToInvoice(manager, organizationId, refund.payment_id);
    });
  }

  /** The refund failed: recorded with its reason, and its reservation released. Once. */
  private async recordFailure(organizationId: string, refund: RefundRow, reason: string, now: Date): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const sql = scopedSql(manager, organizationId);
      const failed = returnedRows<{ id: string }>(
        await sql.query(
          `UPDATE payment_refunds SET status = 'failed', failure_reason = $3, completed_at = $4
            WHERE organization_id = $1 AND id = $2 AND status = 'pending'
           RETURNING id`,
          [refund.id, reason, now],
        ),
      );
      if (failed.length === 0) return;
      await sql.query(`UPDATE payments SET refund_reserved_cents = GREATEST(refund_reserved_cents - $3, 0) WHERE organization_id = $1 AND id = $2`, [
        refund.payment_id,
        refund.amount_cents,
      ]);
    });
  }
}
