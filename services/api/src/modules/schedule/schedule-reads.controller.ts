import {
  SCHEDULE_EDITOR_ROLES,
  SCHEDULE_MESSAGES,
  SCHEDULE_READER_ROLES,
  type MiscEventListing,
  type ScheduleCalendar,
  type ScheduleCandidate,
  type ScheduleOccurrence,
  type StartTimeOverride,
} from '@fsp/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EffectiveUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { MiscEventListingDto } from './dto/misc-event-listing.dto.js';
import { ScheduleCalendarDto, ScheduleCandidateDto, StartTimeOverrideDto } from './dto/schedule-read-responses.dto.js';
import { ScheduleOccurrenceDto } from './dto/schedule-occurrence.dto.js';
import { ScheduleRangeQueryDto } from './dto/schedule-range-query.dto.js';
import { MiscEventListingService } from './misc-event-listing.service.js';
import { ScheduleAccess, type ScheduleItemFilter } from './schedule-access.js';
import { ScheduleCalendarService } from './schedule-calendar.service.js';
import { ScheduleCandidatesService } from './schedule-candidates.service.js';
import { ScheduleOccurrencesService } from './schedule-occurrences.service.js';

/** The schedule's reads. Crew members see only the items of their own teams; editing needs owner or manager. */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner')
@OrganizationScoped()
export class ScheduleReadsController {
  constructor(
    private readonly access: ScheduleAccess,
    private readonly calendars: ScheduleCalendarService,
    private readonly occurrences: ScheduleOccurrencesService,
    private readonly miscEvents: MiscEventListingService,
    private readonly candidates: ScheduleCandidatesService,
  ) {}

  @Get('schedule/calendar')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: ScheduleCalendarDto })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  calendar(@CurrentOrganizationId() organizationId: string): Promise<ScheduleCalendar> {
    return this.calendars.calendar(organizationId);
  }

  @Get('schedule')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: [ScheduleOccurrenceDto], description: 'Visits by date, time (unscheduled last) and rule' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  async list(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: ScheduleRangeQueryDto,
  ): Promise<ScheduleOccurrence[]> {
    return this.occurrences.list(organizationId, query, await this.filterFor(user, organizationId, query));
  }

  @Get('schedule/misc')
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

  @Get('schedule/start-times')
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

  @Get('misc-events/start-times')
  @Roles(...SCHEDULE_READER_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.viewForbidden)
  @ApiOkResponse({ type: [StartTimeOverrideDto], description: 'Timed misc events, under their negative rule id' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.viewForbidden })
  async miscEventStartTimes(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: ScheduleRangeQueryDto,
  ): Promise<StartTimeOverride[]> {
    return this.miscEvents.startTimes(organizationId, query, await this.filterFor(user, organizationId, query));
  }

  @Get('schedule/candidates')
  @Roles(...SCHEDULE_EDITOR_ROLES)
  @ForbiddenMessage(SCHEDULE_MESSAGES.addForbidden)
  @ApiOkResponse({ type: [ScheduleCandidateDto], description: 'Leads and active customers by name' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.addForbidden })
  listCandidates(@CurrentOrganizationId() organizationId: string): Promise<ScheduleCandidate[]> {
    return this.candidates.list(organizationId);
  }

  private async filterFor(user: User, organizationId: string, query: ScheduleRangeQueryDto): Promise<ScheduleItemFilter> {
    return { viewer: await this.access.viewerOf(user, organizationId), teamId: query.team_id };
  }
}
