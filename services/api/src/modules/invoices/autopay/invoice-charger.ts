import {
  AUTOPAY_MAX_ATTEMPTS,
  INVOICE_API_ERRORS,
  isInvoiceSettled,
  PAYMENT_FAILURE_REASONS,
  type InvoiceStatus,
  type PaymentAttemptSource,
} from '@fsp/contracts';
import { ConflictException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../../common/errors/postgres-error.js';
import { scopedTo } from '../../../common/tenancy/organization-scoped-repository.js';
import { scopedSql } from '../../../common/tenancy/organization-scoped-sql.js';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import { Organization } from '../../organizations/entities/organization.entity.js';
import { PaymentOnboardingService } from '../../payments/payment-onboarding.service.js';
import { PaymentsProvider, type ProviderPaymentIntent } from '../../payments/payments-provider.js';
import { CardOnFileService } from '../card-on-file.service.js';
import { InvoicePaymentAttempt } from '../entities/invoice-payment-attempt.entity.js';
import { Invoice } from '../entities/invoice.entity.js';
import { applicationFeeCents, attemptIdempotencyKey, REDRIVE_GIVE_UP_HOURS } from './autopay-schedule.js';
import type { ChargeCard, ChargeOptions, ChargeOutcome } from './charge-outcome.js';
import { paymentDescription, PaymentSettlement, type AttemptRef } from './payment-settlement.js';

export type { ChargeCard, ChargeOptions, ChargeOutcome } from './charge-outcome.js';

/** A charge whose connected account and card are known (the charge job resolves them once per organization). */
export interface ResolvedCharge {
  organizationId: string;
  invoiceId: string;
  source: PaymentAttemptSource;
  accountId: string;
  card: ChargeCard;
  returnUrl?: string;
  now: Date;
}

/** What the provider call needs of the invoice (the payment's description and metadata, which names who paid). */
type ChargedInvoice = Pick<Invoice, 'id' | 'organizationId' | 'description' | 'periodStart' | 'periodEnd'> & {
  customerName: string | null;
  customerEmail: string | null;
};

interface StartedAttempt {
  invoice: ChargedInvoice;
  attempt: Pick<InvoicePaymentAttempt, 'id' | 'invoiceId' | 'attemptNumber' | 'source' | 'amountCents' | 'currency'>;
  previousStatus: InvoiceStatus;
}

interface StartedAttemptRow {
  previous_status: InvoiceStatus;
  total_cents: number;
  currency: string;
  description: string | null;
  period_start: string;
  period_end: string;
  attempt_id: string;
  attempt_number: number;
  customer_name: string | null;
  customer_email: string | null;
}

/** Internal: the charge job skips an invoice whose automatic attempt another process has just made. */
const AUTOPAY_NOT_DUE = 'No automatic payment attempt is due for this invoice';

/** 409 unless the invoice may be charged now: settled invoices (paid, refunded, disputed) and in-flight payments refuse. */
export function assertChargeable(status: InvoiceStatus): void {
  if (isInvoiceSettled(status)) throw new ConflictException(INVOICE_API_ERRORS.alreadyPaid);
  if (status === 'processing') throw new ConflictException(INVOICE_API_ERRORS.paymentInProgress);
}

/**
 * Charges an invoice by card, once (issue 11 "Never charge twice"): the attempt is allocated by an insert under the
 * unique (invoice, attempt number) index while the invoice row is locked and moved to `processing`, so a second
 * caller finds it in progress and stops; the provider is called outside any transaction with the idempotency key
 * `invoice-<id>-attempt-<n>`; then PaymentSettlement applies the answer. An attempt whose provider call never
 * answered stays `pending`, and the charge job asks again with the same key.
 */
@Injectable()
export class InvoiceCharger {
  private readonly logger = new Logger('InvoiceCharger');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly provider: PaymentsProvider,
    private readonly cardOnFile: CardOnFileService,
    private readonly onboarding: PaymentOnboardingService,
    private readonly settlement: PaymentSettlement,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * One attempt at `invoiceId`: 404 for another organization's invoice, 409 alreadyPaid / paymentInProgress /
   * noAutopayCard (no card given and none on file) / paymentsNotSetUp. Declines are outcomes, not errors; an
   * unreachable provider rejects with ProviderFailureException (502).
   */
  async charge(organizationId: string, invoiceId: string, options: ChargeOptions): Promise<ChargeOutcome> {
    const now = options.now ?? new Date();
    const invoice = await scopedTo(this.dataSource.getRepository(Invoice), organizationId).findOneOrFail({ id: invoiceId }, INVOICE_API_ERRORS.notFound);
    assertChargeable(invoice.status);
    const card = options.card ?? (await this.cardOnFileOf(organizationId, invoice.customerId));
    if (!card) throw new ConflictException(INVOICE_API_ERRORS.noAutopayCard);
    const accountId = await this.readyAccountOf(organizationId);
    return this.chargeWith({ organizationId, invoiceId, source: options.source, accountId, card, returnUrl: options.returnUrl, now });
  }

  async chargeWith(request: ResolvedCharge): Promise<ChargeOutcome> {
    await this.cancelAbandonedAuthentications(request);
    const started = await this.startAttempt(request);
    const intent = await this.callProvider(started, request);
    const ref = { ...started.attempt, description: paymentDescription(started.invoice) };
    return this.settlement.apply(ref, intent, { now: request.now, restoreStatus: started.previousStatus });
  }

  /**
   * The provider's final word on a payment (after the customer's authentication, or from a webhook), applied to
   * its attempt; null when the provider or this account does not know the intent. Idempotent.
   */
  async syncPaymentIntent(accountId: string, paymentIntentId: string, now: Date = new Date()): Promise<ChargeOutcome | null> {
    const intent = await this.provider.retrievePaymentIntent(accountId, paymentIntentId);
    if (!intent) return null;
    const attempt = await this.attemptOf(accountId, intent);
    return attempt ? this.settlement.apply(attempt, intent, { now }) : null;
  }

  /**
   * Asks the provider again, with the same idempotency key, for an attempt a stopped process left pending: the
   * provider answers with the payment it may already have made. Two charge jobs doing so at once make the same
   * request twice, which the key makes harmless. An attempt the provider keeps refusing is given up (failed) once
   * REDRIVE_GIVE_UP_HOURS have passed since it started, so that its invoice can be paid again.
   */
  async redrivePending(attemptId: string, now: Date): Promise<ChargeOutcome | null> {
    const attempt = await this.dataSource.getRepository(InvoicePaymentAttempt).findOneBy({ id: attemptId, status: 'pending' });
    if (!attempt) return null;
    const invoice = await this.dataSource.getRepository(Invoice).findOneByOrFail({ id: attempt.invoiceId });
    const organization = await this.dataSource.getRepository(Organization).findOneByOrFail({ id: attempt.organizationId });
    const card = attempt.paymentMethodId ? await this.savedCard(attempt.organizationId, attempt.paymentMethodId) : null;
    if (!organization.stripeAccountId || !card) {
      // The request cannot be repeated without the saved card. Had the first call charged, that payment's webhook
      // still settles this attempt (a success overrides a failure).
      return this.settlement.fail(attempt, PAYMENT_FAILURE_REASONS.providerUnavailable, { now });
    }
    const request: ResolvedCharge = {
      organizationId: attempt.organizationId,
      invoiceId: invoice.id,
      source: attempt.source,
      accountId: organization.stripeAccountId,
      card,
      now,
    };
    let intent: ProviderPaymentIntent;
    try {
      // The customer as the first call named them (stored with the attempt): Stripe refuses a key replayed with other parameters.
      const charged = { ...invoice, customerName: attempt.customerName, customerEmail: attempt.customerEmail };
      intent = await this.callProvider({ invoice: charged, attempt, previousStatus: invoice.status }, request);
    } catch (error) {
      if (now.getTime() - attempt.attemptedAt.getTime() < REDRIVE_GIVE_UP_HOURS * 60 * 60_000) throw error;
      return this.settlement.fail(attempt, PAYMENT_FAILURE_REASONS.providerUnavailable, { now });
    }
    return this.settlement.apply({ ...attempt, description: paymentDescription(invoice) }, intent, { now });
  }

  /**
   * A payment left waiting for the customer's authentication is canceled at the provider before another attempt, so
   * completing its authentication later cannot charge a second time. One completed meanwhile settles the invoice
   * instead, and the new attempt then finds it paid (409).
   */
  private async cancelAbandonedAuthentications({ organizationId, invoiceId, accountId, now }: ResolvedCharge): Promise<void> {
    const waiting = await scopedSql(this.dataSource, organizationId).query<{ id: string; payment_intent_id: string }>(
      `SELECT id, payment_intent_id FROM invoice_payment_attempts
        WHERE organization_id = $1 AND invoice_id = $2 AND status = 'requires_action' AND payment_intent_id IS NOT NULL`,
      [invoiceId],
    );
    for (const attempt of waiting) {
      const intent = await this.provider.cancelPaymentIntent(accountId, attempt.payment_intent_id);
      if (intent) await this.settlement.apply({ id: attempt.id, invoiceId }, intent, { now });
    }
  }

  /** The organization's connected account once it may take charges; 409 paymentsNotSetUp otherwise. */
  async readyAccountOf(organizationId: string): Promise<string> {
    const organization = await this.dataSource.getRepository(Organization).findOneByOrFail({ id: organizationId });
    if (!organization.stripeAccountId) throw new ConflictException(INVOICE_API_ERRORS.paymentsNotSetUp);
    if (organization.stripeOnboardingCompleted) return organization.stripeAccountId;
    // Finished on the provider's pages since the owner last looked: the status check records it.
    const status = await this.onboarding.status(organizationId);
    if (!status.onboarded) throw new ConflictException(INVOICE_API_ERRORS.paymentsNotSetUp);
    return organization.stripeAccountId;
  }

  private async cardOnFileOf(organizationId: string, customerId: string): Promise<ChargeCard | null> {
    const card = await this.cardOnFile.find(organizationId, customerId);
    // A card saved with another provider (sandbox before Stripe keys were set) cannot be charged here.
    if (!card || card.provider !== this.provider.kind) return null;
    return { providerCustomerId: card.providerCustomerId, paymentMethodId: card.paymentMethodId };
  }

  /**
   * One statement: locks the invoice, moves it to `processing` (only from open or payment_failed, and for an
   * automatic attempt only while one is due) and inserts the next attempt; nothing when the invoice may not be
   * charged now, and a unique violation when another process allocated the same attempt number.
   */
  private async startAttempt(request: ResolvedCharge): Promise<StartedAttempt> {
    let rows: StartedAttemptRow[];
    try {
      rows = (await this.dataSource.query(
        `WITH before AS (
           SELECT id, status FROM invoices WHERE organization_id = $1 AND id = $2 FOR UPDATE
         ), moved AS (
           UPDATE invoices i
              SET status = 'processing', updated_at = now(),
                  autopay_attempts = i.autopay_attempts + CASE WHEN $3::boolean THEN 1 ELSE 0 END
             FROM before
            WHERE i.organization_id = $1 AND i.id = before.id AND i.status IN ('open', 'payment_failed')
              AND (NOT $3::boolean OR i.autopay_attempts = 0 OR (i.autopay_attempts < $4 AND i.next_attempt_at <= $5::timestamptz))
           RETURNING i.id, i.customer_id, i.total_cents, i.currency, i.description, i.period_start, i.period_end, before.status AS previous_status
         ), attempt AS (
           INSERT INTO invoice_payment_attempts
                  (organization_id, invoice_id, attempt_number, source, status, amount_cents, currency, provider, payment_method_id,
                   customer_name, customer_email, attempted_at)
           SELECT $1, m.id,
                  (SELECT COALESCE(max(a.attempt_number), 0) + 1 FROM invoice_payment_attempts a WHERE a.organization_id = $1 AND a.invoice_id = m.id),
                  $6::text, 'pending', m.total_cents, m.currency, $7::text, $8::text, c.name, c.email, $5::timestamptz
             FROM moved m
             LEFT JOIN customers c ON c.organization_id = $1 AND c.id = m.customer_id
           RETURNING id, attempt_number, customer_name, customer_email
         )
         SELECT m.previous_status, m.total_cents, m.currency, m.description,
                to_char(m.period_start, 'YYYY-MM-DD') AS period_start, to_char(m.period_end, 'YYYY-MM-DD') AS period_end,
                a.id AS attempt_id, a.attempt_number, a.customer_name, a.customer_email
           FROM moved m
           CROSS JOIN attempt a`,
        [
          request.organizationId,
          request.invoiceId,
          request.source === 'autopay',
          AUTOPAY_MAX_ATTEMPTS,
          request.now,
          request.source,
          this.provider.kind,
          request.card.paymentMethodId,
        ],
      )) as StartedAttemptRow[];
    } catch (error) {
      // Another process allocated this attempt: it is charging the invoice.
      if (isUniqueViolation(error)) throw new ConflictException(INVOICE_API_ERRORS.paymentInProgress);
      throw error;
    }
    const started = rows[0];
    if (!started) {
      const invoice = await scopedTo(this.dataSource.getRepository(Invoice), request.organizationId).findOneOrFail(
        { id: request.invoiceId },
        INVOICE_API_ERRORS.notFound,
      );
      assertChargeable(invoice.status);
      // Another process made this automatic attempt since the charge job chose the invoice; anyone else met a payment in flight.
      throw new ConflictException(request.source === 'autopay' ? AUTOPAY_NOT_DUE : INVOICE_API_ERRORS.paymentInProgress);
    }
    return {
      invoice: {
        id: request.invoiceId,
        organizationId: request.organizationId,
        description: started.description,
        periodStart: started.period_start,
        periodEnd: started.period_end,
        customerName: started.customer_name,
        customerEmail: started.customer_email,
      },
      attempt: {
        id: started.attempt_id,
        invoiceId: request.invoiceId,
        attemptNumber: started.attempt_number,
        source: request.source,
        amountCents: started.total_cents,
        currency: started.currency,
      },
      previousStatus: started.previous_status,
    };
  }

  private async callProvider({ invoice, attempt }: StartedAttempt, request: ResolvedCharge): Promise<ProviderPaymentIntent> {
    try {
      return await this.provider.createPaymentIntent({
        accountId: request.accountId,
        customerId: request.card.providerCustomerId,
        paymentMethodId: request.card.paymentMethodId,
        amountCents: attempt.amountCents,
        currency: attempt.currency.toLowerCase(),
        applicationFeeCents: applicationFeeCents(attempt.amountCents, this.config.payments.platformFeeBps ?? 0),
        description: paymentDescription(invoice),
        metadata: {
          invoice_id: invoice.id,
          organization_id: invoice.organizationId,
          attempt_number: String(attempt.attemptNumber),
          // Who paid, for the payments list of either provider.
          ...(invoice.customerName ? { customer_name: invoice.customerName } : {}),
          ...(invoice.customerEmail ? { customer_email: invoice.customerEmail } : {}),
        },
        idempotencyKey: attemptIdempotencyKey(invoice.id, attempt.attemptNumber),
        offSession: attempt.source !== 'invoice_page',
        ...(request.returnUrl ? { returnUrl: request.returnUrl } : {}),
      });
    } catch (error) {
      this.logger.warn(
        `Attempt ${attempt.attemptNumber} of invoice ${invoice.id} got no answer from the payment provider; the charge job asks again: ${
          error instanceof Error ? error.message : String(error)
        }`,
      );
      throw error;
    }
  }

  /** The attempt a payment intent belongs to, on this connected account: by intent id, else by the metadata the charge set. */
  private async attemptOf(accountId: string, intent: ProviderPaymentIntent): Promise<AttemptRef | null> {
    const attemptNumber = Number.parseInt(intent.metadata['attempt_number'] ?? '', 10);
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.invoice_id, a.payment_intent_id
         FROM invoice_payment_attempts a
         JOIN organizations o ON o.id = a.organization_id
        WHERE o.stripe_account_id = $1
          AND (a.payment_intent_id = $2 OR (a.invoice_id::text = $3 AND a.attempt_number = $4))
        ORDER BY (a.payment_intent_id = $2) DESC NULLS LAST
        LIMIT 1`,
      [accountId, intent.id, intent.metadata['invoice_id'] ?? '', Number.isInteger(attemptNumber) ? attemptNumber : null],
    )) as Array<{ id: string; invoice_id: string; payment_intent_id: string | null }>;
    const row = rows[0];
    if (!row || (row.payment_intent_id !== null && row.payment_intent_id !== intent.id)) return null;
    return { id: row.id, invoiceId: row.invoice_id };
  }

  private async savedCard(organizationId: string, paymentMethodId: string): Promise<ChargeCard | null> {
    const [row] = await scopedSql(this.dataSource, organizationId).query<{ provider_customer_id: string }>(
      `SELECT provider_customer_id FROM customer_payment_methods
        WHERE organization_id = $1 AND payment_method_id = $2
        ORDER BY created_at DESC LIMIT 1`,
      [paymentMethodId],
    );
    return row ? { providerCustomerId: row.provider_customer_id, paymentMethodId } : null;
  }
}
