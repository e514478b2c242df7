import { leadFieldError, leadPathError, leadSourceError, LEAD_SOURCES, type LeadResponse, type LeadSource } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

/** Fields are declared in the form's order, so the first broken rule reported is the first field on screen. */
export class CreateLeadDto {
  @ApiProperty({ example: 'Pat Doe' })
  @ContractRule('leadName', (value) => leadFieldError('name', value))
  name!: string;

  @ApiProperty({ example: 'pat@example.com' })
  @ContractRule('leadEmail', (value) => leadFieldError('email', value))
  email!: string;

  @ApiProperty({ example: 'Green Acres Lawn Care' })
  @ContractRule('leadCompany', (value) => leadFieldError('company', value))
  company!: string;

  @ApiProperty({ type: String, nullable: true, required: false })
  @ContractRule('leadPhone', (value) => leadFieldError('phone', value))
  phone?: string | null;

  @ApiProperty({ enum: LEAD_SOURCES })
  @ContractRule('leadSource', leadSourceError)
  source!: LeadSource;

  @ApiProperty({ required: false, example: '/' })
  @ContractRule('leadPath', leadPathError)
  path?: string | null;
}

export class LeadCreatedDto implements LeadResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ format: 'uuid' }) id!: string;
}
