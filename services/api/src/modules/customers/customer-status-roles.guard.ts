import { API_ERRORS, CUSTOMER_MANAGER_ROLES, customerStatusForbiddenMessage, hasAnyRole } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * `@Roles('owner', 'manager')` for the status call, whose 403 wording depends on the requested status
 * (archiving has its own message). Fastify has parsed the body before guards run.
 */
@Injectable()
export class CustomerStatusRolesGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.effectiveUser) throw new UnauthorizedException(API_ERRORS.unauthenticated);
    if (hasAnyRole(request.effectiveUser.role, CUSTOMER_MANAGER_ROLES)) return true;
    const body: unknown = request.body;
    const status = typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined;
    throw new ForbiddenException(customerStatusForbiddenMessage(status));
  }
}
