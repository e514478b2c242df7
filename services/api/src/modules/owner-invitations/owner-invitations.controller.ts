import { API_ERRORS, type OwnerInvitation as OwnerInvitationView } from '@fsp/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EffectiveUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { User } from '../users/entities/user.entity.js';
import { CreateOwnerInvitationDto } from './dto/create-owner-invitation.dto.js';
import { OwnerInvitationDto } from './dto/owner-invitation-responses.dto.js';
import { OwnerInvitationsService } from './owner-invitations.service.js';

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/owner-invitations')
@Roles('admin')
@ForbiddenMessage(API_ERRORS.adminRequired)
export class OwnerInvitationsController {
  constructor(private readonly invitations: OwnerInvitationsService) {}

  @Post()
  @ApiCreatedResponse({ type: OwnerInvitationDto, description: 'The invitation with its onboarding link' })
  @ApiConflictResponse({ description: 'The organization of that name already has another owner' })
  create(@Body() body: CreateOwnerInvitationDto, @EffectiveUser() admin: User): Promise<OwnerInvitationView> {
    return this.invitations.create(body, admin.id);
  }

  @Get('recent')
  @ApiOkResponse({ type: OwnerInvitationDto, isArray: true, description: 'Newest first, at most 100' })
  recent(): Promise<OwnerInvitationView[]> {
    return this.invitations.recent();
  }
}
