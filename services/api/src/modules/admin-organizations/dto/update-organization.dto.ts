import { API_ERRORS, INDUSTRIES, type AdminUpdateOrganizationRequest } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import {
  IndustryField,
  InvoiceDueDayField,
  NameChangeField,
  ServiceAreaZipcodesField,
  ServicesRenderedField,
  TextField,
  TimeZoneField,
} from './organization-field-rules.js';

/** Industry and services rendered travel nested on the admin's update (part 2 §3 "Organization"). */
export class OrganizationMarketingDto {
  @ApiPropertyOptional({ enum: INDUSTRIES, nullable: true })
  @IndustryField()
  industry?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: "Names from the industry's list; null or [] clears" })
  @ServicesRenderedField()
  services_rendered?: string[];
}

/** POST /api/admin/update-organization: the id plus the changed fields; empty strings mean null (cleared). */
export class UpdateOrganizationDto implements AdminUpdateOrganizationRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: API_ERRORS.invalidId })
  id!: string;

  @ApiPropertyOptional({ type: String }) @NameChangeField() name?: string;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('website') website?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('phone_number') phone_number?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' }) @TextField('email') email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('street') street?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('city') city?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2, description: 'Upper-cased' }) @TextField('state') state?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('zip') zip?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('insurance_provider') insurance_provider?: string | null;

  @ApiPropertyOptional({ type: [String], nullable: true, description: '5-digit ZIP codes; null or [] clears' })
  @ServiceAreaZipcodesField()
  service_area_zipcodes?: string[] | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 28 })
  @InvoiceDueDayField()
  invoice_due_day?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'IANA time zone; null means the default one' })
  @TimeZoneField()
  time_zone?: string | null;

  @ApiPropertyOptional({ type: OrganizationMarketingDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => OrganizationMarketingDto)
  @IsObject({ message: 'marketing must be an object' })
  marketing?: OrganizationMarketingDto;
}
