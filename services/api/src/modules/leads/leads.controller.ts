import type { LeadResponse } from '@fsp/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { requestClient } from '../../common/http/request-client.js';
import { CreateLeadDto, LeadCreatedDto } from './dto/create-lead.dto.js';
import { LeadRateLimitGuard } from './lead-rate-limit.guard.js';
import { LEADS_CONTROLLER_PATH } from './leads-route.js';
import { LeadsService } from './leads.service.js';
import { Public } from '../../common/auth/public.decorator.js';

/** Public (under /api/public/); cross-origin posts with credentials only from the public site (see create-app). */
@ApiTags('public')
@Public()
@Controller(LEADS_CONTROLLER_PATH)
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(LeadRateLimitGuard)
  @ApiCreatedResponse({ type: LeadCreatedDto })
  @ApiTooManyRequestsResponse({ description: 'Too many leads from this client; see Retry-After.' })
  create(@Body() body: CreateLeadDto, @Req() request: FastifyRequest): Promise<LeadResponse> {
    return this.leads.create(body, requestClient(request));
  }
}
