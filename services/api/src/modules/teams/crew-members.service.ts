import { normalizeRole, TEAM_API_ERRORS, type CrewMember } from '@fsp/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { User } from '../users/entities/user.entity.js';
import { userByEmail } from '../users/user-by-email.js';
import { toCrewMember } from './crew-member.mapper.js';
import { activeCrew, CREW_ROLE, firstTeamByUser, membershipsOf } from './crew-roster.js';
import type { CreateCrewMemberDto } from './dto/create-crew-member.dto.js';
import { TeamMember } from './entities/team-member.entity.js';
import { Team } from './entities/team.entity.js';

/** The organization's crew: users with the crew_member role (part 2 §3 "Crew member"). */
@Injectable()
export class CrewMembersService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(organizationId: string): Promise<CrewMember[]> {
    const manager = this.dataSource.manager;
    const [crew, memberships] = await Promise.all([activeCrew(manager, organizationId).getMany(), membershipsOf(manager, organizationId)]);
    const firstTeam = firstTeamByUser(memberships);
    return crew.map((user) => toCrewMember(user, firstTeam.get(user.id) ?? null));
  }

  /**
   * A user with the crew_member role in the organization, put on the team when one is given. A crew member of the
   * organization with that e-mail is reused (and made active again); anyone else with it is refused.
   */
  async create(organizationId: string, body: CreateCrewMemberDto): Promise<CrewMember> {
    const user = await this.dataSource.transaction(async (manager) => {
      const team = body.team_id
        ? await scopedTo(manager.getRepository(Team), organizationId).findOneOrFail({ id: body.team_id }, TEAM_API_ERRORS.teamNotFound)
        : null;
      const user = await crewUser(manager, organizationId, body.email, body.name ?? null);
      if (team) {
        await manager
          .getRepository(TeamMember)
          .createQueryBuilder()
          .insert()
          .values({ teamId: team.id, userId: user.id, organizationId })
          .orIgnore()
          .execute();
      }
      return user;
    });
    const memberships = await membershipsOf(this.dataSource.manager, organizationId, user.id);
    return toCrewMember(user, memberships[0]?.teamId ?? null);
  }
}

async function crewUser(manager: EntityManager, organizationId: string, email: string, name: string | null): Promise<User> {
  const users = manager.getRepository(User);
  const existing = await userByEmail(manager, email);
  if (!existing) {
    return users.save(users.create({ email, name, role: CREW_ROLE, status: 'active', organizationId }));
  }
  if (existing.organizationId && existing.organizationId !== organizationId) {
    throw new ConflictException(TEAM_API_ERRORS.emailInOtherOrganization);
  }
  if (normalizeRole(existing.role) !== CREW_ROLE) throw new ConflictException(TEAM_API_ERRORS.emailBelongsToOtherRole);
  await users.update({ id: existing.id }, { organizationId, status: 'active', name: existing.name ?? name });
  return users.findOneByOrFail({ id: existing.id });
}
