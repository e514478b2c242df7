import {
  EARNINGS_MONTHS,
  hasAnyRole,
  PAYMENT_ACTIVITY_API_ERRORS,
  PAYMENT_ACTIVITY_MESSAGES,
  PAYMENT_MESSAGES,
  type BalanceResponse,
  type DashboardLinkResponse,
  type EarningsResponse,
  type PaymentListResponse,
  type RefundResponse,
} from '@fsp/contracts';
import { BadRequestException, Body, Controller, ForbiddenException, Get, Headers, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { EffectiveUser, RealUser } from '../../common/auth/current-user.decorator.js';
import { Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { EarningsQueryDto } from './dto/earnings-query.dto.js';
import {
  BalanceResponseDto,
  DashboardLinkResponseDto,
  EarningsResponseDto,
  PaymentListResponseDto,
  RefundResponseDto,
} from './dto/payment-activity-responses.dto.js';
import { PaymentListQueryDto } from './dto/payment-list-query.dto.js';
import { RefundRequestDto } from './dto/refund-request.dto.js';
import { PaymentInsights } from './payment-insights.service.js';
import { PaymentList } from './payment-list.service.js';
import { PaymentRefunds } from './payment-refunds.service.js';
import { PaymentsCsvExport } from './payments-csv-export.service.js';

const IDEMPOTENCY_KEY = /^[\x20-\x7e]{1,255}$/;

/** The Idempotency-Key header, when sent: printable ASCII, at most 255 characters. */
function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined) return null;
  const key = header.trim();
  if (!IDEMPOTENCY_KEY.test(key)) throw new BadRequestException(PAYMENT_ACTIVITY_API_ERRORS.invalidIdempotencyKey);
  return key;
}

/**
 * The owner's card payments (part 2 §2 "Payments", "Reports", "Insights"; part 1 §2.11): the list and its CSV
 * export, refunds, the balance, monthly earnings and the provider's dashboard. Owners and managers; the CSV export
 * (Reports) is the owner's.
 */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/stripe')
@Roles('owner', 'manager')
@OrganizationScoped()
export class OwnerPaymentsController {
  constructor(
    private readonly list: PaymentList,
    private readonly csv: PaymentsCsvExport,
    private readonly refunds: PaymentRefunds,
    private readonly insights: PaymentInsights,
  ) {}

  @Get('payments')
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: PaymentListResponseDto, description: 'One page; with format=csv every matching payment as a CSV file' })
  @ApiBadRequestResponse({ description: 'A filter or cursor that cannot be read' })
  @ApiForbiddenResponse({ description: `format=csv for anyone but the owner: "${PAYMENT_ACTIVITY_MESSAGES.reportsOwnerOnly}"` })
  @ApiBadGatewayResponse({ description: 'The payment provider did not answer' })
  async payments(
    @CurrentOrganizationId() organizationId: string,
    @EffectiveUser() user: User,
    @Query() query: PaymentListQueryDto,
  ): Promise<PaymentListResponse | StreamableFile> {
    if (query.format !== 'csv') return this.list.page(organizationId, query);
    if (!hasAnyRole(user.role, ['owner'])) throw new ForbiddenException(PAYMENT_ACTIVITY_MESSAGES.reportsOwnerOnly);
    const file = await this.csv.export(organizationId, query);
    return new StreamableFile(file.stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${file.fileName}"` });
  }

  @Post('refund')
  @HttpCode(200)
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'The same key again answers the same refund instead of refunding twice' })
  @ApiOkResponse({ type: RefundResponseDto })
  @ApiBadRequestResponse({ description: `"${PAYMENT_ACTIVITY_MESSAGES.refundAmountTooLarge}", "${PAYMENT_ACTIVITY_MESSAGES.notRefundable}", or the provider's refusal` })
  @ApiNotFoundResponse({ description: PAYMENT_ACTIVITY_MESSAGES.paymentNotFound })
  @ApiConflictResponse({ description: `"${PAYMENT_MESSAGES.noPaymentAccount}" or "${PAYMENT_ACTIVITY_MESSAGES.refundInProgress}"` })
  @ApiBadGatewayResponse({ description: `"${PAYMENT_MESSAGES.refundFailed}": the provider did not answer; the refund is asked again later with the same key` })
  refund(
    @CurrentOrganizationId() organizationId: string,
    @RealUser() realUser: User,
    @Body() body: RefundRequestDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<RefundResponse> {
    return this.refunds.refund(organizationId, realUser.id, body, idempotencyKeyOf(idempotencyKey));
  }

  @Get('balance')
  @ApiOkResponse({ type: BalanceResponseDto })
  @ApiBadGatewayResponse({ description: 'The payment provider did not answer' })
  balance(@CurrentOrganizationId() organizationId: string): Promise<BalanceResponse> {
    return this.insights.balance(organizationId);
  }

  @Get('earnings')
  @ApiOkResponse({ type: EarningsResponseDto })
  @ApiBadRequestResponse({ description: PAYMENT_ACTIVITY_MESSAGES.invalidMonths })
  @ApiBadGatewayResponse({ description: 'The payment provider did not answer' })
  earnings(@CurrentOrganizationId() organizationId: string, @Query() query: EarningsQueryDto): Promise<EarningsResponse> {
    return this.insights.earnings(organizationId, query.months ?? EARNINGS_MONTHS);
  }

  @Post('dashboard-link')
  @HttpCode(200)
  @ApiOkResponse({ type: DashboardLinkResponseDto })
  @ApiConflictResponse({ description: PAYMENT_MESSAGES.noPaymentAccount })
  @ApiBadGatewayResponse({ description: 'The payment provider did not answer' })
  dashboardLink(@CurrentOrganizationId() organizationId: string): Promise<DashboardLinkResponse> {
    return this.insights.dashboardLink(organizationId);
  }
}
