import { INDUSTRIES, type AdminCreateOrganizationRequest } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IndustryField, InvoiceDueDayField, TextField, TimeZoneField } from './organization-field-rules.js';

/** POST /api/admin/create-organization: the name plus any advanced fields (the form leaves empty ones out). */
export class CreateOrganizationDto implements AdminCreateOrganizationRequest {
  @ApiProperty({ example: 'Bright Lawns' })
  @TextField('name')
  name!: string;

  @ApiPropertyOptional({ enum: INDUSTRIES, nullable: true })
  @IndustryField()
  industry?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('website') website?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('phone_number') phone_number?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, format: 'email' }) @TextField('email') email?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('street') street?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('city') city?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2, description: 'Upper-cased' }) @TextField('state') state?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('zip') zip?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) @TextField('insurance_provider') insurance_provider?: string | null;

  @ApiPropertyOptional({ type: String, description: 'IANA time zone; the default one when left out' })
  @TimeZoneField()
  time_zone?: string;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 28 })
  @InvoiceDueDayField()
  invoice_due_day?: number | null;
}
