import { SCHEDULE_API_ERRORS, SCHEDULE_EDITOR_ROLES, type AvailableTimesResponse } from '@fsp/contracts';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { AvailableTimesService } from './available-times.service.js';
import { AvailableTimesQueryDto, RuleAvailableTimesQueryDto } from './dto/available-times-query.dto.js';
import { AvailableTimesResponseDto } from './dto/schedule-read-responses.dto.js';
import { PositiveIdPipe } from './positive-id.pipe.js';

/** Free start times at 15-minute steps within business hours, for the edit and reschedule dialogs. */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner')
@OrganizationScoped()
@Roles(...SCHEDULE_EDITOR_ROLES)
@ForbiddenMessage(SCHEDULE_API_ERRORS.editForbidden)
@ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
export class AvailableTimesController {
  constructor(private readonly availableTimes: AvailableTimesService) {}

  @Get('available-times')
  @ApiOkResponse({ type: AvailableTimesResponseDto })
  forItem(@CurrentOrganizationId() organizationId: string, @Query() query: AvailableTimesQueryDto): Promise<AvailableTimesResponse> {
    return this.availableTimes.forItem(organizationId, query);
  }

  @Get('schedule/:rule_id/available-times')
  @ApiOkResponse({ type: AvailableTimesResponseDto })
  @ApiNotFoundResponse({ description: SCHEDULE_API_ERRORS.ruleNotFound })
  forRule(
    @CurrentOrganizationId() organizationId: string,
    @Param('rule_id', PositiveIdPipe) ruleId: number,
    @Query() query: RuleAvailableTimesQueryDto,
  ): Promise<AvailableTimesResponse> {
    return this.availableTimes.forRule(organizationId, ruleId, query);
  }
}
