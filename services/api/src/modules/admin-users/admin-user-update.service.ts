import { ADMIN_API_ERRORS, ADMIN_MESSAGES, API_ERRORS, normalizeRole, type AdminUser } from '@fsp/contracts';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ProviderFailureException } from '../../common/errors/provider-failure.exception.js';
import { scopedSql } from '../../common/tenancy/organization-scoped-sql.js';
import { scopedTo } from '../../common/tenancy/organization-scoped-repository.js';
import { IdentityAdmin } from '../identity-admin/identity-admin.js';
import { IdentityAdminError } from '../identity-admin/identity-admin-error.js';
import { ImpersonationService } from '../impersonation/impersonation.service.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { userByEmail } from '../users/user-by-email.js';
import { toAdminUser } from '../users/user-profile.mapper.js';
import type { UpdateUserDto } from './dto/update-user.dto.js';
import { lockOrganizations, lockUser, organizationsInvolved } from './user-organization-locks.js';

const OWNER = 'owner';
const ACTIVE = 'active';
const INACTIVE = 'inactive';
/** A retry happens only when another request moved the user between the read and the locks. */
const MAX_ATTEMPTS = 3;

interface UserChanges {
  role?: string;
  status?: string;
  organizationId?: string | null;
}

function changesOf(body: UpdateUserDto): UserChanges {
  const changes: UserChanges = {};
  if (body.role !== undefined) changes.role = normalizeRole(body.role);
  if (body.status !== undefined) changes.status = body.status;
  if (body.organization_id !== undefined) changes.organizationId = body.organization_id;
  return changes;
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * POST /api/admin/update-user: role, status and organization of one user, under the rules of part 2 §5: one
 * owner per organization, owners are active and in an organization, and an admin does not change their own
 * account. The checks and the writes run in one transaction holding the rows involved (organizations, then the
 * user) FOR UPDATE, so two admins saving at once cannot make two owners or an inactive owner.
 */
@Injectable()
export class AdminUserUpdateService {
  private readonly logger = new Logger('AdminUserUpdate');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly identityAdmin: IdentityAdmin,
    private readonly impersonation: ImpersonationService,
  ) {}

  /**
   * Deactivating commits first (the API refuses the user from then on, and any impersonation of them ends), then
   * revokes their refresh tokens at the identity provider. If the provider fails, the answer is 502 with the user
   * already inactive; saving again with status inactive revokes again.
   */
  async update(admin: User, body: UpdateUserDto): Promise<AdminUser> {
    const changes = changesOf(body);
    if (Object.keys(changes).length === 0) throw new BadRequestException(ADMIN_API_ERRORS.nothingToUpdate);
    const user = await this.saveLocked(admin, body.email, changes);
    if (changes.status === INACTIVE) await this.revokeRefreshTokens(user);
    return toAdminUser(user);
  }

  private async saveLocked(admin: User, email: string, changes: UserChanges): Promise<User> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const seen = await userByEmail(this.dataSource.manager, email);
      if (!seen) throw new NotFoundException(API_ERRORS.userNotFound);
      const involved = await organizationsInvolved(this.dataSource.manager, seen, changes.organizationId);
      const saved = await this.dataSource.transaction(async (manager) => {
        const organizations = await lockOrganizations(manager, involved);
        const user = await lockUser(manager, seen.id);
        if (!user || !sameIds(await organizationsInvolved(manager, user, changes.organizationId), involved)) return null;
        return this.apply(manager, admin, user, changes, organizations);
      });
      if (saved) return saved;
    }
    throw new ConflictException(ADMIN_MESSAGES.failedToSaveChanges);
  }

  private async apply(manager: EntityManager, admin: User, user: User, changes: UserChanges, locked: Organization[]): Promise<User> {
    const role = normalizeRole(user.role);
    const next = {
      role: changes.role ?? role,
      status: changes.status ?? user.status,
      organizationId: changes.organizationId === undefined ? user.organizationId : changes.organizationId,
    };
    const moved = next.organizationId !== user.organizationId;
    if (user.id === admin.id && (next.role !== role || next.status !== user.status || moved)) {
      throw new ForbiddenException(ADMIN_API_ERRORS.cannotChangeOwnAccount);
    }
    if (next.organizationId && !locked.some((organization) => organization.id === next.organizationId)) {
      throw new NotFoundException(ADMIN_API_ERRORS.organizationNotFound);
    }
    if (next.role === OWNER) await this.assertOwnerSeat(manager, user, next, role !== OWNER || moved);

    await manager.getRepository(User).update({ id: user.id }, next);
    const keep = next.role === OWNER ? next.organizationId : null;
    for (const organization of locked) {
      if (organization.ownerUserId === user.id && organization.id !== keep) {
        await manager.getRepository(Organization).update({ id: organization.id }, { ownerUserId: null });
      }
    }
    if (keep) await manager.getRepository(Organization).update({ id: keep }, { ownerUserId: user.id });
    if (moved && user.organizationId) {
      // Teams are the organization's own: a user who leaves it leaves them.
      await scopedSql(manager, user.organizationId).query('DELETE FROM team_members WHERE organization_id = $1 AND user_id = $2', [user.id]);
    }
    if (changes.status === INACTIVE) await this.impersonation.endSessionsOf(manager, user.id);
    return manager.getRepository(User).findOneByOrFail({ id: user.id });
  }

  /** An owner is active, in an organization, and the only owner there (part 2 §5, §8). */
  private async assertOwnerSeat(
    manager: EntityManager,
    user: User,
    next: { status: string; organizationId: string | null },
    takesSeat: boolean,
  ): Promise<void> {
    if (!next.organizationId) throw new BadRequestException(ADMIN_API_ERRORS.ownerNeedsOrganization);
    if (next.status !== ACTIVE) throw new BadRequestException(ADMIN_MESSAGES.ownerCannotBeInactive);
    if (!takesSeat) return;
    const anotherOwner = await scopedTo(manager.getRepository(User), next.organizationId)
      .queryBuilder('member')
      .andWhere(`lower(member.role) = :owner`, { owner: OWNER })
      .andWhere('member.id <> :id', { id: user.id })
      .getExists();
    if (anotherOwner) throw new ConflictException(ADMIN_MESSAGES.oneOwnerPerOrganization);
  }

  /** An account the provider does not know (any more) has no refresh tokens left to revoke. */
  private async revokeRefreshTokens(user: User): Promise<void> {
    const subjects = [...new Set([user.authSubject, user.provisionedSubject].filter((subject): subject is string => Boolean(subject)))];
    for (const subject of subjects) {
      try {
        await this.identityAdmin.revokeRefreshTokens({ subject });
      } catch (error) {
        if (error instanceof IdentityAdminError && error.providerStatus === 404) {
          this.logger.warn(`The identity provider has no account ${subject} (user ${user.id}): no refresh tokens to revoke`);
          continue;
        }
        if (error instanceof ProviderFailureException) throw new ProviderFailureException(ADMIN_API_ERRORS.failedToRevokeSessions, { cause: error });
        throw error;
      }
    }
  }
}
