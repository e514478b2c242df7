import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityAdminModule } from '../identity-admin/identity-admin.module.js';
import { PaymentsModule } from '../payments/payments.module.js';
import { OwnerInvitation } from './entities/owner-invitation.entity.js';
import { OwnerInvitationsController } from './owner-invitations.controller.js';
import { OwnerInvitationsService } from './owner-invitations.service.js';
import { OwnerOnboardController } from './owner-onboard.controller.js';
import { OwnerOnboardingService } from './owner-onboarding.service.js';

/** Admins invite organization owners; the invited owner accepts on the public onboarding page. */
@Module({
  imports: [TypeOrmModule.forFeature([OwnerInvitation]), IdentityAdminModule, PaymentsModule],
  controllers: [OwnerInvitationsController, OwnerOnboardController],
  providers: [OwnerInvitationsService, OwnerOnboardingService],
})
export class OwnerInvitationsModule {}
