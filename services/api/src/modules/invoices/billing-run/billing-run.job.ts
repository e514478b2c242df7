import { Injectable } from '@nestjs/common';
import { JobHandler } from '../../../common/jobs/job-handler.decorator.js';
import { BillingRunService } from './billing-run.service.js';

export const MONTHLY_BILLING_JOB = 'invoices.monthly-billing-run';

/**
 * Every hour (UTC), bills each organization's previous month once its 1st has come in its own time zone. Hourly
 * rather than monthly: organizations' months start at different UTC hours, and a process that was down catches
 * up at the next hour; the run is idempotent, so the repeats create nothing.
 */
@Injectable()
export class BillingRunJob {
  constructor(private readonly billing: BillingRunService) {}

  @JobHandler(MONTHLY_BILLING_JOB, { cron: '5 * * * *', retryLimit: 3, retryDelaySeconds: 60 })
  async run(): Promise<void> {
    await this.billing.runDueBillingRuns(new Date());
  }
}
