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

  /**
   * The user an admin currently acts as, or null. Only an admin's open session counts. Checked on every request
   * against the database, so every API process agrees: a session whose target has become inactive or an admin,
   * or that is older than IMPERSONATION_MAX_MINUTES, is ended here and the admin acts as themself again.
   */
  async activeTargetFor(realUser: User): Promise<User | null> {
    if (!hasAnyRole(realUser.role, ['admin'])) return null;
    const session = await this.sessions.findOneBy({ adminUserId: realUser.id, endedAt: IsNull() });
    if (!session) return null;
    const target = await this.users.findOneBy({ id: session.targetUserId });
    if (target && !impersonationRefusal(target) && !this.expired(session)) return target;
    await this.sessions.update({ id: session.id, endedAt: IsNull() }, { endedAt: this.clock.now() });
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

  private expired(session: ImpersonationSession): boolean {
    return this.clock.now().getTime() - session.startedAt.getTime() >= this.config.impersonationMaxMinutes * 60_000;
  }
}

/** Why nobody may act as this user (an admin, or an inactive account), or null. */
function impersonationRefusal(target: User): string | null {
  if (hasAnyRole(target.role, ['admin'])) return API_ERRORS.cannotImpersonateAdmin;
  if (target.status !== 'active') return API_ERRORS.cannotImpersonateInactive;
  return null;
}
