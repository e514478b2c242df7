import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { User } from '../users/entities/user.entity.js';
import { TeamMember } from './entities/team-member.entity.js';

export const CREW_ROLE = 'crew_member';
const ACTIVE = 'active';

/** The organization's active crew members (role compared case-insensitively), by name then e-mail. */
export function activeCrew(manager: EntityManager, organizationId: string): SelectQueryBuilder<User> {
  return scopedTo(manager.getRepository(User), organizationId)
    .queryBuilder('crew')
    .andWhere('lower(crew.role) = :role', { role: CREW_ROLE })
    .andWhere('crew.status = :status', { status: ACTIVE })
    .orderBy('lower(coalesce(crew.name, crew.email))', 'ASC')
    .addOrderBy('lower(crew.email)', 'ASC')
    .addOrderBy('crew.id', 'ASC');
}

/** Memberships of the organization (or of one of its users), earliest first, so the first one seen per user is "their" team. */
export function membershipsOf(manager: EntityManager, organizationId: string, userId?: string): Promise<TeamMember[]> {
  const query = scopedTo(manager.getRepository(TeamMember), organizationId).queryBuilder('membership');
  if (userId) query.andWhere('membership.userId = :userId', { userId });
  return query.orderBy('membership.createdAt', 'ASC').addOrderBy('membership.teamId', 'ASC').getMany();
}

/** user id → the team they joined first. */
export function firstTeamByUser(memberships: readonly TeamMember[]): Map<string, string> {
  const teams = new Map<string, string>();
  for (const membership of memberships) {
    if (!teams.has(membership.userId)) teams.set(membership.userId, membership.teamId);
  }
  return teams;
}
