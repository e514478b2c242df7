import { CUSTOMER_INVITE_MESSAGES, type CustomerInvite as CustomerInviteView, type SentInviteResponse } from '@fsp/contracts';
import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { EffectiveUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { MessagingBudget } from '../../common/rate-limit/messaging-budget.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { User } from '../users/entities/user.entity.js';
import { CustomerInvitesService } from './customer-invites.service.js';
import { CustomerInviteDto, SentInviteDto } from './dto/customer-invite.dto.js';
import { CreateQrInviteDto, EmailInviteDto, SmsInviteDto } from './dto/invite-requests.dto.js';

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/invitations')
@Roles('owner', 'manager')
@ForbiddenMessage(CUSTOMER_INVITE_MESSAGES.roleRequired)
@OrganizationScoped()
export class CustomerInvitesController {
  constructor(private readonly invites: CustomerInvitesService) {}

  @Get('recent')
  @ApiOkResponse({ type: CustomerInviteDto, isArray: true, description: 'Newest first, at most 200' })
  recent(@CurrentOrganizationId() organizationId: string): Promise<CustomerInviteView[]> {
    return this.invites.recent(organizationId);
  }

  @Post('create')
  @ApiCreatedResponse({ type: CustomerInviteDto, description: 'A QR invite; its link is what the QR code encodes' })
  create(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Body() body: CreateQrInviteDto,
  ): Promise<CustomerInviteView> {
    return this.invites.createQr({ organizationId, userId: user.id }, body.ttl_hours);
  }

  @Post('email')
  @MessagingBudget()
  @ApiCreatedResponse({ type: SentInviteDto })
  @ApiBadGatewayResponse({ description: CUSTOMER_INVITE_MESSAGES.failedToSendEmail })
  email(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Body() body: EmailInviteDto,
  ): Promise<SentInviteResponse> {
    return this.invites.sendEmail({ organizationId, userId: user.id }, body.email, body.ttl_hours);
  }

  @Post('sms')
  @MessagingBudget()
  @ApiCreatedResponse({ type: SentInviteDto })
  @ApiBadGatewayResponse({ description: CUSTOMER_INVITE_MESSAGES.failedToSendSms })
  sms(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Body() body: SmsInviteDto,
  ): Promise<SentInviteResponse> {
    return this.invites.sendSms({ organizationId, userId: user.id }, body.phone, body.ttl_hours);
  }
}
