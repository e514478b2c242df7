import { Controller, Get, HttpStatus, Inject, NotFoundException, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import type { FastifyReply } from 'fastify';
import { Repository } from 'typeorm';
import { API_CONFIG, type ApiConfig } from '../../../config/api-config.js';
import { Organization } from '../../organizations/entities/organization.entity.js';
import { PaymentOnboardingService } from '../payment-onboarding.service.js';
import { PaymentsProvider } from '../payments-provider.js';
import { sendSandboxHtml } from './sandbox-html-reply.js';
import { sandboxOnboardingLinkClosedPage, sandboxOnboardingPage } from './sandbox-onboarding-page.js';
import { SANDBOX_ONBOARDING_PATH, SandboxPaymentsProvider } from './sandbox-payments-provider.js';
import { Public } from '../../../common/auth/public.decorator.js';

/**
 * The sandbox's hosted onboarding, served under /api/public so it opens on the app's origin through the edge:
 * GET shows the page, POST …/complete completes the simulated account and returns to the app (303).
 */
@ApiExcludeController()
@Public()
@Controller('public/payments-sandbox/onboarding')
export class SandboxOnboardingController {
  constructor(
    private readonly provider: PaymentsProvider,
    private readonly onboarding: PaymentOnboardingService,
    @InjectRepository(Organization) private readonly organizations: Repository<Organization>,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  private sandbox(): SandboxPaymentsProvider {
    if (!(this.provider instanceof SandboxPaymentsProvider)) throw new NotFoundException();
    return this.provider;
  }

  private sendHtml(reply: FastifyReply, status: number, html: string): void {
    sendSandboxHtml(reply, status, html, [this.config.appBaseUrl]);
  }

  private restartUrl(): string {
    return `${this.config.appBaseUrl}/onboarding-callback?next=stripe`;
  }

  @Get(':token')
  async show(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const open = await this.sandbox().openOnboardingLink(token);
    if (!open) {
      this.sendHtml(reply, HttpStatus.GONE, sandboxOnboardingLinkClosedPage(this.restartUrl()));
      return;
    }
    const organization = await this.organizations.findOneBy({ id: open.account.organizationId });
    this.sendHtml(
      reply,
      HttpStatus.OK,
      sandboxOnboardingPage({
        organizationName: organization?.name ?? open.account.businessName,
        completeAction: `${SANDBOX_ONBOARDING_PATH}/${encodeURIComponent(token)}/complete`,
      }),
    );
  }

  @Post(':token/complete')
  async complete(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const sandbox = this.sandbox();
    const open = await sandbox.openOnboardingLink(token);
    const link = open ? await sandbox.completeOnboarding(token) : null;
    if (!open || !link) {
      this.sendHtml(reply, HttpStatus.GONE, sandboxOnboardingLinkClosedPage(this.restartUrl()));
      return;
    }
    await this.onboarding.status(open.account.organizationId);
    void reply.header('cache-control', 'no-store').redirect(link.returnUrl, HttpStatus.SEE_OTHER);
  }
}
