import type { InvoiceCardSetupResponse, PayInvoiceResponse, PublicInvoiceView } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator.js';
import {
  InvoiceCardSetupResponseDto,
  InvoicePaymentResultDto,
  PayInvoiceDto,
  PayInvoiceResponseDto,
  PublicInvoiceViewDto,
} from './dto/invoice-page.dto.js';
import { InvoiceCardSetupService } from './invoice-card-setup.service.js';
import { InvoicePagePaymentService } from './invoice-page-payment.service.js';
import { InvoicePageService } from './invoice-page.service.js';

/** The customer's invoice page, /invoice/{token}: public (the token is the credential), under the shared public rate limit. */
@ApiTags('public')
@Public()
@Controller('public/invoices/:token')
export class InvoicePageController {
  constructor(
    private readonly page: InvoicePageService,
    private readonly cardSetups: InvoiceCardSetupService,
    private readonly payments: InvoicePagePaymentService,
  ) {}

  @Get()
  @ApiOkResponse({ type: PublicInvoiceViewDto })
  view(@Param('token') token: string): Promise<PublicInvoiceView> {
    return this.page.view(token);
  }

  @Post('card-setup')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: InvoiceCardSetupResponseDto })
  cardSetup(@Param('token') token: string): Promise<InvoiceCardSetupResponse> {
    return this.cardSetups.cardSetup(token);
  }

  @Post('pay')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PayInvoiceResponseDto })
  pay(@Param('token') token: string, @Body() body: PayInvoiceDto): Promise<PayInvoiceResponse> {
    return this.payments.pay(token, body);
  }

  @Post('payment-result')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: PayInvoiceResponseDto })
  paymentResult(@Param('token') token: string, @Body() body: InvoicePaymentResultDto): Promise<PayInvoiceResponse> {
    return this.payments.paymentResult(token, body);
  }
}
