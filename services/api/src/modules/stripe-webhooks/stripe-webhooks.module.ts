import { Module } from '@nestjs/common';
import { InvoiceAutopayModule } from '../invoices/autopay/invoice-autopay.module.js';
import { StripeWebhookEvents } from './stripe-webhook-events.js';
import { StripeWebhooksController } from './stripe-webhooks.controller.js';

/** POST /api/webhooks/stripe: payments that settle later, refunds, disputes and connected-account updates. */
@Module({
  imports: [InvoiceAutopayModule],
  controllers: [StripeWebhooksController],
  providers: [StripeWebhookEvents],
})
export class StripeWebhooksModule {}
