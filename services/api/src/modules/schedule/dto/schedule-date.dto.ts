import type { ScheduleDateRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsScheduleDate } from './schedule-dates.js';

/** The displayed date of one visit: the body of skip, the query of clearing a time. */
export class ScheduleDateDto implements ScheduleDateRequest {
  @ApiProperty({ format: 'date' })
  @IsScheduleDate()
  date!: string;
}
