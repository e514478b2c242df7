import { API_ERRORS, type AdminUsersResponse } from '@fsp/contracts';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUsersQueryDto } from './dto/admin-users-query.dto.js';
import { AdminUsersResponseDto } from './dto/admin-users-response.dto.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/users')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Get()
  @ApiOkResponse({ type: AdminUsersResponseDto })
  list(@Query() query: AdminUsersQueryDto): Promise<AdminUsersResponse> {
    return this.adminUsers.list(query);
  }
}
