import type { Role } from '@fsp/contracts';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Lead } from '../leads/entities/lead.entity.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';

const OWNER_ROLE: Role = 'owner';

/**
 * Turns a trial sign-up into the owner of a new organization named after the company of the newest trial
 * lead with the user's e-mail. Runs inside the transaction that created the user row, so the organization
 * exists exactly when the user does. The free trial needs no card: nothing payment-related happens here.
 */
@Injectable()
export class TrialOnboardingService {
  /** Returns the new organization, or null when no trial lead has this e-mail (the user stays a plain user). */
  async provisionOwner(manager: EntityManager, user: Pick<User, 'id' | 'email' | 'name'>): Promise<Organization | null> {
    const lead = await manager
      .getRepository(Lead)
      .createQueryBuilder('lead')
      .where('lower(lead.email) = lower(:email)', { email: user.email })
      .andWhere('lead.source = :source', { source: 'trial' })
      .orderBy('lead.createdAt', 'DESC')
      .getOne();
    if (!lead) return null;

    const organizations = manager.getRepository(Organization);
    const organization = await organizations.save(
      organizations.create({ name: lead.company, phoneNumber: lead.phone, ownerUserId: user.id }),
    );
    await manager
      .getRepository(User)
      .update({ id: user.id }, { role: OWNER_ROLE, organizationId: organization.id, name: user.name ?? lead.name });
    return organization;
  }
}
