import {
  ADMIN_USERS_DEFAULT_LIMIT,
  ADMIN_USERS_MAX_LIMIT,
  ADMIN_USERS_STATUS_FILTERS,
  type AdminUsersQuery,
  type AdminUsersStatusFilter,
} from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

/** Far beyond any real list, and small enough that the page's OFFSET stays a PostgreSQL bigint. */
export const ADMIN_USERS_MAX_PAGE = 1_000_000;

/** Class-validator reports the decorator nearest the property first, so the type check sits last. */
export class AdminUsersQueryDto implements AdminUsersQuery {
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: ADMIN_USERS_MAX_PAGE, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @Max(ADMIN_USERS_MAX_PAGE, { message: `page must be at most ${ADMIN_USERS_MAX_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page = 1;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: ADMIN_USERS_MAX_LIMIT, default: ADMIN_USERS_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @Max(ADMIN_USERS_MAX_LIMIT, { message: `limit must be at most ${ADMIN_USERS_MAX_LIMIT}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
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

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the members of this organization' })
  @IsOptional()
  @IsUUID('all', { message: 'organization_id must be a UUID' })
  organization_id?: string;
}
