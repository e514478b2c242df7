import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerInvitesModule } from '../customer-invites/customer-invites.module.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { CustomerPaymentConsent } from './entities/customer-payment-consent.entity.js';
import { CustomerPaymentMethod } from './entities/customer-payment-method.entity.js';
import { SignupPaymentSetup } from './entities/signup-payment-setup.entity.js';
import { SignupPaymentsController } from './signup-payments.controller.js';
import { SignupPaymentsService } from './signup-payments.service.js';

/** The customer signup payment step: setup intent, consent and the saved card. */
@Module({
  imports: [
    CustomerInvitesModule,
    PaymentsModule,
    TypeOrmModule.forFeature([Customer, SignupPaymentSetup, CustomerPaymentConsent, CustomerPaymentMethod]),
  ],
  controllers: [SignupPaymentsController],
  providers: [SignupPaymentsService],
})
export class SignupPaymentsModule {}
