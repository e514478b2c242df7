import type { UpdateScheduleRuleRequest } from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptionalStartTime, IsOptionalTeamId } from './schedule-write-fields.js';
import { IsOptionalScheduleDate } from './schedule-dates.js';

export class UpdateScheduleRuleDto implements UpdateScheduleRuleRequest {
  @ApiPropertyOptional({ format: 'date', description: 'The visit’s displayed date; without it the series default changes' })
  @IsOptionalScheduleDate()
  date?: string;

  @ApiPropertyOptional({ example: '09:30' })
  @IsOptionalStartTime()
  start_time?: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'null: no team (series) or the series’ team (one visit)' })
  @IsOptionalTeamId()
  team_id?: string | null;
}
