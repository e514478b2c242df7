import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ORGANIZATION_SCOPED } from './organization-scoped.decorator.js';

/** Last guard: organization-scoped routes need an effective user who belongs to an organization. */
@Injectable()
export class OrganizationScopeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const scoped = this.reflector.getAllAndOverride<boolean | undefined>(ORGANIZATION_SCOPED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!scoped) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!request.effectiveUser?.organizationId) throw new ForbiddenException(API_ERRORS.noOrganization);
    return true;
  }
}
