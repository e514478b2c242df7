import { ORGANIZATION_SETTINGS_MESSAGES, SETTINGS_MESSAGES, type OrganizationSettings } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { OrganizationSettingsDto } from './dto/organization-settings.dto.js';
import { UpdateOrganizationSettingsDto } from './dto/update-organization-settings.dto.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

/**
 * Settings, Organization tab (part 2 §2, §7): the effective user's own organization, owner and manager only. The
 * spec's two paths share no prefix below /owner, so each has its controller.
 */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/my-organization')
@OrganizationScoped()
@Roles('owner', 'manager')
@ForbiddenMessage(SETTINGS_MESSAGES.noOrganizationAccess)
@ApiForbiddenResponse({ description: SETTINGS_MESSAGES.noOrganizationAccess })
export class MyOrganizationController {
  constructor(private readonly settings: OrganizationSettingsService) {}

  @Get()
  @ApiOkResponse({ type: OrganizationSettingsDto })
  myOrganization(@CurrentOrganizationId() organizationId: string): Promise<OrganizationSettings> {
    return this.settings.find(organizationId);
  }
}

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/organization')
@OrganizationScoped()
@Roles('owner', 'manager')
@ForbiddenMessage(SETTINGS_MESSAGES.noOrganizationAccess)
@ApiForbiddenResponse({ description: SETTINGS_MESSAGES.noOrganizationAccess })
export class OrganizationUpdateController {
  constructor(private readonly settings: OrganizationSettingsService) {}

  /** `id` plus the changed fields; answers the organization as saved. */
  @Post('update')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OrganizationSettingsDto })
  @ApiBadRequestResponse({ description: `A broken field rule, or ${ORGANIZATION_SETTINGS_MESSAGES.nothingToUpdate}` })
  @ApiNotFoundResponse({ description: `${ORGANIZATION_SETTINGS_MESSAGES.organizationNotFound} (also for another organization's id)` })
  update(@CurrentOrganizationId() organizationId: string, @Body() body: UpdateOrganizationSettingsDto): Promise<OrganizationSettings> {
    return this.settings.update(organizationId, body);
  }
}
