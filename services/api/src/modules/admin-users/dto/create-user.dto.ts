import { ADMIN_CREATABLE_ROLES, API_ERRORS, CREW_NAME_MAX_LENGTH, crewNameError, type AdminCreateUserRequest } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';
import { adminUserEmailError, creatableRoleError, LowerCase } from './admin-user-rules.js';

/** Fields in the form's order, so the first broken rule reported is the first field on screen. */
export class CreateUserDto implements AdminCreateUserRequest {
  @ApiProperty({ format: 'email', description: 'Trimmed and lower-cased' })
  @ContractRule('adminUserEmail', adminUserEmailError)
  @LowerCase()
  email!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: CREW_NAME_MAX_LENGTH })
  @ContractRule('adminUserName', crewNameError, { emptyAsNull: true })
  name?: string | null;

  @ApiProperty({ enum: ADMIN_CREATABLE_ROLES, description: 'Any case; stored lower-case. Owners come through owner invitations.' })
  @ContractRule('creatableRole', creatableRoleError)
  @LowerCase()
  role!: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Required when any organization exists' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @IsOptional()
  @IsUUID('all', { message: API_ERRORS.invalidId })
  organization_id?: string | null;
}
