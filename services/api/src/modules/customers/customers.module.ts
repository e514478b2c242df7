import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityAdminModule } from '../identity-admin/identity-admin.module.js';
import { User } from '../users/entities/user.entity.js';
import { CustomersController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';
import { Customer } from './entities/customer.entity.js';
import { CustomerListService } from './list/customer-list.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Customer, User]), IdentityAdminModule],
  controllers: [CustomersController],
  providers: [CustomersService, CustomerListService],
})
export class CustomersModule {}
