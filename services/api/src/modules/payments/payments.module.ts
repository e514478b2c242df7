import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../../config/api-config.js';
import { Organization } from '../organizations/entities/organization.entity.js';
import { User } from '../users/entities/user.entity.js';
import { PaymentOnboardingController } from './payment-onboarding.controller.js';
import { PaymentOnboardingService } from './payment-onboarding.service.js';
import { PaymentsProvider } from './payments-provider.js';
import { choosePaymentsProvider } from './payments-provider.factory.js';
import { SandboxAuthenticationController } from './sandbox/sandbox-authentication.controller.js';
import { SandboxCardController } from './sandbox/sandbox-card.controller.js';
import { SandboxDashboardController } from './sandbox/sandbox-dashboard.controller.js';
import { SandboxOnboardingController } from './sandbox/sandbox-onboarding.controller.js';
import { SandboxPaymentsProvider } from './sandbox/sandbox-payments-provider.js';

/**
 * The card payment provider (Stripe Connect, or the embedded sandbox), connected-account onboarding for
 * owners, and the sandbox's own onboarding page, card confirmation, payment authentication page and dashboard page.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Organization, User])],
  controllers: [
    PaymentOnboardingController,
    SandboxOnboardingController,
    SandboxCardController,
    SandboxAuthenticationController,
    SandboxDashboardController,
  ],
  providers: [
    SandboxPaymentsProvider,
    {
      provide: PaymentsProvider,
      inject: [API_CONFIG, SandboxPaymentsProvider],
      useFactory: (config: ApiConfig, sandbox: SandboxPaymentsProvider) => choosePaymentsProvider(config, sandbox),
    },
    PaymentOnboardingService,
  ],
  exports: [PaymentOnboardingService, PaymentsProvider],
})
export class PaymentsModule {}
