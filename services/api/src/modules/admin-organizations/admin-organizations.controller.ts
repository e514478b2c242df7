import { API_ERRORS, type AdminOrganization, type OrganizationSummary } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { AdminOrganizationsService } from './admin-organizations.service.js';
import { AdminOrganizationDto, OrganizationSummaryDto } from './dto/admin-organization-responses.dto.js';
import { CreateOrganizationDto } from './dto/create-organization.dto.js';
import { UpdateOrganizationDto } from './dto/update-organization.dto.js';

/** GET /api/admin/organizations: every organization, for Create User and Edit Organizations (part 2 §7 "Admin"). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/organizations')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminOrganizationsListController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Get()
  @ApiOkResponse({ type: AdminOrganizationDto, isArray: true, description: 'Every organization, by name' })
  list(): Promise<AdminOrganization[]> {
    return this.organizations.list();
  }
}

/** GET /api/admin/organization-summary: the Organizations summary (name, member count). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/organization-summary')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminOrganizationSummaryController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Get()
  @ApiOkResponse({ type: OrganizationSummaryDto, isArray: true, description: 'Every organization with its member count, by name' })
  summary(): Promise<OrganizationSummary[]> {
    return this.organizations.summary();
  }
}

/** POST /api/admin/create-organization: Create New Organization. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/create-organization')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminCreateOrganizationController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Post()
  @ApiCreatedResponse({ type: AdminOrganizationDto, description: 'The created organization' })
  create(@Body() body: CreateOrganizationDto): Promise<AdminOrganization> {
    return this.organizations.create(body);
  }
}

/** POST /api/admin/update-organization: Edit Organizations' Save Changes and the summary's rename. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/update-organization')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminUpdateOrganizationController {
  constructor(private readonly organizations: AdminOrganizationsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminOrganizationDto, description: 'The organization after the change' })
  @ApiNotFoundResponse({ description: 'No organization with this id' })
  update(@Body() body: UpdateOrganizationDto): Promise<AdminOrganization> {
    return this.organizations.update(body);
  }
}
