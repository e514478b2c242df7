import { API_ERRORS, MAX_MISC_EVENT_MINUTES, SCHEDULE_API_ERRORS } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { IsPositiveIdQuery, IsPositiveWholeNumber } from './schedule-query-rules.js';
import { IsScheduleDate } from './schedule-dates.js';

/** GET /api/owner/schedule/{rule_id}/available-times. */
export class RuleAvailableTimesQueryDto {
  @ApiProperty({ format: 'date', example: '2026-03-02' })
  @IsScheduleDate()
  date!: string;

  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    maximum: MAX_MISC_EVENT_MINUTES,
    description: "Length of the job; default the service's estimate, else 45",
  })
  @IsOptional()
  @IsPositiveWholeNumber(SCHEDULE_API_ERRORS.serviceMinutesPositive, MAX_MISC_EVENT_MINUTES, SCHEDULE_API_ERRORS.serviceMinutesMaximum)
  service_minutes?: number;

  @ApiPropertyOptional({ format: 'uuid', description: "Team whose items count as busy; default the item's own team" })
  @IsOptional()
  @IsUUID('all', { message: API_ERRORS.invalidId })
  team_id?: string;
}

/** GET /api/owner/available-times (misc events and new items). */
export class AvailableTimesQueryDto extends RuleAvailableTimesQueryDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, description: 'The misc event being moved, so it does not block itself' })
  @IsOptional()
  @IsPositiveIdQuery()
  exclude_misc_event_id?: number;
}
