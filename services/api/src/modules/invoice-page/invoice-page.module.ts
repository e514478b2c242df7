import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from '../customers/entities/customer.entity.js';
import { InvoiceAutopayModule } from '../invoices/autopay/invoice-autopay.module.js';
import { InvoicesModule } from '../invoices/invoices.module.js';
import { Invoice } from '../invoices/entities/invoice.entity.js';
import { InvoiceLine } from '../invoices/entities/invoice-line.entity.js';
import { InvoicePaymentAttempt } from '../invoices/entities/invoice-payment-attempt.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { InvoiceByToken } from './invoice-by-token.js';
import { InvoiceCardSetupService } from './invoice-card-setup.service.js';
import { InvoicePagePaymentService } from './invoice-page-payment.service.js';
import { InvoicePageController } from './invoice-page.controller.js';
import { InvoicePageService } from './invoice-page.service.js';

/** The customer's invoice page: the invoice by its public token, a card setup, and paying with the saved card. */
@Module({
  imports: [PaymentsModule, InvoicesModule, InvoiceAutopayModule, TypeOrmModule.forFeature([Invoice, InvoiceLine, InvoicePaymentAttempt, Customer, Organization])],
  controllers: [InvoicePageController],
  providers: [InvoiceByToken, InvoicePageService, InvoiceCardSetupService, InvoicePagePaymentService],
})
export class InvoicePageModule {}
