import type { RescheduleOccurrenceRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsStartTime } from './schedule-write-fields.js';
import { IsScheduleDate } from './schedule-dates.js';

export class RescheduleOccurrenceDto implements RescheduleOccurrenceRequest {
  @ApiProperty({ format: 'date', description: 'The visit’s displayed date' })
  @IsScheduleDate()
  from_date!: string;

  @ApiProperty({ format: 'date' })
  @IsScheduleDate()
  to_date!: string;

  @ApiProperty({ example: '09:30' })
  @IsStartTime()
  start_time!: string;
}
