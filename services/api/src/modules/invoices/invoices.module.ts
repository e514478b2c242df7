import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from '../customers/entities/customer.entity.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { BillingRunJob } from './billing-run/billing-run.job.js';
import { BillingRunService } from './billing-run/billing-run.service.js';
import { CardOnFileService } from './card-on-file.service.js';
import { InvoiceLine } from './entities/invoice-line.entity.js';
import { InvoicePaymentAttempt } from './entities/invoice-payment-attempt.entity.js';
import { Invoice } from './entities/invoice.entity.js';
import { Payment } from './entities/payment.entity.js';
import { InvoiceSender } from './invoice-sender.service.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/**
 * Invoices: the list and detail, due dates, sending, manual payments, the dashboard's invoice of a visit and the
 * monthly billing run (with its scheduled job). Exports InvoicesService (detail) and CardOnFileService to autopay
 * and the invoice page.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice, InvoiceLine, InvoicePaymentAttempt, Payment, Customer]), ScheduleModule, MessagingModule],
  controllers: [InvoicesController],
  providers: [InvoicesService, CardOnFileService, InvoiceSender, BillingRunService, BillingRunJob],
  exports: [InvoicesService, CardOnFileService],
})
export class InvoicesModule {}
