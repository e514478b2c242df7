import { API_ERRORS, type AdminUser } from '@fsp/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { EffectiveUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { AdminUserDto } from '../users/dto/user-profile.dto.js';
import { User } from '../users/entities/user.entity.js';
import { AdminUserCreationService } from './admin-user-creation.service.js';
import { AdminUserUpdateService } from './admin-user-update.service.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';

/** Create User (part 2 §2 "Admin panel", §7 "Admin"). The spec's admin paths share no prefix below /admin. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/create-user')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminCreateUserController {
  constructor(private readonly creation: AdminUserCreationService) {}

  @Post()
  @ApiCreatedResponse({ type: AdminUserDto, description: 'The created user; a set-password e-mail was sent' })
  @ApiNotFoundResponse({ description: 'The organization does not exist' })
  @ApiConflictResponse({ description: 'A user with this e-mail already exists' })
  @ApiBadGatewayResponse({ description: 'The identity provider failed (nothing was created), or the e-mail could not be sent (the user was created)' })
  create(@Body() body: CreateUserDto): Promise<AdminUser> {
    return this.creation.create(body);
  }
}

/** The users table's Save Changes: one call per edited user (part 2 §4, §5, §7 "Admin"). */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/update-user')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class AdminUpdateUserController {
  constructor(private readonly updates: AdminUserUpdateService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: AdminUserDto, description: 'The user after the change' })
  @ApiBadRequestResponse({ description: 'An owner made inactive or left without an organization, or nothing to save' })
  @ApiForbiddenResponse({ description: 'Not an admin, or an admin changing their own role, status or organization' })
  @ApiNotFoundResponse({ description: 'No user with this e-mail, or no such organization' })
  @ApiConflictResponse({ description: 'The organization already has another owner' })
  @ApiBadGatewayResponse({ description: 'The user is inactive, but the identity provider did not revoke their refresh tokens; saving again retries' })
  update(@EffectiveUser() admin: User, @Body() body: UpdateUserDto): Promise<AdminUser> {
    return this.updates.update(admin, body);
  }
}
