import { API_ERRORS, type ImpersonationStateResponse, type OkResponse } from '@fsp/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RealUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, RealUserRoles } from '../../common/auth/roles.decorator.js';
import { User } from '../users/entities/user.entity.js';
import { ImpersonationStateDto, OkDto, StartImpersonationDto } from './dto/start-impersonation.dto.js';
import { ImpersonationService } from './impersonation.service.js';

/** Checked against the real user: an admin acting as an owner must still be able to stop. */
@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/impersonate')
@RealUserRoles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class ImpersonationController {
  constructor(private readonly impersonation: ImpersonationService) {}

  @Post('start')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: ImpersonationStateDto })
  start(@RealUser() admin: User, @Body() body: StartImpersonationDto): Promise<ImpersonationStateResponse> {
    return this.impersonation.start(admin, body.user_id);
  }

  @Post('stop')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OkDto })
  async stop(@RealUser() admin: User): Promise<OkResponse> {
    await this.impersonation.stop(admin);
    return { ok: true };
  }
}
