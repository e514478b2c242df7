import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ImpersonationService } from '../../modules/impersonation/impersonation.service.js';

/** Second guard: while the signed-in admin impersonates someone, the request acts as that user. */
@Injectable()
export class EffectiveUserGuard implements CanActivate {
  constructor(private readonly impersonation: ImpersonationService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const realUser = request.realUser;
    if (!realUser) return true;
    request.effectiveUser = (await this.impersonation.activeTargetFor(realUser)) ?? realUser;
    return true;
  }
}
