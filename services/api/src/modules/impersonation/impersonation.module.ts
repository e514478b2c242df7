import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity.js';
import { ImpersonationSession } from './entities/impersonation-session.entity.js';
import { ImpersonationClock } from './impersonation-clock.js';
import { ImpersonationController } from './impersonation.controller.js';
import { ImpersonationService } from './impersonation.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ImpersonationSession, User])],
  controllers: [ImpersonationController],
  providers: [ImpersonationService, ImpersonationClock],
  exports: [ImpersonationService, ImpersonationClock],
})
export class ImpersonationModule {}
