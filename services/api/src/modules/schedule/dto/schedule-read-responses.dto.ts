import type { AvailableTimesResponse, ScheduleCalendar, ScheduleCandidate, StartTimeOverride } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { SelectedServiceDto } from '../../customers/dto/customer-record.dto.js';

export class ScheduleCalendarDto implements ScheduleCalendar {
  @ApiProperty({ example: 'America/New_York' }) time_zone!: string;
  @ApiProperty({ format: 'date', description: "Today's date in the organization's time zone" }) today!: string;
}

export class StartTimeOverrideDto implements StartTimeOverride {
  @ApiProperty({ description: 'A rule id, or the negative id of a misc event' }) rule_id!: number;
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty({ description: 'Minutes from midnight' }) start_minutes!: number;
}

export class ScheduleCandidateDto implements ScheduleCandidate {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: [SelectedServiceDto] }) services!: SelectedServiceDto[];
}

export class AvailableTimesResponseDto implements AvailableTimesResponse {
  @ApiProperty({ format: 'date' }) date!: string;
  @ApiProperty() service_minutes!: number;
  @ApiProperty({ type: [String], example: ['08:00', '08:15'] }) slots!: string[];
}
