import type { SandboxCardConfirmResponse } from '@fsp/contracts';
import { Body, Controller, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SandboxCardConfirmDto, SandboxCardConfirmResponseDto } from '../dto/sandbox-card-confirm.dto.js';
import { PaymentsProvider } from '../payments-provider.js';
import { SandboxPaymentsProvider } from './sandbox-payments-provider.js';
import { Public } from '../../../common/auth/public.decorator.js';

/** What Stripe.js's confirmCardSetup does against Stripe, for the sandbox's own card form. */
@ApiTags('public')
@Public()
@Controller('public/payments-sandbox/setup-intents')
export class SandboxCardController {
  constructor(private readonly provider: PaymentsProvider) {}

  @Post(':id/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SandboxCardConfirmResponseDto })
  async confirm(@Param('id') id: string, @Body() body: SandboxCardConfirmDto): Promise<SandboxCardConfirmResponse> {
    if (!(this.provider instanceof SandboxPaymentsProvider)) throw new NotFoundException();
    const confirmed = await this.provider.confirmCard(id, body.client_secret, {
      cardNumber: body.card_number,
      expiry: body.expiry,
      cvc: body.cvc,
    });
    return { id: confirmed.id, status: 'succeeded', payment_method: confirmed.paymentMethodId };
  }
}
