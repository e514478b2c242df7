import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { UsersService } from '../../modules/users/users.service.js';
import { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier.js';
import { IS_PUBLIC } from './public.decorator.js';
import { isPublicApiPath } from './request-context.js';

/** First guard: a valid bearer token, resolved to the signed-in user's row (created at first sign-in). */
@Injectable()
export class AuthenticatedUserGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (isPublic(this.reflector, context) || isPublicApiPath(request.url)) return true;

    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new UnauthorizedException(API_ERRORS.unauthenticated);

    let identity;
    try {
      identity = await this.verifier.verify(match[1]);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw new UnauthorizedException(API_ERRORS.invalidToken);
      throw error;
    }
    const user = await this.users.resolveSignedIn(identity);
    if (user.status !== 'active') throw new ForbiddenException(API_ERRORS.inactiveUser);
    request.realUser = user;
    return true;
  }
}

export function isPublic(reflector: Reflector, context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [context.getHandler(), context.getClass()]) === true;
}
