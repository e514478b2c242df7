import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Customer } from '../customers/entities/customer.entity.js';
import { ScheduleModule } from '../schedule/schedule.module.js';
import { Invoice } from './entities/invoice.entity.js';
import { InvoicesController } from './invoices.controller.js';
import { InvoicesService } from './invoices.service.js';

/** Invoices created from the dashboard and marked paid (issue 4); the Invoices screen's list comes later. */
@Module({
  imports: [TypeOrmModule.forFeature([Invoice, Customer]), ScheduleModule],
  controllers: [InvoicesController],
  providers: [InvoicesService],
})
export class InvoicesModule {}
