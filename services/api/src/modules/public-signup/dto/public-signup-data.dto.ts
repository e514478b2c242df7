import {
  WEEKDAY_KEYS,
  type AvailabilityTemplateDay,
  type PublicSignupData,
  type PublicSignupOrganization,
  type ServiceOffering,
  type SignupBusinessHours,
  type SignupSubmissionResponse,
  type WeekdayKey,
} from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class PublicSignupOrganizationDto implements PublicSignupOrganization {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({
    type: 'object',
    nullable: true,
    description: 'Keyed by lowercase weekday sun..sat',
    additionalProperties: {
      type: 'object',
      properties: { open: { type: 'string', nullable: true }, close: { type: 'string', nullable: true }, closed: { type: 'boolean' } },
    },
  })
  business_hours!: Partial<Record<string, SignupBusinessHours>> | null;
  @ApiProperty({ type: [String] }) services_rendered!: string[];
}

export class ServiceOfferingDto implements ServiceOffering {
  @ApiProperty() key!: string;
  @ApiProperty() label!: string;
  @ApiProperty({ minimum: 0 }) price_cents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class AvailabilityTemplateDayDto implements AvailabilityTemplateDay {
  @ApiProperty({ enum: WEEKDAY_KEYS }) key!: WeekdayKey;
  @ApiProperty({ example: 'Monday' }) label!: string;
  @ApiProperty() offered!: boolean;
  @ApiProperty({ example: '08:00' }) start!: string;
  @ApiProperty({ example: '17:00' }) end!: string;
}

export class PublicSignupDataDto implements PublicSignupData {
  @ApiProperty({ type: PublicSignupOrganizationDto }) organization!: PublicSignupOrganizationDto;
  @ApiProperty({ type: [ServiceOfferingDto] }) services!: ServiceOfferingDto[];
  @ApiProperty({ type: [AvailabilityTemplateDayDto] }) availability_template!: AvailabilityTemplateDayDto[];
  @ApiProperty({ description: 'The SMS consent text the form shows; an opt-in records it word for word' })
  sms_consent_text!: string;
}

export class SignupSubmissionResponseDto implements SignupSubmissionResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty({ format: 'uuid' }) org_id!: string;
  @ApiProperty() org_name!: string;
}
