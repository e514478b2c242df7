import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerInvitesModule } from '../customer-invites/customer-invites.module.js';
import { Customer } from '../customers/entities/customer.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { Service } from '../services/entities/service.entity.js';
import { SmsConsent } from './entities/sms-consent.entity.js';
import { PublicSignupController } from './public-signup.controller.js';
import { PublicSignupService } from './public-signup.service.js';

@Module({
  imports: [CustomerInvitesModule, TypeOrmModule.forFeature([Organization, Service, Customer, SmsConsent])],
  controllers: [PublicSignupController],
  providers: [PublicSignupService],
})
export class PublicSignupModule {}
