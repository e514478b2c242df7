import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '../../common/database/returned-rows.js';
import { InvoiceCharger } from '../invoices/autopay/invoice-charger.js';
import { applyPaymentRefundsToInvoice } from '../invoices/invoice-refunds.js';

export type WebhookResult = 'processed' | 'duplicate';

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * Applies each Stripe event once. Events whose work is a few rows are recorded in stripe_webhook_events in the
 * same transaction as that work, so an event is either fully applied and recorded or neither. A payment intent's
 * event asks the provider for the intent (outside any transaction) and settles it through InvoiceCharger, which
 * settles an attempt once; the event is recorded afterwards, so a delivery that failed midway is applied on
 * Stripe's next delivery rather than lost.
 */
@Injectable()
export class StripeWebhookEvents {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly charger: InvoiceCharger,
  ) {}

  async process(event: Stripe.Event, now: Date = new Date()): Promise<WebhookResult> {
    if (await this.seen(event.id)) return 'duplicate';
    const account = event.account ?? null;
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
      case 'payment_intent.processing':
        if (account) await this.charger.syncPaymentIntent(account, event.data.object.id, now);
        return this.once(event, async () => undefined);
      case 'charge.refunded': {
        const charge = event.data.object;
        if (account) await this.ensurePaymentRecorded(account, idOf(charge.payment_intent), now);
        return this.once(event, (manager) => this.refunded(manager, account, charge));
      }
      case 'charge.dispute.created': {
        const dispute = event.data.object;
        if (account) await this.ensurePaymentRecorded(account, idOf(dispute.payment_intent), now);
        return this.once(event, (manager) => this.disputed(manager, account, dispute));
      }
      case 'account.updated':
        return this.once(event, (manager) => this.accountUpdated(manager, event.data.object));
      default:
        return this.once(event, async () => undefined);
    }
  }

  private async seen(eventId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(`SELECT 1 FROM stripe_webhook_events WHERE id = $1`, [eventId])) as unknown[];
    return rows.length > 0;
  }

  /** Records the event and does its work in one transaction; a concurrent or earlier delivery makes this one a no-op. */
  private once(event: Stripe.Event, work: (manager: EntityManager) => Promise<void>): Promise<WebhookResult> {
    return this.dataSource.transaction(async (manager) => {
      const inserted = (await manager.query(
        `INSERT INTO stripe_webhook_events (id, type, account) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, event.account ?? null],
      )) as unknown[];
      if (inserted.length === 0) return 'duplicate';
      await work(manager);
      return 'processed';
    });
  }

  /** A refund or dispute may arrive before the payment's own event: settle the payment first. */
  private async ensurePaymentRecorded(account: string, paymentIntentId: string | null, now: Date): Promise<void> {
    if (!paymentIntentId) return;
    const rows = (await this.dataSource.query(`SELECT 1 FROM payments WHERE payment_intent_id = $1`, [paymentIntentId])) as unknown[];
    if (rows.length === 0) await this.charger.syncPaymentIntent(account, paymentIntentId, now);
  }

  private async refunded(manager: EntityManager, account: string | null, charge: Stripe.Charge): Promise<void> {
    if (!account) return;
    // Events can arrive out of order: the refunded amount only grows.
    const updated = returnedRows<{ id: string; organization_id: string }>(
      await manager.query(
        `UPDATE payments p
            SET amount_refunded_cents = GREATEST(p.amount_refunded_cents, $3::int),
                status = CASE WHEN $4::boolean AND p.status = 'succeeded' THEN 'refunded' ELSE p.status END
           FROM organizations o
          WHERE o.id = p.organization_id AND o.stripe_account_id = $1
            AND (p.charge_id = $2 OR p.payment_intent_id = $5)
          RETURNING p.id, p.organization_id`,
        [account, charge.id, charge.amount_refunded, charge.refunded, idOf(charge.payment_intent)],
      ),
    );
    if (updated.length === 0) this.logger.warn(`charge.refunded for unknown charge ${charge.id} on ${account}`);
    for (const payment of updated) await applyPaymentRefundsToInvoice(manager, payment.organization_id, payment.id);
  }

  private async disputed(manager: EntityManager, account: string | null, dispute: Stripe.Dispute): Promise<void> {
    if (!account) return;
    const updated = returnedRows<{ organization_id: string; invoice_id: string | null }>(
      await manager.query(
        `UPDATE payments p
            SET status = 'disputed'
           FROM organizations o
          WHERE o.id = p.organization_id AND o.stripe_account_id = $1
            AND (p.charge_id = $2 OR p.payment_intent_id = $3)
          RETURNING p.organization_id, p.invoice_id`,
        [account, idOf(dispute.charge), idOf(dispute.payment_intent)],
      ),
    );
    if (updated.length === 0) this.logger.warn(`charge.dispute.created for unknown charge ${idOf(dispute.charge) ?? '?'} on ${account}`);
    for (const payment of updated) {
      if (!payment.invoice_id) continue;
      await manager.query(`UPDATE invoices SET status = 'disputed', updated_at = now() WHERE organization_id = $1 AND id = $2 AND status = 'paid'`, [
        payment.organization_id,
        payment.invoice_id,
      ]);
    }
  }

  private async accountUpdated(manager: EntityManager, account: Stripe.Account): Promise<void> {
    const onboarded = Boolean(account.charges_enabled) && Boolean(account.details_submitted);
    await manager.query(`UPDATE organizations SET stripe_onboarding_completed = $2, updated_at = now() WHERE stripe_account_id = $1`, [account.id, onboarded]);
  }
}
