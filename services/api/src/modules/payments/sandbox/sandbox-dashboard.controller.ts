import { Controller, Get, HttpStatus, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../../common/auth/public.decorator.js';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import { PaymentsProvider } from '../payments-provider.js';
import { sandboxDashboardClosedPage, sandboxDashboardPage } from './sandbox-dashboard-page.js';
import { sendSandboxHtml } from './sandbox-html-reply.js';
import { SandboxPaymentsProvider } from './sandbox-payments-provider.js';

/**
 * The sandbox's dashboard page (what POST /api/owner/stripe/dashboard-link opens with the sandbox), addressed by the
 * link's unguessable, short-lived token and served under /api/public so it opens on the app's origin through the
 * edge. An unknown or expired token answers the 404 page.
 */
@ApiExcludeController()
@Public()
@Controller('public/payments-sandbox/dashboard')
export class SandboxDashboardController {
  constructor(
    private readonly provider: PaymentsProvider,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  @Get(':token')
  async show(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    if (!(this.provider instanceof SandboxPaymentsProvider)) throw new NotFoundException();
    const dashboard = await this.provider.openDashboard(token);
    if (!dashboard) {
      sendSandboxHtml(reply, HttpStatus.NOT_FOUND, sandboxDashboardClosedPage(), [this.config.appBaseUrl]);
      return;
    }
    sendSandboxHtml(reply, HttpStatus.OK, sandboxDashboardPage(dashboard), [this.config.appBaseUrl]);
  }
}
