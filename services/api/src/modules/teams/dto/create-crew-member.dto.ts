import { API_ERRORS, CREW_NAME_MAX_LENGTH, crewEmailError, crewNameError, type CreateCrewMemberRequest } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

/** Fields in the form's order, so the first broken rule reported is the first field on screen. */
export class CreateCrewMemberDto implements CreateCrewMemberRequest {
  @ApiProperty({ format: 'email', description: 'Trimmed and lower-cased' })
  @ContractRule('crewEmail', crewEmailError)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CREW_NAME_MAX_LENGTH })
  @ContractRule('crewName', crewNameError, { emptyAsNull: true })
  name?: string | null;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The team to put the crew member on' })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsUUID('all', { message: API_ERRORS.invalidId })
  team_id?: string | null;
}
