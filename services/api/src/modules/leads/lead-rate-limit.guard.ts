import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { hit, refuse } from '../../common/rate-limit/limit-decision.js';
import { RateLimitStore } from '../../common/rate-limit/rate-limit-store.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';

/**
 * Lead posts write a row each, so they get a tighter budget per client address (LEAD_RATE_LIMIT per
 * LEAD_RATE_WINDOW_MS) than the shared /api/public/ one, which still applies first.
 */
@Injectable()
export class LeadRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  constructor(@Inject(API_CONFIG) config: ApiConfig, store: RateLimitStore) {
    this.limiter = store.limiter('leads', config.leadRateLimit);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const decision = await hit(this.limiter, http.getRequest<FastifyRequest>().ip);
    if (!decision.allowed) refuse(http.getResponse<FastifyReply>(), decision, API_ERRORS.tooManyRequests);
    return true;
  }
}
