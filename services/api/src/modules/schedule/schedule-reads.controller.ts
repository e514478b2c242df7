import {
  SCHEDULE_API_ERRORS,
  SCHEDULE_EDITOR_ROLES,
  SCHEDULE_MESSAGES,
  SCHEDULE_READER_ROLES,
  type AvailableTimesResponse,
  type MiscEventListing,
  type ScheduleCalendar,
  type ScheduleCandidate,
  type StartTimeOverride,
} from '@fsp/contracts';
import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EffectiveUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { AvailableTimesService } from './available-times.service.js';
import { RuleAvailableTimesQueryDto } from './dto/available-times-query.dto.js';
import { MiscEventListingDto } from './dto/misc-event-listing.dto.js';
import { CompactScheduleDto } from './dto/compact-schedule.dto.js';
import { AvailableTimesResponseDto, ScheduleCalendarDto, ScheduleCandidateDto, StartTimeOverrideDto } from './dto/schedule-read-responses.dto.js';
import { ScheduleOccurrenceDto } from './dto/schedule-occurrence.dto.js';
import { ScheduleRangeQueryDto } from './dto/schedule-range-query.dto.js';
import { ScheduleReadQueryDto } from './dto/schedule-read-query.dto.js';
import { sendScheduleAnswer } from './read-cache/send-schedule-answer.js';
import { ScheduleReads } from './read-cache/schedule-read.service.js';
import { MiscEventListingService } from './misc-event-listing.service.js';
import { PositiveIdPipe } from './positive-id.pipe.js';
import { ScheduleAccess, type ScheduleItemFilter } from './schedule-access.js';
import { ScheduleCalendarService } from './schedule-calendar.service.js';
import { ScheduleCandidatesService } from './schedule-candidates.service.js';
import { ScheduleOccurrencesService } from './schedule-occurrences.service.js';

const ETAG_DESCRIPTION = 'Changes with any write that can change this answer; send it back in If-None-Match';

/**
 * GET /api/owner/schedule/…: the schedule's reads (its writes are in schedule-rules.controller.ts). Crew members
 * see only the items of their own teams; what only editing needs (candidates, a visit's free times) is for owners
 * and managers.
 */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/schedule')
@OrganizationScoped()
export class ScheduleReadsController {
  constructor(
    private readonly access: ScheduleAccess,
    private readonly calendars: ScheduleCalendarService,
    private readonly occurrences: ScheduleOccurrencesService,
    private readonly reads: ScheduleReads,
    private readonly miscEvents: MiscEventListingService,
    private readonly candidates: ScheduleCandidatesService,
    private readonly availableTimes: AvailableTimesService,
  ) {}

  @Get('calendar')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: ScheduleCalendarDto })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  calendar(@CurrentOrganizationId() organizationId: string): Promise<ScheduleCalendar> {
    return this.calendars.calendar(organizationId);
  }

  /** Cached under the organization's schedule version, encoded as the client accepts (read-cache/). */
  @Get()
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiExtraModels(ScheduleOccurrenceDto, CompactScheduleDto)
  @ApiOkResponse({
    description: 'Visits by date, time (unscheduled last) and rule: the spec\'s array, or with shape=compact a CompactSchedule',
    headers: { ETag: { description: ETAG_DESCRIPTION, schema: { type: 'string' } } },
    schema: {
      oneOf: [{ type: 'array', items: { $ref: getSchemaPath(ScheduleOccurrenceDto) } }, { $ref: getSchemaPath(CompactScheduleDto) }],
    },
  })
  @ApiResponse({ status: 304, description: 'Unchanged since the answer whose ETag the request sent in If-None-Match' })
  @ApiBadRequestResponse({ description: `A bad range or team, or: ${SCHEDULE_API_ERRORS.unknownShape}` })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  async list(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: ScheduleReadQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.reads.read({
      organizationId,
      user,
      from: query.from,
      to: query.to,
      teamId: query.team_id,
      shape: query.shape ?? 'spec',
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    });
    await sendScheduleAnswer(reply, answer);
  }

  @Get('misc')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: [MiscEventListingDto] })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  async listMiscEvents(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: ScheduleRangeQueryDto,
  ): Promise<MiscEventListing[]> {
    return this.miscEvents.list(organizationId, query, await this.filterFor(user, organizationId, query));
  }

  @Get('start-times')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: [StartTimeOverrideDto], description: 'Visits whose start time was set for that date alone' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  async visitStartTimes(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: ScheduleRangeQueryDto,
  ): Promise<StartTimeOverride[]> {
    return this.occurrences.startTimeOverrides(organizationId, query, await this.filterFor(user, organizationId, query));
  }

  @Get('candidates')
  @Roles(...SCHEDULE_EDITOR_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.addForbidden)
  @ApiOkResponse({ type: [ScheduleCandidateDto], description: 'Leads and active customers by name' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.addForbidden })
  listCandidates(@CurrentOrganizationId() organizationId: string): Promise<ScheduleCandidate[]> {
    return this.candidates.list(organizationId);
  }

  /** Free start times for one visit of a rule, for the edit and reschedule dialogs (see available-times.service.ts). */
  @Get(':rule_id/available-times')
  @Roles(...SCHEDULE_EDITOR_ROLES)
  @ForbiddenMessage(SCHEDULE_API_ERRORS.editForbidden)
  @ApiOkResponse({ type: AvailableTimesResponseDto })
  @ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
  @ApiNotFoundResponse({ description: SCHEDULE_API_ERRORS.ruleNotFound })
  ruleAvailableTimes(
    @CurrentOrganizationId() organizationId: string,
    @Param('rule_id', PositiveIdPipe) ruleId: number,
    @Query() query: RuleAvailableTimesQueryDto,
  ): Promise<AvailableTimesResponse> {
    return this.availableTimes.forRule(organizationId, ruleId, query);
  }

  private async filterFor(user: User, organizationId: string, query: ScheduleRangeQueryDto): Promise<ScheduleItemFilter> {
    return { viewer: await this.access.viewerOf(user, organizationId), teamId: query.team_id };
  }
}
