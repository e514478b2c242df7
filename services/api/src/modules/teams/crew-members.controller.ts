import { CREW_READER_ROLES, TEAM_API_ERRORS, TEAM_MANAGER_ROLES, type CrewMember } from '@fsp/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { CrewMembersService } from './crew-members.service.js';
import { CreateCrewMemberDto } from './dto/create-crew-member.dto.js';
import { CrewMemberDto } from './dto/team-responses.dto.js';

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/crew-members')
@OrganizationScoped()
export class CrewMembersController {
  constructor(private readonly crew: CrewMembersService) {}

  @Get()
  @Roles(...CREW_READER_ROLES)
  @ApiOkResponse({ type: [CrewMemberDto], description: 'Active crew members by name' })
  list(@CurrentOrganizationId() organizationId: string): Promise<CrewMember[]> {
    return this.crew.list(organizationId);
  }

  @Post()
  @Roles(...TEAM_MANAGER_ROLES)
  @ForbiddenMessage(TEAM_API_ERRORS.teamsForbidden)
  @ApiCreatedResponse({ type: CrewMemberDto })
  @ApiNotFoundResponse({ description: TEAM_API_ERRORS.teamNotFound })
  @ApiConflictResponse({ description: `${TEAM_API_ERRORS.emailInOtherOrganization} / ${TEAM_API_ERRORS.emailBelongsToOtherRole}` })
  create(@CurrentOrganizationId() organizationId: string, @Body() body: CreateCrewMemberDto): Promise<CrewMember> {
    return this.crew.create(organizationId, body);
  }
}
