import { SCHEDULE_API_ERRORS, SCHEDULE_SHAPES, type ScheduleShape } from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ScheduleRangeQueryDto } from './schedule-range-query.dto.js';

/** GET /api/owner/schedule: the range, team filter, and the answer's shape (the spec's array unless told). */
export class ScheduleReadQueryDto extends ScheduleRangeQueryDto {
  @ApiPropertyOptional({
    enum: SCHEDULE_SHAPES,
    default: 'spec',
    description: "spec: the spec's array of occurrences; compact: each customer and service once, the visits referring to them",
  })
  @IsOptional()
  @IsIn(SCHEDULE_SHAPES, { message: SCHEDULE_API_ERRORS.unknownShape })
  shape?: ScheduleShape;
}
