import { Injectable, Logger } from '@nestjs/common';
import { JobHandler } from '../../common/jobs/job-handler.decorator.js';
import { OwnerPaymentsClock } from './owner-payments-clock.js';
import { PaymentRefunds } from './payment-refunds.service.js';

/**
 * Every 5 minutes: refunds a stopped process left pending (the provider's answer never recorded) are asked again
 * with their idempotency key, so each is made at most once and its reservation is settled either way.
 */
@Injectable()
export class PendingRefundsJob {
  private readonly logger = new Logger('PendingRefundsJob');

  constructor(
    private readonly refunds: PaymentRefunds,
    private readonly clock: OwnerPaymentsClock,
  ) {}

  @JobHandler('owner-payments-pending-refunds', { cron: '*/5 * * * *', retryLimit: 1 })
  async run(): Promise<void> {
    const report = await this.refunds.retryPending(this.clock.now());
    if (report.retried > 0) this.logger.log(`Pending refunds: ${JSON.stringify(report)}`);
  }
}
