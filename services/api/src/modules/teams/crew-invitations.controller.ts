import { TEAM_API_ERRORS, TEAM_MANAGER_ROLES, type CrewInvitationResponse } from '@fsp/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { MessagingBudget } from '../../common/rate-limit/messaging-budget.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { CrewInvitationsService } from './crew-invitations.service.js';
import { CrewInvitationDto } from './dto/crew-invitation.dto.js';
import { CrewInvitationResponseDto } from './dto/team-responses.dto.js';

/** POST /api/owner/invitations; the customer invites live under the same prefix (/create, /email, /sms, /recent). */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/invitations')
@OrganizationScoped()
@Roles(...TEAM_MANAGER_ROLES)
@ForbiddenMessage(TEAM_API_ERRORS.teamsForbidden)
export class CrewInvitationsController {
  constructor(private readonly invitations: CrewInvitationsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @MessagingBudget()
  @ApiOkResponse({ type: CrewInvitationResponseDto, description: '`invited: false` with a `note` when nothing was sent' })
  @ApiBadGatewayResponse({ description: 'The identity or messaging provider failed' })
  invite(@CurrentOrganizationId() organizationId: string, @Body() body: CrewInvitationDto): Promise<CrewInvitationResponse> {
    return this.invitations.invite(organizationId, body.email);
  }
}
