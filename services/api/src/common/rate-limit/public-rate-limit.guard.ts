import { API_ERRORS } from '@fsp/contracts';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { isPublicApiPath } from '../auth/request-context.js';
import { hit, refuse } from './limit-decision.js';
import { RateLimitStore } from './rate-limit-store.js';

/**
 * First guard: every route under /api/public/ (present and future) shares one budget per client address
 * (request.ip, which follows TRUSTED_PROXIES), counted by every API process together; authenticated routes are
 * not limited here.
 */
@Injectable()
export class PublicRateLimitGuard implements CanActivate {
  private readonly limiter: RateLimiterAbstract;
  private readonly limit: number;

  constructor(@Inject(API_CONFIG) config: ApiConfig, store: RateLimitStore) {
    this.limit = config.publicRateLimit.limit;
    this.limiter = store.limiter('public', config.publicRateLimit);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (!isPublicApiPath(request.url)) return true;
    const decision = await hit(this.limiter, request.ip);
    const reply = http.getResponse<FastifyReply>();
    void reply.header('x-ratelimit-limit', this.limit).header('x-ratelimit-remaining', decision.remaining);
    if (!decision.allowed) refuse(reply, decision, API_ERRORS.tooManyRequests);
    return true;
  }
}
