import { Module } from '@nestjs/common';
import {
  AdminCreateOrganizationController,
  AdminOrganizationsListController,
  AdminOrganizationSummaryController,
  AdminUpdateOrganizationController,
} from './admin-organizations.controller.js';
import { AdminOrganizationsService } from './admin-organizations.service.js';

@Module({
  controllers: [
    AdminOrganizationsListController,
    AdminOrganizationSummaryController,
    AdminCreateOrganizationController,
    AdminUpdateOrganizationController,
  ],
  providers: [AdminOrganizationsService],
})
export class AdminOrganizationsModule {}
