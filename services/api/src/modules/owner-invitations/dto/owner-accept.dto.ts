import { ownerAcceptFieldError, type OwnerAcceptField, type OwnerAcceptRequest } from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

const acceptRule = (field: OwnerAcceptField) =>
  ContractRule(`ownerAccept_${field}`, (value) => ownerAcceptFieldError(field, value), { emptyAsNull: true });

/** Every field is optional; blank text means null. `name` null keeps the invitation's organization name. */
export class OwnerAcceptDto implements Partial<OwnerAcceptRequest> {
  @ApiPropertyOptional({ type: String, nullable: true, description: 'Organization name' })
  @acceptRule('name')
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @acceptRule('website')
  website?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @acceptRule('phone_number')
  phone_number?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @acceptRule('street')
  street?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @acceptRule('city')
  city?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2, description: 'Upper-cased' })
  @acceptRule('state')
  state?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @acceptRule('zip')
  zip?: string | null;
}
