import { OWNER_INVITE_MESSAGES } from '@fsp/contracts';
import type { EntityManager } from 'typeorm';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { userByEmail } from '../users/user-by-email.js';

/** The organization an invitation names: the one it is linked to, else the oldest one of that name (any case). */
export async function organizationNamed(manager: EntityManager, name: string): Promise<Organization | null> {
  return manager
    .getRepository(Organization)
    .createQueryBuilder('organization')
    .where('lower(organization.name) = lower(:name)', { name: name.trim() })
    .orderBy('organization.createdAt', 'ASC')
    .addOrderBy('organization.id', 'ASC')
    .getOne();
}

/**
 * Why `email` cannot become the owner of `organization` (null for a new one), or null when it can: one owner
 * per organization (part 2 §5); an admin is never turned into an owner; an owner of another organization is
 * not moved away from it.
 */
export async function ownerSeatConflict(manager: EntityManager, email: string, organization: Organization | null): Promise<string | null> {
  const invited = await userByEmail(manager, email);
  if (invited?.role.toLowerCase() === 'admin') return OWNER_INVITE_MESSAGES.adminAccount;
  if (invited?.role.toLowerCase() === 'owner' && invited.organizationId && invited.organizationId !== organization?.id) {
    return OWNER_INVITE_MESSAGES.ownsAnotherOrganization;
  }
  if (!organization) return null;
  const otherOwner = await scopedTo(manager.getRepository(User), organization.id)
    .queryBuilder('user')
    .andWhere(`lower(user.role) = 'owner'`)
    .andWhere('lower(user.email) <> lower(:email)', { email })
    .getOne();
  return otherOwner ? OWNER_INVITE_MESSAGES.oneOwnerPerOrganization : null;
}
