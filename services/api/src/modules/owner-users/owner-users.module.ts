import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/entities/user.entity.js';
import { OwnerUsersController } from './owner-users.controller.js';
import { OwnerUsersService } from './owner-users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [OwnerUsersController],
  providers: [OwnerUsersService],
})
export class OwnerUsersModule {}
