import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthClock } from '../../common/auth/auth-clock.js';
import { IdentityAdminModule } from '../identity-admin/identity-admin.module.js';
import { TrialOnboardingModule } from '../trial-onboarding/trial-onboarding.module.js';
import { User } from './entities/user.entity.js';
import { UserCache } from './user-cache.js';
import { UserChangesListener } from './user-changes.listener.js';
import { UserWritesSubscriber } from './user-writes.subscriber.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UserSettingsService } from './user-settings.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), TrialOnboardingModule, IdentityAdminModule],
  controllers: [UsersController],
  providers: [UsersService, UserSettingsService, AuthClock, UserCache, UserWritesSubscriber, UserChangesListener],
  exports: [UsersService, TypeOrmModule, AuthClock, UserCache],
})
export class UsersModule {}
