import type { CreateMiscEventResponse, CreateScheduleRuleResponse, ScheduleConflictResponse, ScheduleWriteResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { MiscEventListingDto } from './misc-event-listing.dto.js';

export class ScheduleWriteResponseDto implements ScheduleWriteResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
}

export class CreateScheduleRuleResponseDto implements CreateScheduleRuleResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty() rule_id!: number;
}

export class ScheduleConflictResponseDto implements ScheduleConflictResponse {
  @ApiProperty({ example: 'Already scheduled on: 2026-11-23, 2026-11-30' }) error!: string;
  @ApiProperty({ type: [String], example: ['2026-11-23', '2026-11-30'] }) dates!: string[];
}

export class CreateMiscEventResponseDto implements CreateMiscEventResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: MiscEventListingDto }) event!: MiscEventListingDto;
}
