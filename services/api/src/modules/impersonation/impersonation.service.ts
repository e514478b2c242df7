import { API_ERRORS, hasAnyRole, type ImpersonationStateResponse } from '@fsp/contracts';
import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { User } from '../users/entities/user.entity.js';
import { ImpersonationSession } from './entities/impersonation-session.entity.js';

@Injectable()
export class ImpersonationService {
  constructor(
    @InjectRepository(ImpersonationSession) private readonly sessions: Repository<ImpersonationSession>,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  /** The user an admin currently acts as, or null. Only an admin's open session counts. */
  async activeTargetFor(realUser: User): Promise<User | null> {
    if (!hasAnyRole(realUser.role, ['admin'])) return null;
    const session = await this.sessions.findOneBy({ adminUserId: realUser.id, endedAt: IsNull() });
    if (!session) return null;
    return this.users.findOneBy({ id: session.targetUserId });
  }

  async start(admin: User, targetUserId: string): Promise<ImpersonationStateResponse> {
    if (await this.sessions.existsBy({ adminUserId: admin.id, endedAt: IsNull() })) {
      throw new BadRequestException(API_ERRORS.cannotChainImpersonation);
    }
    if (targetUserId === admin.id) throw new BadRequestException(API_ERRORS.cannotImpersonateSelf);
    const target = await this.users.findOneBy({ id: targetUserId });
    if (!target) throw new NotFoundException(API_ERRORS.userNotFound);
    if (hasAnyRole(target.role, ['admin'])) throw new ForbiddenException(API_ERRORS.cannotImpersonateAdmin);
    // The partial unique index turns a concurrent second start into a 409 instead of two open sessions.
    await this.sessions.insert({ adminUserId: admin.id, targetUserId: target.id });
    return { impersonating: true, target_user_id: target.id };
  }

  async stop(admin: User): Promise<void> {
    const result = await this.sessions.update({ adminUserId: admin.id, endedAt: IsNull() }, { endedAt: () => 'now()' });
    if (!result.affected) throw new BadRequestException(API_ERRORS.notImpersonating);
  }
}
