import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { UsersService } from '../../modules/users/users.service.js';
import { AccessTokenVerifier, InvalidAccessTokenError } from './access-token-verifier.js';
import { routeAccess } from './route-access.js';

/**
 * First guard: `@Public()` routes pass; a route that declares nobody who may call it is refused to everyone;
 * every other route needs a valid bearer token, resolved to the signed-in user's row (created at first sign-in).
 */
@Injectable()
export class AuthenticatedUserGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = routeAccess(this.reflector, [context.getHandler(), context.getClass()]);
    if (access === 'public') return true;
    if (access === 'undeclared') throw new ForbiddenException(API_ERRORS.forbidden);

    const request = context.switchToHttp().getRequest<FastifyRequest>();
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
