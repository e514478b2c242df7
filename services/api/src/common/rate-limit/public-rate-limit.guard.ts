import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { isPublicApiPath } from '../auth/request-context.js';
import { FixedWindowLimiter } from './fixed-window-limiter.js';

/**
 * First guard: every route under /api/public/ (present and future) shares one budget per client IP;
 * authenticated routes are not limited here.
 */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  private readonly limiter: FixedWindowLimiter;
  private readonly limit: number;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.limit = config.publicRateLimit.limit;
    this.limiter = new FixedWindowLimiter(config.publicRateLimit.limit, config.publicRateLimit.windowMs);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (!isPublicApiPath(request.url)) return true;
    const decision = this.limiter.hit(request.ip);
    const reply = http.getResponse<FastifyReply>();
    void reply.header('x-ratelimit-limit', this.limit).header('x-ratelimit-remaining', decision.remaining);
    if (decision.allowed) return true;
    void reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
    throw new HttpException(API_ERRORS.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
  }
}
