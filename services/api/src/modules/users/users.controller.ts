import type { UserProfile } from '@fsp/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EffectiveUser, RealUser } from '../../common/auth/current-user.decorator.js';
import { UserProfileDto } from './dto/user-profile.dto.js';
import { User } from './entities/user.entity.js';
import { toUserProfile } from './user-profile.mapper.js';
import { Authenticated } from '../../common/auth/roles.decorator.js';

@ApiTags('users')
@ApiBearerAuth()
@Authenticated()
@Controller('users')
export class UsersController {
  @Get('me')
  @ApiOkResponse({ type: UserProfileDto })
  me(@EffectiveUser() effective: User, @RealUser() real: User): UserProfile {
    return toUserProfile(effective, real);
  }
}
