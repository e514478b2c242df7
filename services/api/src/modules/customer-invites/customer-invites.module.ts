import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MessagingModule } from '../messaging/messaging.module.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { CustomerInvitesController } from './customer-invites.controller.js';
import { CustomerInvitesService } from './customer-invites.service.js';
import { CustomerInvite } from './entities/customer-invite.entity.js';
import { InviteCodesService } from './invite-codes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerInvite, Organization]), MessagingModule],
  controllers: [CustomerInvitesController],
  providers: [InviteCodesService, CustomerInvitesService],
  exports: [InviteCodesService, TypeOrmModule],
})
export class CustomerInvitesModule {}
