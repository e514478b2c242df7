import { SCHEDULE_API_ERRORS, SCHEDULE_EDITOR_ROLES, type AvailableTimesResponse } from '@fsp/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { AvailableTimesService } from './available-times.service.js';
import { AvailableTimesQueryDto } from './dto/available-times-query.dto.js';
import { AvailableTimesResponseDto } from './dto/schedule-read-responses.dto.js';

/**
 * GET /api/owner/available-times: free start times at 15-minute steps within business hours for a new item or a
 * misc event (a rule's visit: GET /api/owner/schedule/{rule_id}/available-times in schedule-reads.controller.ts).
 */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/available-times')
@OrganizationScoped()
@Roles(...SCHEDULE_EDITOR_ROLES)
@ForbiddenMessage(SCHEDULE_API_ERRORS.editForbidden)
@ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
export class AvailableTimesController {
  constructor(private readonly availableTimes: AvailableTimesService) {}

  @Get()
  @ApiOkResponse({ type: AvailableTimesResponseDto })
  forItem(@CurrentOrganizationId() organizationId: string, @Query() query: AvailableTimesQueryDto): Promise<AvailableTimesResponse> {
    return this.availableTimes.forItem(organizationId, query);
  }
}
