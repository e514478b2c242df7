import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEvent } from './audit-event.entity.js';
import { AuditInterceptor } from './audit.interceptor.js';

@Module({
  imports: [TypeOrmModule.forFeature([AuditEvent])],
  providers: [AuditInterceptor],
  exports: [AuditInterceptor, TypeOrmModule],
})
export class AuditModule {}
