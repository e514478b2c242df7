import type { PublicSignupData, SignupSubmissionResponse } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../common/http/request-client.js';
import { PublicSignupDataDto, SignupSubmissionResponseDto } from './dto/public-signup-data.dto.js';
import { SignupSubmissionDto } from './dto/signup-submission.dto.js';
import { PublicSignupService } from './public-signup.service.js';
import { Public } from '../../common/auth/public.decorator.js';

/** /signup/{code} and /public-signup/{code}: public (no token), under the shared public rate limit. */
@ApiTags('public')
@Public()
@Controller('public/signup')
export class PublicSignupController {
  constructor(private readonly signup: PublicSignupService) {}

  @Get(':code')
  @ApiOkResponse({ type: PublicSignupDataDto })
  load(@Param('code') code: string): Promise<PublicSignupData> {
    return this.signup.load(code);
  }

  @Post(':code')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: SignupSubmissionResponseDto })
  submit(@Param('code') code: string, @Body() body: SignupSubmissionDto, @Req() request: FastifyRequest): Promise<SignupSubmissionResponse> {
    return this.signup.submit(code, body, requestClient(request));
  }
}
