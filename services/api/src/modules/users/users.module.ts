import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityAdminModule } from '../identity-admin/identity-admin.module.js';
import { TrialOnboardingModule } from '../trial-onboarding/trial-onboarding.module.js';
import { User } from './entities/user.entity.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UserSettingsService } from './user-settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), TrialOnboardingModule, IdentityAdminModule],
  controllers: [UsersController],
  providers: [UsersService, UserSettingsService],
  exports: [UsersService, TypeOrmModule],
})
export class UsersModule {}
