import type { PasswordChangeTicketResponse, UserProfile } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { EffectiveUser, RealUser } from '../../common/auth/current-user.decorator.js';
import { Authenticated } from '../../common/auth/roles.decorator.js';
import { PasswordChangeTicketDto, UpdateMeDto } from './dto/update-me.dto.js';
import { UserProfileDto } from './dto/user-profile.dto.js';
import { User } from './entities/user.entity.js';
import { UserSettingsService } from './user-settings.service.js';
import { toUserProfile } from './user-profile.mapper.js';

@ApiTags('users')
@ApiBearerAuth()
@Authenticated()
@Controller('users')
export class UsersController {
  constructor(private readonly settings: UserSettingsService) {}

  @Get('me')
  @ApiOkResponse({ type: UserProfileDto })
  me(@EffectiveUser() effective: User, @RealUser() real: User): UserProfile {
    return toUserProfile(effective, real);
  }

  /** The profile of whom the request acts as (the impersonated user while an admin impersonates; audited as the admin). */
  @Put('update-me')
  @ApiOkResponse({ type: UserProfileDto, description: 'The updated profile' })
  @ApiBadRequestResponse({ description: 'A field breaks its rule, or the body changes nothing' })
  async updateMe(@EffectiveUser() effective: User, @RealUser() real: User, @Body() body: UpdateMeDto): Promise<UserProfile> {
    return toUserProfile(await this.settings.updateMe(effective, body), real);
  }

  @Post('password-change-ticket')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PasswordChangeTicketDto })
  @ApiBadRequestResponse({ description: 'The account has no password at the identity provider' })
  @ApiForbiddenResponse({ description: 'While impersonating' })
  @ApiBadGatewayResponse({ description: 'The identity provider failed: "Could not start password change"' })
  passwordChangeTicket(@EffectiveUser() effective: User, @RealUser() real: User): Promise<PasswordChangeTicketResponse> {
    return this.settings.passwordChangeTicket(effective, real);
  }
}
