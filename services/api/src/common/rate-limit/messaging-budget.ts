import { API_ERRORS } from '@fsp/contracts';
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { hit, refuse } from './limit-decision.js';
import { RateLimitStore } from './rate-limit-store.js';

/**
 * Each organization may send MESSAGE_BUDGET_PER_HOUR e-mails and text messages per hour, counted by every API
 * process together, so that a trial account cannot use the product as a bulk-SMS relay. Runs after the global
 * guards, so the effective user (and with it the organization) is known; every attempt counts.
 */
@Injectable()
export class MessagingBudgetGuard implements CanActivate {
  private readonly limiter: RateLimiterAbstract;

  constructor(@Inject(API_CONFIG) config: ApiConfig, store: RateLimitStore) {
    this.limiter = store.limiter('messages', config.messageBudget);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const organizationId = http.getRequest<FastifyRequest>().effectiveUser?.organizationId;
    if (!organizationId) throw new ForbiddenException(API_ERRORS.noOrganization);
    const decision = await hit(this.limiter, organizationId);
    if (!decision.allowed) refuse(http.getResponse<FastifyReply>(), decision, API_ERRORS.messagingBudgetExceeded);
    return true;
  }
}

/** On a route that sends an e-mail or a text message: counts against the organization's hourly budget. */
export const MessagingBudget = (): MethodDecorator =>
  applyDecorators(
    UseGuards(MessagingBudgetGuard),
    ApiTooManyRequestsResponse({ description: API_ERRORS.messagingBudgetExceeded }),
  );
