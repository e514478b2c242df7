import {
  CUSTOMER_STATUSES,
  SCHEDULE_PATTERNS,
  WEEKDAY_KEYS,
  type CustomerStatus,
  type OccurrenceCustomer,
  type OccurrenceInvoice,
  type OccurrenceService,
  type SchedulePattern,
  type ScheduleOccurrence,
  type WeekdayKey,
} from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { AvailableDayDto, SelectedServiceDto } from '../../customers/dto/customer-record.dto.js';

const nullableText = { type: String, nullable: true } as const;

export class OccurrenceServiceDto implements OccurrenceService {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ type: Number, nullable: true }) estimated_minutes!: number | null;
  @ApiProperty() price_cents!: number;
}

export class OccurrenceCustomerDto implements OccurrenceCustomer {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty(nullableText) name!: string | null;
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) phone_number!: string | null;
  @ApiProperty(nullableText) street!: string | null;
  @ApiProperty(nullableText) city!: string | null;
  @ApiProperty(nullableText) state!: string | null;
  @ApiProperty(nullableText) zip!: string | null;
  @ApiProperty({ enum: CUSTOMER_STATUSES }) status!: CustomerStatus;
  @ApiProperty({ type: [AvailableDayDto] }) available_days!: AvailableDayDto[];
  @ApiProperty({ type: [SelectedServiceDto] }) services!: SelectedServiceDto[];
}

export class OccurrenceInvoiceDto implements OccurrenceInvoice {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'open' }) status!: string;
}

export class ScheduleOccurrenceDto implements ScheduleOccurrence {
  @ApiProperty({ description: 'The schedule rule (positive)' }) rule_id!: number;
  @ApiProperty({ format: 'date', description: 'The day the visit is shown on' }) date!: string;
  @ApiProperty({ enum: SCHEDULE_PATTERNS }) pattern!: SchedulePattern;
  @ApiProperty() interval!: number;
  @ApiProperty({ format: 'date' }) start_date!: string;
  @ApiProperty({ format: 'date' }) end_date!: string;
  @ApiProperty({ enum: WEEKDAY_KEYS }) weekday!: WeekdayKey;
  @ApiProperty(nullableText) notes!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) team_id!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Minutes from midnight; null when unscheduled' }) start_minutes!: number | null;
  @ApiProperty() duration_minutes!: number;
  @ApiProperty({ type: OccurrenceServiceDto }) service!: OccurrenceServiceDto;
  @ApiProperty({ type: OccurrenceCustomerDto }) customer!: OccurrenceCustomerDto;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The series date it was moved from' })
  rescheduled_from!: string | null;
  @ApiProperty({ type: OccurrenceInvoiceDto, nullable: true }) invoice!: OccurrenceInvoiceDto | null;
}
