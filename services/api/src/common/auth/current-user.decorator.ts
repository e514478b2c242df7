import { createParamDecorator, type ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { API_ERRORS } from '@fsp/contracts';
import type { FastifyRequest } from 'fastify';
import type { User } from '../../modules/users/entities/user.entity.js';

function requireUser(user: User | undefined): User {
  if (!user) throw new UnauthorizedException(API_ERRORS.unauthenticated);
  return user;
}

/** The user the request acts as (the impersonation target while one is open). */
export const EffectiveUser = createParamDecorator((_: unknown, context: ExecutionContext): User =>
  requireUser(context.switchToHttp().getRequest<FastifyRequest>().effectiveUser),
);

/** The person who actually signed in. */
export const RealUser = createParamDecorator((_: unknown, context: ExecutionContext): User =>
  requireUser(context.switchToHttp().getRequest<FastifyRequest>().realUser),
);
