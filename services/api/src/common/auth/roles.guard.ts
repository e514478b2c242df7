import { API_ERRORS, hasAnyRole, type Role } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { PerRouteMemo } from './per-route-memo.js';
import { EFFECTIVE_USER_ROLES, FORBIDDEN_MESSAGE, type ForbiddenMessageSource, REAL_USER_ROLES } from './roles.decorator.js';

interface RouteRoles {
  effectiveRoles: Role[] | undefined;
  realRoles: Role[] | undefined;
  message: ForbiddenMessageSource | undefined;
}

/** Third guard: `@Roles` against the effective user, `@RealUserRoles` against the signed-in user (case-insensitive). */
@Injectable()
export class RolesGuard implements CanActivate {
  private readonly roles: PerRouteMemo<RouteRoles>;

  constructor(reflector: Reflector) {
    this.roles = new PerRouteMemo((handler, controller) => {
      const targets = [handler, controller];
      return {
        effectiveRoles: reflector.getAllAndOverride<Role[] | undefined>(EFFECTIVE_USER_ROLES, targets),
        realRoles: reflector.getAllAndOverride<Role[] | undefined>(REAL_USER_ROLES, targets),
        message: reflector.getAllAndOverride<ForbiddenMessageSource | undefined>(FORBIDDEN_MESSAGE, targets),
      };
    });
  }

  canActivate(context: ExecutionContext): boolean {
    const { effectiveRoles, realRoles, message } = this.roles.get(context);
    if (!effectiveRoles && !realRoles) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.realUser || !request.effectiveUser) throw new UnauthorizedException(API_ERRORS.unauthenticated);
    const allowed =
      (!effectiveRoles || hasAnyRole(request.effectiveUser.role, effectiveRoles)) &&
      (!realRoles || hasAnyRole(request.realUser.role, realRoles));
    if (allowed) return true;
    throw new ForbiddenException(typeof message === 'function' ? message(request.body) : (message ?? API_ERRORS.forbidden));
  }
}
