import type { EntityManager } from 'typeorm';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';

/**
 * The organizations a change of this user touches: the one they are in, the one they move to, and any that names
 * them as its owner. Sorted, so that every request locks them in the same order.
 */
export async function organizationsInvolved(manager: EntityManager, user: User, movingTo: string | null | undefined): Promise<string[]> {
  const owned = await manager.getRepository(Organization).find({ select: { id: true }, where: { ownerUserId: user.id } });
  const ids = [user.organizationId, movingTo, ...owned.map((organization) => organization.id)];
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].sort();
}

/**
 * Locks the organization rows (FOR UPDATE, in id order) and answers those that exist. Every change of an
 * organization's owner takes these locks first, so two admins saving at once are serialized per organization.
 */
export async function lockOrganizations(manager: EntityManager, ids: readonly string[]): Promise<Organization[]> {
  if (ids.length === 0) return [];
  return manager
    .getRepository(Organization)
    .createQueryBuilder('organization')
    .where('organization.id IN (:...ids)', { ids })
    .orderBy('organization.id', 'ASC')
    .setLock('pessimistic_write')
    .getMany();
}

/** The user's row, locked FOR UPDATE (after the organizations: always that order). */
export function lockUser(manager: EntityManager, id: string): Promise<User | null> {
  return manager.getRepository(User).createQueryBuilder('member').where('member.id = :id', { id }).setLock('pessimistic_write').getOne();
}
