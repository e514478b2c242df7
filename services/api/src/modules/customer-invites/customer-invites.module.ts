import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CustomerInvite } from './entities/customer-invite.entity.js';
import { InviteCodesService } from './invite-codes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([CustomerInvite])],
  providers: [InviteCodesService],
  exports: [InviteCodesService, TypeOrmModule],
})
export class CustomerInvitesModule {}
