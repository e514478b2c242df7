import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module.js';
import { OwnerPaymentsClock } from './owner-payments-clock.js';
import { OwnerPaymentsController } from './owner-payments.controller.js';
import { PaymentAccounts } from './payment-accounts.js';
import { PaymentInsights } from './payment-insights.service.js';
import { PaymentList } from './payment-list.service.js';
import { PaymentRefunds } from './payment-refunds.service.js';
import { PaymentsCsvExport } from './payments-csv-export.service.js';
import { PendingRefundsJob } from './pending-refunds.job.js';

/**
 * The owner's card payments (issue 12): the payments list and its CSV export, refunds (with the job that settles
 * refunds left pending), the balance, monthly earnings and the payment provider's dashboard link.
 */
@Module({
  imports: [PaymentsModule],
  controllers: [OwnerPaymentsController],
  providers: [OwnerPaymentsClock, PaymentAccounts, PaymentList, PaymentsCsvExport, PaymentRefunds, PendingRefundsJob, PaymentInsights],
})
export class OwnerPaymentsModule {}
