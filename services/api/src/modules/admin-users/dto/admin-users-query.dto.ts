import {
  ADMIN_USERS_DEFAULT_LIMIT,
  ADMIN_USERS_MAX_LIMIT,
  ADMIN_USERS_STATUS_FILTERS,
  type AdminUsersQuery,
  type AdminUsersStatusFilter,
} from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class AdminUsersQueryDto implements AdminUsersQuery {
  @ApiPropertyOptional({ type: Number, minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  page = 1;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: ADMIN_USERS_MAX_LIMIT, default: ADMIN_USERS_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(ADMIN_USERS_MAX_LIMIT, { message: `limit must be at most ${ADMIN_USERS_MAX_LIMIT}` })
  limit: number = ADMIN_USERS_DEFAULT_LIMIT;

  @ApiPropertyOptional({ enum: ADMIN_USERS_STATUS_FILTERS, default: 'active' })
  @IsOptional()
  @IsIn(ADMIN_USERS_STATUS_FILTERS, { message: `status must be one of: ${ADMIN_USERS_STATUS_FILTERS.join(', ')}` })
  status: AdminUsersStatusFilter = 'active';

  @ApiPropertyOptional({ description: 'Matches name, e-mail or role, case-insensitively' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  search?: string;
}
