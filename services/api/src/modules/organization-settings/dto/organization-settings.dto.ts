import { INDUSTRIES, type BusinessHoursDay, type BusinessHoursWeek, type OrganizationSettings } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;

export class BusinessHoursDayDto implements BusinessHoursDay {
  @ApiProperty({ type: String, nullable: true, example: '08:00' }) open!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '17:00' }) close!: string | null;
  @ApiProperty() closed!: boolean;
}

/** Keyed by lowercase weekday sun..sat; every day is optional. */
export class BusinessHoursWeekDto implements BusinessHoursWeek {
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) sun?: BusinessHoursDayDto;
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) mon?: BusinessHoursDayDto;
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) tue?: BusinessHoursDayDto;
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) wed?: BusinessHoursDayDto;
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) thu?: BusinessHoursDayDto;
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) fri?: BusinessHoursDayDto;
  @ApiPropertyOptional({ type: BusinessHoursDayDto }) sat?: BusinessHoursDayDto;
}

/** GET /api/owner/my-organization and the update's answer (part 2 §3 "Organization"). */
export class OrganizationSettingsDto implements OrganizationSettings {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true, enum: INDUSTRIES }) industry!: string | null;
  @ApiProperty(nullableText) website!: string | null;
  @ApiProperty(nullableText) phone_number!: string | null;
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) street!: string | null;
  @ApiProperty(nullableText) city!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'NC' }) state!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '27601' }) zip!: string | null;
  @ApiProperty({ type: [String], example: ['27601', '27603'] }) service_area_zipcodes!: string[];
  @ApiProperty({ type: BusinessHoursWeekDto, nullable: true }) business_hours!: BusinessHoursWeek | null;
  @ApiProperty({ type: [String], example: ['Lawn Mowing'] }) services_rendered!: string[];
  @ApiProperty(nullableText) insurance_provider!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) owner_user_id!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, maximum: 28 }) invoice_due_day!: number | null;
  @ApiProperty(nullableText) stripe_account_id!: string | null;
  @ApiProperty() stripe_onboarding_completed!: boolean;
  @ApiProperty({ example: 'America/New_York' }) time_zone!: string;
}
