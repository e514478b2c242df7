import { AUTOPAY_MAX_ATTEMPTS } from '@fsp/contracts';
import { HttpException, HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobHandler } from '../../../common/jobs/job-handler.decorator.js';
import { PaymentsProvider } from '../../payments/payments-provider.js';
import { CardOnFileService } from '../card-on-file.service.js';
import { AUTHENTICATION_HOLD_HOURS, DUE_CHARGE_CONCURRENCY, STALE_ATTEMPT_MINUTES } from './autopay-schedule.js';
import type { ChargeOutcome } from './charge-outcome.js';
import { InvoiceCharger } from './invoice-charger.js';

/** What one run of the charge job did. */
export interface DueChargeReport {
  /** Attempts started on due invoices (first attempts and planned retries). */
  charged: number;
  succeeded: number;
  failed: number;
  /** Processing at the provider, or waiting for the customer. */
  unsettled: number;
  /** Taken by another process or paid meanwhile (409), or the business cannot take card payments yet. */
  skipped: number;
  /** The provider did not answer: the attempt stays pending and a later run asks again. */
  errors: number;
  /** Attempts a stopped process had left pending, asked again with their idempotency key. */
  redriven: number;
}

interface DueInvoiceRow {
  id: string;
  organization_id: string;
  customer_id: string;
}

interface StaleAttemptRow {
  id: string;
  status: 'pending' | 'processing';
  payment_intent_id: string | null;
  stripe_account_id: string | null;
}

/** Runs `work` on every item, at most `size` at a time. */
async function inPool<T>(items: readonly T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

const isConflict = (error: unknown) => error instanceof HttpException && error.getStatus() === HttpStatus.CONFLICT;

/**
 * The due-date charge job (every 5 minutes, so a due invoice is charged within AUTOPAY_CHARGE_INTERVAL_MINUTES):
 * every unpaid invoice whose effective due date has come in its organization's time zone and whose customer has
 * a card with auto-pay consent, on its first automatic attempt or once its planned retry time has come. Several
 * processes may run it at once: InvoiceCharger lets one of them charge each invoice.
 */
@Injectable()
export class DueInvoiceCharges {
  private readonly logger = new Logger('DueInvoiceCharges');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly charger: InvoiceCharger,
    private readonly cardOnFile: CardOnFileService,
    private readonly provider: PaymentsProvider,
  ) {}

  @JobHandler('autopay-charge-due', { cron: '*/5 * * * *', retryLimit: 1 })
  async run(): Promise<void> {
    const report = await this.chargeDueInvoices(new Date());
    if (report.charged + report.redriven + report.errors > 0) this.logger.log(`Charge job: ${JSON.stringify(report)}`);
  }

  async chargeDueInvoices(now: Date): Promise<DueChargeReport> {
    const report: DueChargeReport = { charged: 0, succeeded: 0, failed: 0, unsettled: 0, skipped: 0, errors: 0, redriven: 0 };
    await this.redriveStaleAttempts(now, report);

    const due = (await this.dataSource.query(
      `SELECT i.id, i.organization_id, i.customer_id
         FROM invoices i
         JOIN organizations o ON o.id = i.organization_id
        WHERE i.status IN ('open', 'payment_failed')
          AND i.total_cents > 0
          AND o.stripe_account_id IS NOT NULL
          AND COALESCE(i.due_date_override, i.due_date) <= ($1::timestamptz AT TIME ZONE o.time_zone)::date
          AND (i.autopay_attempts = 0 OR (i.autopay_attempts < $2 AND i.next_attempt_at <= $1))
          -- Only customers who saved a card at all; CardOnFileService decides below which of them may be charged.
          AND EXISTS (SELECT 1 FROM customer_payment_methods m WHERE m.organization_id = i.organization_id AND m.customer_id = i.customer_id)
          AND NOT EXISTS (
                SELECT 1 FROM invoice_payment_attempts a
                 WHERE a.invoice_id = i.id AND a.status = 'requires_action'
                   AND a.attempted_at > $1::timestamptz - make_interval(hours => $3))
        ORDER BY COALESCE(i.due_date_override, i.due_date), i.id`,
      [now, AUTOPAY_MAX_ATTEMPTS, AUTHENTICATION_HOLD_HOURS],
    )) as DueInvoiceRow[];

    const byOrganization = new Map<string, DueInvoiceRow[]>();
    for (const row of due) {
      const invoices = byOrganization.get(row.organization_id);
      if (invoices) invoices.push(row);
      else byOrganization.set(row.organization_id, [row]);
    }

    const charges: Array<() => Promise<ChargeOutcome>> = [];
    for (const [organizationId, invoices] of byOrganization) {
      const accountId = await this.charger.readyAccountOf(organizationId).catch((error: unknown) => {
        if (!isConflict(error)) {
          report.errors += 1;
          this.logger.warn(`Could not check the payment account of organization ${organizationId}: ${error instanceof Error ? error.message : String(error)}`);
        }
        return null;
      });
      if (!accountId) {
        report.skipped += invoices.length;
        continue;
      }
      const cards = await this.cardOnFile.findMany(organizationId, [...new Set(invoices.map((invoice) => invoice.customer_id))]);
      for (const invoice of invoices) {
        const card = cards.get(invoice.customer_id);
        if (!card || card.provider !== this.provider.kind) continue;
        const chargeCard = { providerCustomerId: card.providerCustomerId, paymentMethodId: card.paymentMethodId };
        charges.push(() => this.charger.chargeWith({ organizationId, invoiceId: invoice.id, source: 'autopay', accountId, card: chargeCard, now }));
      }
    }

    await inPool(charges, DUE_CHARGE_CONCURRENCY, async (charge) => {
      try {
        const outcome = await charge();
        report.charged += 1;
        if (outcome.status === 'succeeded') report.succeeded += 1;
        else if (outcome.status === 'failed') report.failed += 1;
        else report.unsettled += 1;
      } catch (error) {
        if (isConflict(error)) {
          report.skipped += 1;
          return;
        }
        report.errors += 1;
        this.logger.warn(`An automatic charge failed to run: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
    return report;
  }

  /**
   * Attempts left `pending` by a process that stopped mid-charge are asked again with their idempotency key (the
   * provider answers with the payment it may already have made); `processing` ones are read back from the provider
   * in case their webhook never came.
   */
  private async redriveStaleAttempts(now: Date, report: DueChargeReport): Promise<void> {
    const staleBefore = new Date(now.getTime() - STALE_ATTEMPT_MINUTES * 60_000);
    const stale = (await this.dataSource.query(
      `SELECT a.id, a.status, a.payment_intent_id, o.stripe_account_id
         FROM invoice_payment_attempts a
         JOIN organizations o ON o.id = a.organization_id
        WHERE (a.status = 'pending' OR (a.status = 'processing' AND a.payment_intent_id IS NOT NULL))
          AND a.attempted_at <= $1
        ORDER BY a.attempted_at`,
      [staleBefore],
    )) as StaleAttemptRow[];
    await inPool(stale, DUE_CHARGE_CONCURRENCY, async (attempt) => {
      try {
        const outcome =
          attempt.status === 'pending'
            ? await this.charger.redrivePending(attempt.id, now)
            : attempt.stripe_account_id && attempt.payment_intent_id
              ? await this.charger.syncPaymentIntent(attempt.stripe_account_id, attempt.payment_intent_id, now)
              : null;
        if (outcome && attempt.status === 'pending') report.redriven += 1;
      } catch (error) {
        report.errors += 1;
        this.logger.warn(`Re-driving payment attempt ${attempt.id} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }
}
