import { BadRequestException, Controller, Headers, HttpCode, HttpStatus, Inject, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import Stripe from 'stripe';
import { Public } from '../../common/auth/public.decorator.js';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { STRIPE_WEBHOOK_ERRORS } from './stripe-webhook-errors.js';
import { StripeWebhookEvents } from './stripe-webhook-events.js';

export interface StripeWebhookResponse {
  received: true;
  /** This event was processed before (a redelivery): nothing was done again. */
  duplicate: boolean;
}

/**
 * Stripe's Connect webhook endpoint (events of the connected accounts). The signature is checked on the raw body
 * (create-app.ts keeps it: `rawBody: true`) with the endpoint's signing secret, STRIPE_WEBHOOK_SECRET.
 */
@ApiTags('webhooks')
@Controller('webhooks')
export class StripeWebhooksController {
  constructor(
    private readonly events: StripeWebhookEvents,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Post('stripe')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The event was applied, or had been already' })
  @ApiBadRequestResponse({ description: 'No signing secret configured, or a missing or invalid Stripe-Signature' })
  async receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookResponse> {
    const secret = this.config.payments.stripeWebhookSecret;
    if (!secret) throw new BadRequestException(STRIPE_WEBHOOK_ERRORS.notConfigured);
    if (!signature) throw new BadRequestException(STRIPE_WEBHOOK_ERRORS.missingSignature);
    if (!request.rawBody) throw new BadRequestException(STRIPE_WEBHOOK_ERRORS.notJson);
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.rawBody, signature, secret);
    } catch {
      throw new BadRequestException(STRIPE_WEBHOOK_ERRORS.invalidSignature);
    }
    const result = await this.events.process(event);
    return { received: true, duplicate: result === 'duplicate' };
  }
}
