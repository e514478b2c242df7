import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FixedWindowLimiter } from '../../common/rate-limit/fixed-window-limiter.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';

/**
 * Lead posts write a row each, so they get a tighter budget per client IP (LEAD_RATE_LIMIT per
 * LEAD_RATE_WINDOW_MS) than the shared /api/public/ one, which still applies first.
 */
@Injectable()
export class LeadRateLimitGuard implements CanActivate {
  private readonly limiter: FixedWindowLimiter;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.limiter = new FixedWindowLimiter(config.leadRateLimit.limit, config.leadRateLimit.windowMs);
  }

  canActivate(context: ExecutionContext): boolean {
    const http = context.switchToHttp();
    const decision = this.limiter.hit(http.getRequest<FastifyRequest>().ip);
    if (decision.allowed) return true;
    void http.getResponse<FastifyReply>().header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
    throw new HttpException(API_ERRORS.tooManyRequests, HttpStatus.TOO_MANY_REQUESTS);
  }
}
