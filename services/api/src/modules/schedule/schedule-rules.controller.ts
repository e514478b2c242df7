import {
  SCHEDULE_API_ERRORS,
  SCHEDULE_EDITOR_ROLES,
  SCHEDULE_MESSAGES,
  type CreateScheduleRuleResponse,
  type ScheduleWriteResponse,
} from '@fsp/contracts';
import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Patch, Post, Query, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RealUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { CreateScheduleRuleDto } from './dto/create-schedule-rule.dto.js';
import { RescheduleOccurrenceDto } from './dto/reschedule-occurrence.dto.js';
import { ScheduleDateDto } from './dto/schedule-date.dto.js';
import { CreateScheduleRuleResponseDto, ScheduleConflictResponseDto, ScheduleWriteResponseDto } from './dto/schedule-write-responses.dto.js';
import { UpdateScheduleRuleDto } from './dto/update-schedule-rule.dto.js';
import { PositiveIdPipe } from './positive-id.pipe.js';
import { ScheduleConflictFilter } from './schedule-conflict.filter.js';
import { ScheduleRulesService } from './schedule-rules.service.js';

const OK: ScheduleWriteResponse = { ok: true };
const ruleIdParam = ApiParam({ name: 'rule_id', type: Number, description: 'A schedule rule (positive id)' });

/** Adding schedule rules and changing their visits (part 2 §4, §7 "Schedule"): owners and managers only. */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/schedule')
@OrganizationScoped()
@Roles(...SCHEDULE_EDITOR_ROLES)
@ForbiddenMessage(SCHEDULE_API_ERRORS.editForbidden)
export class ScheduleRulesController {
  constructor(private readonly rules: ScheduleRulesService) {}

  @Post()
  @ForbiddenMessage(SCHEDULE_MESSAGES.addForbidden)
  @UseFilters(ScheduleConflictFilter)
  @ApiCreatedResponse({ type: CreateScheduleRuleResponseDto })
  @ApiBadRequestResponse({ description: `${SCHEDULE_MESSAGES.selectCustomer}; ${SCHEDULE_MESSAGES.selectService}; ${SCHEDULE_API_ERRORS.serviceNotOffered}; …` })
  @ApiNotFoundResponse({ description: `${SCHEDULE_API_ERRORS.customerNotFound}; ${SCHEDULE_API_ERRORS.teamNotFound}` })
  @ApiConflictResponse({ type: ScheduleConflictResponseDto, description: 'The customer already has this service on these dates' })
  @ApiForbiddenResponse({ description: SCHEDULE_MESSAGES.addForbidden })
  create(
    @CurrentOrganizationId() organizationId: string,
    @RealUser() user: User,
    @Body() body: CreateScheduleRuleDto,
  ): Promise<CreateScheduleRuleResponse> {
    return this.rules.create(organizationId, user.id, body);
  }

  @Patch(':rule_id')
  @ruleIdParam
  @ApiOkResponse({ type: ScheduleWriteResponseDto, description: 'With date: that visit; without: the series default' })
  @ApiNotFoundResponse({ description: `${SCHEDULE_API_ERRORS.ruleNotFound}; ${SCHEDULE_API_ERRORS.noVisitOnDate}; ${SCHEDULE_API_ERRORS.teamNotFound}` })
  @ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
  async update(
    @CurrentOrganizationId() organizationId: string,
    @Param('rule_id', PositiveIdPipe) ruleId: number,
    @Body() body: UpdateScheduleRuleDto,
  ): Promise<ScheduleWriteResponse> {
    await this.rules.update(organizationId, ruleId, body);
    return OK;
  }

  @Delete(':rule_id/time')
  @ruleIdParam
  @ApiOkResponse({ type: ScheduleWriteResponseDto, description: 'The visit on `date` becomes unscheduled' })
  @ApiNotFoundResponse({ description: `${SCHEDULE_API_ERRORS.ruleNotFound}; ${SCHEDULE_API_ERRORS.noVisitOnDate}` })
  @ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
  async clearTime(
    @CurrentOrganizationId() organizationId: string,
    @Param('rule_id', PositiveIdPipe) ruleId: number,
    @Query() query: ScheduleDateDto,
  ): Promise<ScheduleWriteResponse> {
    await this.rules.clearTime(organizationId, ruleId, query.date);
    return OK;
  }

  @Post(':rule_id/skip')
  @HttpCode(HttpStatus.OK)
  @ruleIdParam
  @ApiOkResponse({ type: ScheduleWriteResponseDto, description: 'The visit on `date` is canceled' })
  @ApiNotFoundResponse({ description: `${SCHEDULE_API_ERRORS.ruleNotFound}; ${SCHEDULE_API_ERRORS.noVisitOnDate}` })
  @ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
  async skip(
    @CurrentOrganizationId() organizationId: string,
    @Param('rule_id', PositiveIdPipe) ruleId: number,
    @Body() body: ScheduleDateDto,
  ): Promise<ScheduleWriteResponse> {
    await this.rules.skip(organizationId, ruleId, body.date);
    return OK;
  }

  @Post(':rule_id/reschedule')
  @HttpCode(HttpStatus.OK)
  @ruleIdParam
  @ApiOkResponse({ type: ScheduleWriteResponseDto })
  @ApiNotFoundResponse({ description: `${SCHEDULE_API_ERRORS.ruleNotFound}; ${SCHEDULE_API_ERRORS.noVisitOnDate}` })
  @ApiConflictResponse({ description: SCHEDULE_API_ERRORS.visitAlreadyOnDate })
  @ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
  async reschedule(
    @CurrentOrganizationId() organizationId: string,
    @Param('rule_id', PositiveIdPipe) ruleId: number,
    @Body() body: RescheduleOccurrenceDto,
  ): Promise<ScheduleWriteResponse> {
    await this.rules.reschedule(organizationId, ruleId, body);
    return OK;
  }

  @Delete(':rule_id')
  @ruleIdParam
  @ApiOkResponse({ type: ScheduleWriteResponseDto, description: 'The whole series is removed' })
  @ApiNotFoundResponse({ description: SCHEDULE_API_ERRORS.ruleNotFound })
  @ApiForbiddenResponse({ description: SCHEDULE_API_ERRORS.editForbidden })
  async remove(@CurrentOrganizationId() organizationId: string, @Param('rule_id', PositiveIdPipe) ruleId: number): Promise<ScheduleWriteResponse> {
    await this.rules.remove(organizationId, ruleId);
    return OK;
  }
}
