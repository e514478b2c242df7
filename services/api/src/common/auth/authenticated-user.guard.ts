import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { UsersService } from '../../modules/users/users.service.js';
import { AccessTokenVerifier, InvalidAccessTokenError, type VerifiedIdentity } from './access-token-verifier.js';
import { AuthClock } from './auth-clock.js';
import { PerRouteMemo } from './per-route-memo.js';
import { routeAccess, type RouteAccess } from './route-access.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

/**
 * First guard: `@Public()` routes pass; a route that declares nobody who may call it is refused to everyone;
 * every other route needs a valid bearer token, resolved to the signed-in user's row (created at first sign-in).
 * Verified tokens are kept for a while (verified-token-cache.ts) and users by subject (users/user-cache.ts), so a
 * signed-in request usually costs neither a signature check nor a query.
 */
@Injectable()
export class AuthenticatedUserGuard implements CanActivate {
  private readonly verifiedTokens: VerifiedTokenCache;
  private readonly access: PerRouteMemo<RouteAccess>;

  constructor(
    reflector: Reflector,
    @Inject(AccessTokenVerifier) private readonly verifier: AccessTokenVerifier,
    private readonly users: UsersService,
    private readonly clock: AuthClock,
  ) {
    this.verifiedTokens = new VerifiedTokenCache(clock);
    this.access = new PerRouteMemo((handler, controller) => routeAccess(reflector, [handler, controller]));
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.access.get(context);
    if (access === 'public') return true;
    if (access === 'undeclared') throw new ForbiddenException(API_ERRORS.forbidden);

    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw new UnauthorizedException(API_ERRORS.unauthenticated);

    const identity = await this.identityOf(match[1]);
    const user = await this.users.resolveSignedIn(identity);
    if (user.status !== 'active') throw new ForbiddenException(API_ERRORS.inactiveUser);
    request.realUser = user;
    return true;
  }

  private async identityOf(token: string): Promise<VerifiedIdentity> {
    const cached = this.verifiedTokens.get(token);
    if (cached) return cached;
    try {
      const verified = await this.verifier.verify(token, new Date(this.clock.now()));
      this.verifiedTokens.set(token, verified.identity, verified.expiresAtMs);
      return verified.identity;
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) throw new UnauthorizedException(API_ERRORS.invalidToken);
      throw error;
    }
  }
}
