import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ImpersonationService } from '../../modules/impersonation/impersonation.service.js';

/** Second guard: while the signed-in admin impersonates someone, the request acts as that user. */
@Injectable()
export class EffectiveUserGuard implements CanActivate {
  constructor(private readonly impersonation: ImpersonationService) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const realUser = request.realUser;
    if (!realUser) return true;
    // Only admins impersonate: everyone else acts as themself without a query (read fresh for admins, never cached,
    // so a start or stop in any process applies to the admin's next request).
    if (!this.impersonation.mayImpersonate(realUser)) {
      request.effectiveUser = realUser;
      return true;
    }
    return this.impersonation.activeTargetFor(realUser).then((target) => {
      request.effectiveUser = target ?? realUser;
      return true;
    });
  }
}
