import { API_ERRORS, SERVICE_MANAGER_ROLES, type ServiceRecord } from '@fsp/contracts';
import { BadRequestException, Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { SaveServiceDto } from './dto/save-service.dto.js';
import { ServiceRecordDto } from './dto/service-record.dto.js';
import { isToggleOnly, UpdateServiceDto } from './dto/update-service.dto.js';
import { ServicesService } from './services.service.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/services')
@OrganizationScoped()
@Roles(...SERVICE_MANAGER_ROLES)
export class ServicesController {
  constructor(private readonly services: ServicesService) {}

  @Get()
  @ApiOkResponse({ type: [ServiceRecordDto] })
  list(@CurrentOrganizationId() organizationId: string): Promise<ServiceRecord[]> {
    return this.services.list(organizationId);
  }

  @Post()
  @ApiCreatedResponse({ type: ServiceRecordDto })
  create(@CurrentOrganizationId() organizationId: string, @Body() body: SaveServiceDto): Promise<ServiceRecord> {
    return this.services.create(organizationId, body);
  }

  /** A body of only `active` toggles availability; anything else is a full edit. */
  @Patch(':id')
  @ApiBody({ type: SaveServiceDto })
  @ApiOkResponse({ type: ServiceRecordDto })
  update(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', uuidParam) id: string,
    @Body() body: UpdateServiceDto,
  ): Promise<ServiceRecord> {
    if (isToggleOnly(body)) return this.services.setActive(organizationId, id, body.active);
    return this.services.update(organizationId, id, body);
  }
}
