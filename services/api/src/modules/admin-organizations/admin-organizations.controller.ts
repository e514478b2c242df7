import { API_ERRORS, type AdminOrganization, type OrganizationSummary } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { AdminOrganizationsService } from './admin-organizations.service.js';
import { AdminOrganizationDto, OrganizationSummaryDto } from './dto/admin-organization-responses.dto.js';
import { CreateOrganizationDto } from './dto/create-organization.dto.js';
import { UpdateOrganizationDto } from './dto/update-organization.dto.js';

/** Organizations summary, Create New Organization and Edit Organizations (part 2 §2 "Admin panel", §7 "Admin"). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminOrganizationsController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Get('organizations')
  @ApiOkResponse({ type: AdminOrganizationDto, isArray: true, description: 'Every organization, by name' })
  list(): Promise<AdminOrganization[]> {
    return this.organizations.list();
  }

  @Get('organization-summary')
  @ApiOkResponse({ type: OrganizationSummaryDto, isArray: true, description: 'Every organization with its member count, by name' })
  summary(): Promise<OrganizationSummary[]> {
    return this.organizations.summary();
  }

  @Post('create-organization')
  @ApiCreatedResponse({ type: AdminOrganizationDto, description: 'The created organization' })
  create(@Body() body: CreateOrganizationDto): Promise<AdminOrganization> {
    return this.organizations.create(body);
  }

  @Post('update-organization')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminOrganizationDto, description: 'The organization after the change' })
  @ApiNotFoundResponse({ description: 'No organization with this id' })
  update(@Body() body: UpdateOrganizationDto): Promise<AdminOrganization> {
    return this.organizations.update(body);
  }
}
