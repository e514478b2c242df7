import { Controller, Get, HttpStatus, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/public.decorator.js';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import { PaymentsProvider } from '../payments-provider.js';
import { sandboxAuthenticationClosedPage, sandboxAuthenticationDonePage, sandboxAuthenticationPage } from './sandbox-authentication-page.js';
import { sendSandboxHtml } from './sandbox-html-reply.js';
import { SANDBOX_AUTHENTICATION_PATH, type SandboxPaymentIntents } from './sandbox-payment-intents.js';
import { SandboxPaymentsProvider } from './sandbox-payments-provider.js';

/**
 * The sandbox's authentication page for on-session payments of a card that needs 3-D Secure, addressed by the
 * payment's unguessable token and served under /api/public so it opens on the app's origin through the edge.
 * GET shows it; POST …/complete charges the card and POST …/fail fails the payment, then both return to the
 * payment's return address with `payment_intent=<id>` (303). A used or unknown token answers 404.
 */
@ApiExcludeController()
@Public()
@Controller('public/payments-sandbox/authentication')
export class SandboxAuthenticationController {
  constructor(
    private readonly provider: PaymentsProvider,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  private paymentIntents(): SandboxPaymentIntents {
    if (!(this.provider instanceof SandboxPaymentsProvider)) throw new NotFoundException();
    return this.provider.paymentIntents;
  }

  private closed(reply: FastifyReply): void {
    sendSandboxHtml(reply, HttpStatus.NOT_FOUND, sandboxAuthenticationClosedPage(), [this.config.appBaseUrl]);
  }

  @Get(':token')
  async show(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const open = await this.paymentIntents().openAuthentication(token);
    if (!open) {
      this.closed(reply);
      return;
    }
    const action = `${SANDBOX_AUTHENTICATION_PATH}/${encodeURIComponent(token)}`;
    const { intent } = open;
    const page = sandboxAuthenticationPage({
      businessName: open.businessName,
      amountCents: intent.amount,
      currency: intent.currency,
      card: open.card,
      completeAction: `${action}/complete`,
      failAction: `${action}/fail`,
    });
    sendSandboxHtml(reply, HttpStatus.OK, page, [this.config.appBaseUrl, ...(intent.returnUrl ? [intent.returnUrl] : [])]);
  }

  @Post(':token/complete')
  complete(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(token, 'complete', reply);
  }

  @Post(':token/fail')
  fail(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    return this.answer(token, 'fail', reply);
  }

  private async answer(token: string, answer: 'complete' | 'fail', reply: FastifyReply): Promise<void> {
    const intent = await this.paymentIntents().authenticate(token, answer);
    if (!intent) {
      this.closed(reply);
      return;
    }
    if (!intent.returnUrl) {
      sendSandboxHtml(reply, HttpStatus.OK, sandboxAuthenticationDonePage(intent.status === 'succeeded'), [this.config.appBaseUrl]);
      return;
    }
    const target = new URL(intent.returnUrl);
    target.searchParams.set('payment_intent', intent.id);
    void reply.header('cache-control', 'no-store').redirect(target.toString(), HttpStatus.SEE_OTHER);
  }
}
