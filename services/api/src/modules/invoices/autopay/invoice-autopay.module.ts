import { Module } from '@nestjs/common';
import { MessagingModule } from '../../messaging/messaging.module.js';
import { PaymentsModule } from '../../payments/payments.module.js';
import { InvoicesModule } from '../invoices.module.js';
import { AutopayNotifier } from './autopay-notifier.js';
import { DueInvoiceCharges } from './due-invoice-charges.js';
import { InvoiceChargeController } from './invoice-charge.controller.js';
import { InvoiceCharger } from './invoice-charger.js';
import { PaymentSettlement } from './payment-settlement.js';

/**
 * Card payments of invoices (issue 11): InvoiceCharger (used by "Charge card", the invoice page and the webhooks),
 * the due-date charge job with its retries, and the receipts and dunning messages.
 */
@Module({
  imports: [PaymentsModule, MessagingModule, InvoicesModule],
  controllers: [InvoiceChargeController],
  providers: [AutopayNotifier, PaymentSettlement, InvoiceCharger, DueInvoiceCharges],
  exports: [InvoiceCharger],
})
export class InvoiceAutopayModule {}
