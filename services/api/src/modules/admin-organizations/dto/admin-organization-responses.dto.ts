import { WEEKDAY_KEYS, type AdminOrganization, type BusinessHoursWeek, type OrganizationSummary } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

const BUSINESS_HOURS_DAY = {
  type: 'object',
  properties: { open: { type: 'string', nullable: true }, close: { type: 'string', nullable: true }, closed: { type: 'boolean' } },
} as const;

/** An organization as GET /api/admin/organizations and the create and update calls answer it (part 2 §3). */
export class AdminOrganizationDto implements AdminOrganization {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) industry!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zip!: string | null;
  @ApiProperty({ type: [String] }) service_area_zipcodes!: string[];
  @ApiProperty({
    type: 'object',
    nullable: true,
    properties: Object.fromEntries(WEEKDAY_KEYS.map((day) => [day, BUSINESS_HOURS_DAY])),
    description: 'Keyed by lowercase weekday sun..sat; HH:MM times',
  })
  business_hours!: BusinessHoursWeek | null;
  @ApiProperty({ type: [String] }) services_rendered!: string[];
  @ApiProperty({ type: String, nullable: true }) insurance_provider!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) owner_user_id!: string | null;
  @ApiProperty({ type: Number, nullable: true, minimum: 1, maximum: 28 }) invoice_due_day!: number | null;
  @ApiProperty({ type: String, nullable: true }) stripe_account_id!: string | null;
  @ApiProperty() stripe_onboarding_completed!: boolean;
  @ApiProperty({ description: 'IANA time zone' }) time_zone!: string;
}

export class OrganizationSummaryDto implements OrganizationSummary {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Users in the organization' }) member_count!: number;
}
