import type { AdminUsersResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { AdminUserDto } from '../../users/dto/user-profile.dto.js';

export class AdminUsersResponseDto implements AdminUsersResponse {
  @ApiProperty({ type: [AdminUserDto] }) users!: AdminUserDto[];
  @ApiProperty() totalPages!: number;
}
