import { INDUSTRIES, ownerInviteFieldError, type CreateOwnerInviteRequest, type Industry } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

/** Fields in the form's order, so the first broken rule reported is the first field on screen. */
export class CreateOwnerInvitationDto implements CreateOwnerInviteRequest {
  @ApiProperty({ format: 'email', example: 'new.owner@example.com' })
  @ContractRule('ownerEmail', (value) => ownerInviteFieldError('owner_email', value))
  owner_email!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ContractRule('ownerName', (value) => ownerInviteFieldError('owner_name', value), { emptyAsNull: true })
  owner_name?: string | null;

  @ApiProperty({ example: 'Bright Lawns' })
  @ContractRule('orgName', (value) => ownerInviteFieldError('org_name', value))
  org_name!: string;

  @ApiPropertyOptional({ enum: INDUSTRIES, nullable: true })
  @ContractRule('industry', (value) => ownerInviteFieldError('industry', value), { emptyAsNull: true })
  industry?: Industry | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ContractRule('website', (value) => ownerInviteFieldError('website', value), { emptyAsNull: true })
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ContractRule('phoneNumber', (value) => ownerInviteFieldError('phone_number', value), { emptyAsNull: true })
  phone_number?: string | null;

  @ApiPropertyOptional({ oneOf: [{ type: 'integer', minimum: 1 }, { type: 'string' }], default: 120, description: 'Hours until the link expires' })
  @ContractRule('ttlHours', (value) => ownerInviteFieldError('ttl_hours', value))
  ttl_hours?: number | string | null;
}
