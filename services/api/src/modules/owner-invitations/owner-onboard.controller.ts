import type { OwnerAcceptResponse, OwnerInvite } from '@fsp/contracts';
import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { OwnerAcceptDto } from './dto/owner-accept.dto.js';
import { OwnerAcceptResponseDto, OwnerInviteDto } from './dto/owner-invitation-responses.dto.js';
import { OwnerOnboardingService } from './owner-onboarding.service.js';
import { Public } from '../../common/auth/public.decorator.js';

/** /admin/owner-onboard/{code}: public (no token), under the shared public rate limit. */
@ApiTags('public')
@Public()
@Controller('public/owner-onboard')
export class OwnerOnboardController {
  constructor(private readonly onboarding: OwnerOnboardingService) {}

  @Get(':code')
  @ApiOkResponse({ type: OwnerInviteDto })
  @ApiNotFoundResponse({ description: 'Invite not found' })
  view(@Param('code') code: string): Promise<OwnerInvite> {
    return this.onboarding.view(code);
  }

  @Post(':code/accept')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: OwnerAcceptResponseDto })
  @ApiNotFoundResponse({ description: 'Invite not found' })
  @ApiConflictResponse({ description: 'Already used, or the organization has another owner' })
  @ApiGoneResponse({ description: 'This invite has expired.' })
  accept(@Param('code') code: string, @Body() body: OwnerAcceptDto): Promise<OwnerAcceptResponse> {
    return this.onboarding.accept(code, body);
  }
}
