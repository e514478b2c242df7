import { Module } from '@nestjs/common';
import { MyOrganizationController, OrganizationUpdateController } from './organization-settings.controller.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

@Module({
  controllers: [MyOrganizationController, OrganizationUpdateController],
  providers: [OrganizationSettingsService],
})
export class OrganizationSettingsModule {}
