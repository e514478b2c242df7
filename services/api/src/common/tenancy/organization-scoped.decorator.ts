import { createParamDecorator, type ExecutionContext, ForbiddenException, SetMetadata } from '@nestjs/common';
import { API_ERRORS } from '@fsp/contracts';
import type { FastifyRequest } from 'fastify';

export const ORGANIZATION_SCOPED = 'fsp:organization-scoped';

/** The route works on one organization's rows: the effective user's. Users without one get 403. */
export const OrganizationScoped = (): MethodDecorator & ClassDecorator => SetMetadata(ORGANIZATION_SCOPED, true);

/** The effective user's organization id; never taken from the request body or query. */
export const CurrentOrganizationId = createParamDecorator((_: unknown, context: ExecutionContext): string => {
  const organizationId = context.switchToHttp().getRequest<FastifyRequest>().effectiveUser?.organizationId;
  if (!organizationId) throw new ForbiddenException(API_ERRORS.noOrganization);
  return organizationId;
});
