import { API_ERRORS, hasAnyRole, type ImpersonationStateResponse } from '@fsp/contracts';
import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, Repository } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { User } from '../users/entities/user.entity.js';
import { ImpersonationSession } from './entities/impersonation-session.entity.js';
import { ImpersonationClock } from './impersonation-clock.js';

@Injectable()
export class ImpersonationService {
  constructor(
    @InjectRepository(ImpersonationSession) private readonly sessions: Repository<ImpersonationSession>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly clock: ImpersonationClock,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /** Only an admin can have an impersonation open; for anyone else `activeTargetFor` is always null. */
  mayImpersonate(realUser: User): boolean {
    return hasAnyRole(realUser.role, ['admin']);
  }

  /**
   * The user an admin currently acts as, or null. Only an admin's open session counts. Checked on every request
   * against the database (one statement: the open session with its target), never cached, so every API process
   * agrees at once: a start or stop applies to the admin's next request, and a session whose target has become
   * inactive or an admin, or that is older than IMPERSONATION_MAX_MINUTES, is ended here and the admin acts as
   * themself again.
   */
  async activeTargetFor(realUser: User): Promise<User | null> {
    if (!this.mayImpersonate(realUser)) return null;
    const { entities, raw } = await this.users
      .createQueryBuilder('target')
      .innerJoin(ImpersonationSession, 'session', 'session.targetUserId = target.id')
      .addSelect('session.id', 'session_id')
      .addSelect('session.startedAt', 'session_started_at')
      .where('session.adminUserId = :adminUserId', { adminUserId: realUser.id })
      .andWhere('session.endedAt IS NULL')
      .getRawAndEntities<{ session_id: string; session_started_at: Date }>();
    const [target] = entities;
    const [session] = raw;
    // The target's row goes with its sessions (ON DELETE CASCADE): no row, no open session.
    if (!target || !session) return null;
    if (!impersonationRefusal(target) && !this.expired(session.session_started_at)) return target;
    await this.sessions.update({ id: session.session_id, endedAt: IsNull() }, { endedAt: this.clock.now() });
    return null;
  }

  async start(admin: User, targetUserId: string): Promise<ImpersonationStateResponse> {
    if (await this.sessions.existsBy({ adminUserId: admin.id, endedAt: IsNull() })) {
      throw new BadRequestException(API_ERRORS.cannotChainImpersonation);
    }
    if (targetUserId === admin.id) throw new BadRequestException(API_ERRORS.cannotImpersonateSelf);
    const target = await this.users.findOneBy({ id: targetUserId });
    if (!target) throw new NotFoundException(API_ERRORS.userNotFound);
    const refusal = impersonationRefusal(target);
    if (refusal) throw new ForbiddenException(refusal);
    // The partial unique index turns a concurrent second start into a 409 instead of two open sessions.
    await this.sessions.insert({ adminUserId: admin.id, targetUserId: target.id, startedAt: this.clock.now() });
    return { impersonating: true, target_user_id: target.id };
  }

  async stop(admin: User): Promise<void> {
    const result = await this.sessions.update({ adminUserId: admin.id, endedAt: IsNull() }, { endedAt: this.clock.now() });
    if (!result.affected) throw new BadRequestException(API_ERRORS.notImpersonating);
  }

  /**
   * Ends, in the caller's transaction, every open session in which this user is acted as or is acting (the user
   * was made inactive): the impersonating admin's next request acts as themself again.
   */
  async endSessionsOf(manager: EntityManager, userId: string): Promise<void> {
    const sessions = manager.getRepository(ImpersonationSession);
    const endedAt = this.clock.now();
    await sessions.update({ targetUserId: userId, endedAt: IsNull() }, { endedAt });
    await sessions.update({ adminUserId: userId, endedAt: IsNull() }, { endedAt });
  }

  private expired(startedAt: Date): boolean {
    return this.clock.now().getTime() - startedAt.getTime() >= this.config.impersonationMaxMinutes * 60_000;
  }
}

/** Why nobody may act as this user (an admin, or an inactive account), or null. */
function impersonationRefusal(target: User): string | null {
  if (hasAnyRole(target.role, ['admin'])) return API_ERRORS.cannotImpersonateAdmin;
  if (target.status !== 'active') return API_ERRORS.cannotImpersonateInactive;
  return null;
}
