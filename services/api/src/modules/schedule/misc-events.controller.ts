import {
  SCHEDULE_API_ERRORS,
  SCHEDULE_EDITOR_ROLES,
  SCHEDULE_MESSAGES,
  SCHEDULE_READER_ROLES,
  type CreateMiscEventResponse,
  type ScheduleWriteResponse,
  type StartTimeOverride,
} from '@fsp/contracts';
import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { EffectiveUser, RealUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { CreateMiscEventDto } from './dto/create-misc-event.dto.js';
import { MiscEventTeamDto, MiscEventTimeDto, RescheduleMiscEventDto } from './dto/misc-event-writes.dto.js';
import { StartTimeOverrideDto } from './dto/schedule-read-responses.dto.js';
import { ScheduleRangeQueryDto } from './dto/schedule-range-query.dto.js';
import { CreateMiscEventResponseDto, ScheduleWriteResponseDto } from './dto/schedule-write-responses.dto.js';
import { MiscEventListingService } from './misc-event-listing.service.js';
import { MiscEventsService } from './misc-events.service.js';
import { ScheduleAccess } from './schedule-access.js';
import { PositiveIdPipe } from './positive-id.pipe.js';

const OK: ScheduleWriteResponse = { ok: true };
const idParam = ApiParam({ name: 'id', type: Number, description: 'The misc event’s id (its rule_id negated)' });
const notFound = ApiNotFoundResponse({ description: SCHEDULE_API_ERRORS.miscEventNotFound });

/**
 * /api/owner/misc-events: adding and changing misc events (part 2 §7 "Schedule"), owners and managers only; their
 * start times are read by every schedule reader.
 */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/misc-events')
@OrganizationScoped()
@Roles(...SCHEDULE_EDITOR_ROLES)
@ForbiddenMessage(SCHEDULE_API_ERRORS.editForbidden)
@ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
export class MiscEventsController {
  constructor(
    private readonly events: MiscEventsService,
    private readonly listing: MiscEventListingService,
    private readonly access: ScheduleAccess,
  ) {}

  @Get('start-times')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: [StartTimeOverrideDto], description: 'Timed misc events, under their negative rule id' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  async startTimes(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: ScheduleRangeQueryDto,
  ): Promise<StartTimeOverride[]> {
    const viewer = await this.access.viewerOf(user, organizationId);
    return this.listing.startTimes(organizationId, query, { viewer, teamId: query.team_id });
  }

  @Post()
  @ForbiddenMessage(SCHEDULE_MESSAGES.customerAddEventsForbidden)
  @ApiCreatedResponse({ type: CreateMiscEventResponseDto })
  @ApiBadRequestResponse({ description: `${SCHEDULE_MESSAGES.titleRequired}; ${SCHEDULE_MESSAGES.durationPositive}; …` })
  @ApiNotFoundResponse({ description: SCHEDULE_API_ERRORS.teamNotFound })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.customerAddEventsForbidden })
  create(
    @CurrentOrganizationId() organizationId: string,
    @RealUser() user: User,
    @Body() body: CreateMiscEventDto,
  ): Promise<CreateMiscEventResponse> {
    return this.events.create(organizationId, user.id, body);
  }

  @Patch(':id/time')
  @idParam
  @notFound
  @ApiOkResponse({ type: ScheduleWriteResponseDto })
  async setTime(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', PositiveIdPipe) id: number,
    @Body() body: MiscEventTimeDto,
  ): Promise<ScheduleWriteResponse> {
    await this.events.setTime(organizationId, id, body.start_time);
    return OK;
  }

  @Patch(':id/team')
  @idParam
  @ApiNotFoundResponse({ description: `${SCHEDULE_API_ERRORS.miscEventNotFound}; ${SCHEDULE_API_ERRORS.teamNotFound}` })
  @ApiOkResponse({ type: ScheduleWriteResponseDto })
  async setTeam(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', PositiveIdPipe) id: number,
    @Body() body: MiscEventTeamDto,
  ): Promise<ScheduleWriteResponse> {
    await this.events.setTeam(organizationId, id, body.team_id ?? null);
    return OK;
  }

  @Delete(':id/time')
  @idParam
  @notFound
  @ApiOkResponse({ type: ScheduleWriteResponseDto, description: 'The event becomes unscheduled' })
  async clearTime(@CurrentOrganizationId() organizationId: string, @Param('id', PositiveIdPipe) id: number): Promise<ScheduleWriteResponse> {
    await this.events.clearTime(organizationId, id);
    return OK;
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @idParam
  @notFound
  @ApiOkResponse({ type: ScheduleWriteResponseDto, description: 'The event is removed from the schedule' })
  async cancel(@CurrentOrganizationId() organizationId: string, @Param('id', PositiveIdPipe) id: number): Promise<ScheduleWriteResponse> {
    await this.events.cancel(organizationId, id);
    return OK;
  }

  @Post(':id/reschedule')
  @HttpCode(HttpStatus.OK)
  @idParam
  @notFound
  @ApiOkResponse({ type: ScheduleWriteResponseDto })
  async reschedule(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', PositiveIdPipe) id: number,
    @Body() body: RescheduleMiscEventDto,
  ): Promise<ScheduleWriteResponse> {
    await this.events.reschedule(organizationId, id, body.to_date, body.start_time);
    return OK;
  }
}
