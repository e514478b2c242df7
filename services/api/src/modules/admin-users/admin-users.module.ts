import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityAdminModule } from '../identity-admin/identity-admin.module.js';
import { ImpersonationModule } from '../impersonation/impersonation.module.js';
import { MessagingModule } from '../messaging/messaging.module.js';
import { User } from '../users/entities/user.entity.js';
import { AdminCreateUserController, AdminUpdateUserController } from './admin-user-accounts.controller.js';
import { AdminUserCreationService } from './admin-user-creation.service.js';
import { AdminUserUpdateService } from './admin-user-update.service.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), IdentityAdminModule, ImpersonationModule, MessagingModule],
  controllers: [AdminUsersController, AdminCreateUserController, AdminUpdateUserController],
  providers: [AdminUsersService, AdminUserCreationService, AdminUserUpdateService],
})
export class AdminUsersModule {}
