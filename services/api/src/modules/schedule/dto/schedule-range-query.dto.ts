import { API_ERRORS, type ScheduleRangeQuery } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { IsScheduleRangeEnd } from './schedule-query-rules.js';
import { IsScheduleDate } from './schedule-dates.js';

/** ?from&to[&team_id]: both dates inclusive, yyyy-MM-dd in the organization's time zone. */
export class ScheduleRangeQueryDto implements ScheduleRangeQuery {
  @ApiProperty({ format: 'date', example: '2026-03-01' })
  @IsScheduleDate()
  from!: string;

  @ApiProperty({ format: 'date', example: '2026-03-31', description: 'On or after from; at most 400 days in all' })
  @IsScheduleRangeEnd()
  @IsScheduleDate()
  to!: string;

  @ApiPropertyOptional({ format: 'uuid', description: "Only items whose team (the visit's own, else the rule's) is this one" })
  @IsOptional()
  @IsUUID('all', { message: API_ERRORS.invalidId })
  team_id?: string;
}
