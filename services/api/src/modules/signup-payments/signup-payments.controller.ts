import type { OkResponse, SignupSetupIntentResponse } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../common/http/request-client.js';
import { OkDto } from '../impersonation/dto/start-impersonation.dto.js';
import { SetupIntentQueryDto, SetupIntentResponseDto, SignupConsentDto, SignupPaymentSuccessDto } from './dto/signup-payment.dto.js';
import { SignupPaymentsService } from './signup-payments.service.js';
import { Public } from '../../common/auth/public.decorator.js';

/** /signup/{code}/pay: public (no token), under the shared public rate limit. */
@ApiTags('public')
@Public()
@Controller('public/signup/:code')
export class SignupPaymentsController {
  constructor(private readonly payments: SignupPaymentsService) {}

  @Get('setup-intent')
  @ApiOkResponse({ type: SetupIntentResponseDto })
  setupIntent(@Param('code') code: string, @Query() query: SetupIntentQueryDto): Promise<SignupSetupIntentResponse> {
    return this.payments.setupIntent(code, query.org_id, query.email);
  }

  @Post('consent')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OkDto })
  consent(@Param('code') code: string, @Body() body: SignupConsentDto, @Req() request: FastifyRequest): Promise<OkResponse> {
    return this.payments.consent(code, body, requestClient(request));
  }

  @Post('payment-success')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OkDto })
  paymentSuccess(@Param('code') code: string, @Body() body: SignupPaymentSuccessDto): Promise<OkResponse> {
    return this.payments.paymentSucceeded(code, body);
  }
}
