import {
  CUSTOMER_STATUSES,
  WEEKDAY_KEYS,
  type AvailableDay,
  type ConvertCustomerResponse,
  type CustomerRecord,
  type CustomerStatus,
  type SelectedService,
  type UpdateCustomerStatusResponse,
  type WeekdayKey,
} from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class SelectedServiceDto implements SelectedService {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
  @ApiProperty() price_cents!: number;
}

export class AvailableDayDto implements AvailableDay {
  @ApiProperty({ enum: WEEKDAY_KEYS }) day!: WeekdayKey;
  @ApiProperty({ example: '08:00' }) start!: string;
  @ApiProperty({ example: '17:00' }) end!: string;
}

const nullableText = { type: String, nullable: true } as const;
const nullableUuid = { type: String, format: 'uuid', nullable: true } as const;

export class CustomerRecordDto implements CustomerRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty(nullableText) name!: string | null;
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) phone_number!: string | null;
  @ApiProperty(nullableText) street!: string | null;
  @ApiProperty(nullableText) city!: string | null;
  @ApiProperty(nullableText) state!: string | null;
  @ApiProperty(nullableText) zip!: string | null;
  @ApiProperty({ enum: CUSTOMER_STATUSES }) status!: CustomerStatus;
  @ApiProperty({ format: 'uuid' }) organization_id!: string;
  @ApiProperty({ type: [SelectedServiceDto] }) services!: SelectedServiceDto[];
  @ApiProperty({ type: [AvailableDayDto] }) available_days!: AvailableDayDto[];
  @ApiProperty(nullableUuid) user_id!: string | null;
  @ApiProperty(nullableText) user_email!: string | null;
  @ApiProperty(nullableText) user_phone!: string | null;
  @ApiProperty(nullableText) user_name!: string | null;
  @ApiProperty(nullableUuid) linked_user_id!: string | null;
  @ApiProperty(nullableText) linked_user_role!: string | null;
  @ApiProperty(nullableText) linked_user_status!: string | null;
  @ApiProperty() outside_service_area!: boolean;
}

export class ConvertCustomerResponseDto implements ConvertCustomerResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: CustomerRecordDto }) customer!: CustomerRecordDto;
  @ApiProperty() provisioned!: boolean;
}

export class UpdateCustomerStatusResponseDto implements UpdateCustomerStatusResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: CustomerRecordDto }) customer!: CustomerRecordDto;
}
