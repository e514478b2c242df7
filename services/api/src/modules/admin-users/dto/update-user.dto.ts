import { ADMIN_ASSIGNABLE_ROLES, API_ERRORS, USER_STATUSES, type AdminUpdateUserRequest, type UserStatus } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';
import { adminUserEmailError, assignableRoleError, LowerCase, userStatusError } from './admin-user-rules.js';

/** The user's e-mail plus only the fields that changed; `organization_id: null` takes the user out of their organization. */
export class UpdateUserDto implements AdminUpdateUserRequest {
  @ApiProperty({ format: 'email', description: 'Finds the user, case-insensitively' })
  @ContractRule('adminUserEmail', adminUserEmailError)
  email!: string;

  @ApiPropertyOptional({ enum: ADMIN_ASSIGNABLE_ROLES, description: 'Any case; stored lower-case' })
  @ContractRule('assignableRole', assignableRoleError)
  @LowerCase()
  role?: string;

  @ApiPropertyOptional({ enum: USER_STATUSES })
  @ContractRule('userStatus', userStatusError)
  @LowerCase()
  status?: UserStatus;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value))
  @IsOptional()
  @IsUUID('all', { message: API_ERRORS.invalidId })
  organization_id?: string | null;
}
