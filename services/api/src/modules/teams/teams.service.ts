import { TEAM_API_ERRORS, type Team as TeamView } from '@fsp/contracts';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { isUniqueViolation } from '../../common/errors/postgres-error.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { toTeamView } from './crew-member.mapper.js';
import { Team } from './entities/team.entity.js';

/** Teams of one organization (part 2 §2 "Crews"); names are unique case-insensitively within it. */
@Injectable()
export class TeamsService {
  constructor(@InjectRepository(Team) private readonly teams: Repository<Team>) {}

  async list(organizationId: string): Promise<TeamView[]> {
    const rows = await scopedTo(this.teams, organizationId)
      .queryBuilder('team')
      .orderBy('lower(team.name)', 'ASC')
      .addOrderBy('team.name', 'ASC')
      .addOrderBy('team.id', 'ASC')
      .getMany();
    return rows.map(toTeamView);
  }

  async create(organizationId: string, name: string): Promise<TeamView> {
    await this.assertNameFree(organizationId, name, null);
    const team = await this.saveNamed(() => this.teams.save(this.teams.create({ organizationId, name })));
    return toTeamView(team);
  }

  async rename(organizationId: string, teamId: string, name: string): Promise<TeamView> {
    const team = await this.find(organizationId, teamId);
    await this.assertNameFree(organizationId, name, team.id);
    await this.saveNamed(() => this.teams.update({ id: team.id, organizationId }, { name }));
    return toTeamView(await this.find(organizationId, team.id));
  }

  /** Its memberships go with it and its schedule items keep no team (the foreign keys do both). */
  async remove(organizationId: string, teamId: string): Promise<void> {
    const team = await this.find(organizationId, teamId);
    await this.teams.delete({ id: team.id, organizationId });
  }

  find(organizationId: string, teamId: string): Promise<Team> {
    return scopedTo(this.teams, organizationId).findOneOrFail({ id: teamId }, TEAM_API_ERRORS.teamNotFound);
  }

  private async assertNameFree(organizationId: string, name: string, exceptTeamId: string | null): Promise<void> {
    const query = scopedTo(this.teams, organizationId).queryBuilder('team').andWhere('lower(team.name) = lower(:name)', { name });
    if (exceptTeamId) query.andWhere('team.id <> :exceptTeamId', { exceptTeamId });
    if (await query.getExists()) throw new ConflictException(TEAM_API_ERRORS.teamNameTaken);
  }

  /** Two requests may both find the name free; the unique index refuses the second. */
  private async saveNamed<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(TEAM_API_ERRORS.teamNameTaken);
      throw error;
    }
  }
}
