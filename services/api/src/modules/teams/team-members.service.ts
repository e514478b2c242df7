import { TEAM_API_ERRORS, type TeamMembers, type TeamMembership } from '@fsp/contracts';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/postgres-error.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { toCrewMember } from './crew-member.mapper.js';
import { activeCrew, firstTeamByUser, membershipsOf } from './crew-roster.js';
import { TeamMember } from './entities/team-member.entity.js';
import { Team } from './entities/team.entity.js';

/** Who is on which team (part 2 §3): a crew member may be on several; their `team_id` is the first they joined. */
@Injectable()
export class TeamMembersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every team of the organization, members or not, with its active crew members by name. */
  async byTeam(organizationId: string): Promise<TeamMembers> {
    const manager = this.dataSource.manager;
    const [teams, crew, memberships] = await Promise.all([
      scopedTo(manager.getRepository(Team), organizationId).find(),
      activeCrew(manager, organizationId).getMany(),
      membershipsOf(manager, organizationId),
    ]);
    const firstTeam = firstTeamByUser(memberships);
    const teamsOfUser = new Map<string, Set<string>>();
    for (const membership of memberships) {
      const joined = teamsOfUser.get(membership.userId) ?? new Set<string>();
      joined.add(membership.teamId);
      teamsOfUser.set(membership.userId, joined);
    }
    const members: TeamMembers = Object.fromEntries(teams.map((team) => [team.id, []]));
    for (const user of crew) {
      for (const teamId of teamsOfUser.get(user.id) ?? []) {
        members[teamId]?.push(toCrewMember(user, firstTeam.get(user.id) ?? null));
      }
    }
    return members;
  }

  async add(organizationId: string, teamId: string, userId: string): Promise<TeamMembership> {
    const manager = this.dataSource.manager;
    const team = await scopedTo(manager.getRepository(Team), organizationId).findOneOrFail({ id: teamId }, TEAM_API_ERRORS.teamNotFound);
    const crewMember = await activeCrew(manager, organizationId).andWhere('crew.id = :userId', { userId }).getOne();
    if (!crewMember) throw new NotFoundException(TEAM_API_ERRORS.crewMemberNotFound);
    try {
      await manager.getRepository(TeamMember).insert({ teamId: team.id, userId: crewMember.id, organizationId });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(TEAM_API_ERRORS.alreadyMember);
      throw error;
    }
    return { team_id: team.id, user_id: crewMember.id };
  }

  async remove(organizationId: string, teamId: string, userId: string): Promise<void> {
    const manager = this.dataSource.manager;
    const team = await scopedTo(manager.getRepository(Team), organizationId).findOneOrFail({ id: teamId }, TEAM_API_ERRORS.teamNotFound);
    const removed = await manager.getRepository(TeamMember).delete({ teamId: team.id, userId, organizationId });
    if (!removed.affected) throw new NotFoundException(TEAM_API_ERRORS.notOnTeam);
  }
}
