import type { CompactSchedule, CompactScheduleOccurrence } from '@fsp/contracts';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { OccurrenceCustomerDto, OccurrenceServiceDto, ScheduleOccurrenceDto } from './schedule-occurrence.dto.js';

export class CompactScheduleOccurrenceDto
  extends OmitType(ScheduleOccurrenceDto, ['customer', 'service'] as const)
  implements CompactScheduleOccurrence
{
  @ApiProperty({ format: 'uuid', description: "One of the answer's customers" }) customer_id!: string;
  @ApiProperty({ description: "One of the answer's services, by key" }) service_key!: string;
}

/** GET /api/owner/schedule?shape=compact. */
export class CompactScheduleDto implements CompactSchedule {
  @ApiProperty({ type: [OccurrenceCustomerDto], description: 'Every customer some occurrence refers to, once' })
  customers!: OccurrenceCustomerDto[];

  @ApiProperty({ type: [OccurrenceServiceDto], description: 'Every service some occurrence refers to, once' })
  services!: OccurrenceServiceDto[];

  @ApiProperty({ type: [CompactScheduleOccurrenceDto], description: "Visits in the spec shape's order" })
  occurrences!: CompactScheduleOccurrenceDto[];
}
