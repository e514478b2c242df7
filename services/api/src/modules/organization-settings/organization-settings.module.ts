import { Module } from '@nestjs/common';
import { OrganizationSettingsController } from './organization-settings.controller.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

@Module({
  controllers: [OrganizationSettingsController],
  providers: [OrganizationSettingsService],
})
export class OrganizationSettingsModule {}
