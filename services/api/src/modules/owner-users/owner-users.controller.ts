import { API_ERRORS, type AdminUser } from '@fsp/contracts';
import { BadRequestException, Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { AdminUserDto } from '../users/dto/user-profile.dto.js';
import { OwnerUsersService } from './owner-users.service.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/users')
@Roles('owner', 'manager')
@OrganizationScoped()
export class OwnerUsersController {
  constructor(private readonly ownerUsers: OwnerUsersService) {}

  @Get(':id')
  @ApiOkResponse({ type: AdminUserDto })
  findOne(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<AdminUser> {
    return this.ownerUsers.findMember(organizationId, id);
  }
}
