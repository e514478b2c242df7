import type { MiscEventTeamRequest, MiscEventTimeRequest, RescheduleMiscEventRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsStartTime, IsTeamIdOrNull } from './schedule-write-fields.js';
import { IsScheduleDate } from './schedule-dates.js';

export class MiscEventTimeDto implements MiscEventTimeRequest {
  @ApiProperty({ example: '09:30' })
  @IsStartTime()
  start_time!: string;
}

export class MiscEventTeamDto implements MiscEventTeamRequest {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'null leaves the event without a team' })
  @IsTeamIdOrNull()
  team_id!: string | null;
}

export class RescheduleMiscEventDto implements RescheduleMiscEventRequest {
  @ApiProperty({ format: 'date' })
  @IsScheduleDate()
  to_date!: string;

  @ApiProperty({ example: '09:30' })
  @IsStartTime()
  start_time!: string;
}
