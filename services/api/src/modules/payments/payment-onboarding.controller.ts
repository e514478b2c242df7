import type { PaymentProviderStatus, StartOnboardingResponse } from '@fsp/contracts';
import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { PaymentProviderStatusDto, StartOnboardingResponseDto } from './dto/payment-onboarding.dto.js';
import { PaymentOnboardingService } from './payment-onboarding.service.js';

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/stripe')
@Roles('owner', 'manager')
@OrganizationScoped()
export class PaymentOnboardingController {
  constructor(private readonly onboarding: PaymentOnboardingService) {}

  @Post('start-onboarding')
  @HttpCode(200)
  @ApiOkResponse({ type: StartOnboardingResponseDto })
  startOnboarding(@CurrentOrganizationId() organizationId: string): Promise<StartOnboardingResponse> {
    return this.onboarding.startOnboarding(organizationId);
  }

  @Get('status')
  @ApiOkResponse({ type: PaymentProviderStatusDto })
  status(@CurrentOrganizationId() organizationId: string): Promise<PaymentProviderStatus> {
    return this.onboarding.status(organizationId);
  }
}
