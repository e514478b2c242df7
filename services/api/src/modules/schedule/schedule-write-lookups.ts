import { SCHEDULE_API_ERRORS } from '@fsp/contracts';
import type { EntityManager } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Team } from '../teams/entities/team.entity.js';

/** 404 unless the team is one of the organization's; null and absent need no check. */
export async function assertOwnTeam(manager: EntityManager, organizationId: string, teamId: string | null | undefined): Promise<void> {
  if (teamId == null) return;
  await scopedTo(manager.getRepository(Team), organizationId).findOneOrFail({ id: teamId }, SCHEDULE_API_ERRORS.teamNotFound);
}
