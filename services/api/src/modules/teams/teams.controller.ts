import {
  API_ERRORS,
  CREW_READER_ROLES,
  TEAM_API_ERRORS,
  TEAM_MANAGER_ROLES,
  TEAM_READER_ROLES,
  type Team,
  type TeamMembers,
  type TeamMembership,
} from '@fsp/contracts';
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { AddTeamMemberDto } from './dto/add-team-member.dto.js';
import { CrewMemberDto, TeamDto, TeamMembershipDto } from './dto/team-responses.dto.js';
import { CreateTeamDto, RenameTeamDto } from './dto/team-name.dto.js';
import { TeamMembersService } from './team-members.service.js';
import { TeamsService } from './teams.service.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

@ApiTags('owner')
@ApiBearerAuth()
@ApiExtraModels(CrewMemberDto)
@Controller('owner/teams')
@OrganizationScoped()
@Roles(...TEAM_MANAGER_ROLES)
@ForbiddenMessage(TEAM_API_ERRORS.teamsForbidden)
export class TeamsController {
  constructor(
    private readonly teams: TeamsService,
    private readonly members: TeamMembersService,
  ) {}

  /** Crew members read teams too: the schedule shows them. */
  @Get()
  @Roles(...TEAM_READER_ROLES)
  @ForbiddenMessage(API_ERRORS.forbidden)
  @ApiOkResponse({ type: [TeamDto], description: 'By name' })
  list(@CurrentOrganizationId() organizationId: string): Promise<Team[]> {
    return this.teams.list(organizationId);
  }

  @Get('members')
  @Roles(...CREW_READER_ROLES)
  @ForbiddenMessage(API_ERRORS.forbidden)
  @ApiOkResponse({
    description: 'Team id → its active crew members by name; every team is present',
    schema: { type: 'object', additionalProperties: { type: 'array', items: { $ref: getSchemaPath(CrewMemberDto) } } },
  })
  membersByTeam(@CurrentOrganizationId() organizationId: string): Promise<TeamMembers> {
    return this.members.byTeam(organizationId);
  }

  @Post()
  @ApiCreatedResponse({ type: TeamDto })
  @ApiConflictResponse({ description: TEAM_API_ERRORS.teamNameTaken })
  create(@CurrentOrganizationId() organizationId: string, @Body() body: CreateTeamDto): Promise<Team> {
    return this.teams.create(organizationId, body.name);
  }

  @Patch(':id')
  @ApiOkResponse({ type: TeamDto })
  @ApiNotFoundResponse({ description: TEAM_API_ERRORS.teamNotFound })
  @ApiConflictResponse({ description: TEAM_API_ERRORS.teamNameTaken })
  rename(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string, @Body() body: RenameTeamDto): Promise<Team> {
    return this.teams.rename(organizationId, id, body.name);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse({ description: 'Its members become unassigned; its schedule items keep no team' })
  @ApiNotFoundResponse({ description: TEAM_API_ERRORS.teamNotFound })
  remove(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<void> {
    return this.teams.remove(organizationId, id);
  }

  @Post(':id/members')
  @ApiCreatedResponse({ type: TeamMembershipDto })
  @ApiNotFoundResponse({ description: `${TEAM_API_ERRORS.teamNotFound} / ${TEAM_API_ERRORS.crewMemberNotFound}` })
  @ApiConflictResponse({ description: TEAM_API_ERRORS.alreadyMember })
  addMember(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', uuidParam) id: string,
    @Body() body: AddTeamMemberDto,
  ): Promise<TeamMembership> {
    return this.members.add(organizationId, id, body.user_id);
  }

  @Delete(':id/members/:userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ description: `${TEAM_API_ERRORS.teamNotFound} / ${TEAM_API_ERRORS.notOnTeam}` })
  removeMember(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', uuidParam) id: string,
    @Param('userId', uuidParam) userId: string,
  ): Promise<void> {
    return this.members.remove(organizationId, id, userId);
  }
}
