import { API_ERRORS, hasAnyRole, type Role } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { EFFECTIVE_USER_ROLES, FORBIDDEN_MESSAGE, type ForbiddenMessageSource, REAL_USER_ROLES } from './roles.decorator.js';

/** Third guard: `@Roles` against the effective user, `@RealUserRoles` against the signed-in user (case-insensitive). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    const effectiveRoles = this.reflector.getAllAndOverride<Role[] | undefined>(EFFECTIVE_USER_ROLES, targets);
    const realRoles = this.reflector.getAllAndOverride<Role[] | undefined>(REAL_USER_ROLES, targets);
    if (!effectiveRoles && !realRoles) return true;

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.realUser || !request.effectiveUser) throw new UnauthorizedException(API_ERRORS.unauthenticated);
    const allowed =
      (!effectiveRoles || hasAnyRole(request.effectiveUser.role, effectiveRoles)) &&
      (!realRoles || hasAnyRole(request.realUser.role, realRoles));
    if (allowed) return true;
    const message = this.reflector.getAllAndOverride<ForbiddenMessageSource | undefined>(FORBIDDEN_MESSAGE, targets);
    throw new ForbiddenException(typeof message === 'function' ? message(request.body) : (message ?? API_ERRORS.forbidden));
  }
}
