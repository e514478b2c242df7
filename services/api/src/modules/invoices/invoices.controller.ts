import {
  API_ERRORS,
  INVOICE_API_ERRORS,
  INVOICE_MANAGER_ROLES,
  INVOICE_MESSAGES,
  type BillingRunResponse,
  type CreateInvoiceResponse,
  type InvoiceDetail,
  type InvoiceRecord,
  type InvoiceResponse,
  type MarkInvoicePaidResponse,
  type SendInvoiceResponse,
} from '@fsp/contracts';
import { BadRequestException, Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RealUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { MessagingBudget } from '../../common/rate-limit/messaging-budget.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { BillingRunService } from './billing-run/billing-run.service.js';
import { CreateInvoiceFromOccurrenceDto } from './dto/create-invoice-from-occurrence.dto.js';
import { BillingRunDto, UpdateInvoiceDueDateDto } from './dto/invoice-requests.dto.js';
import {
  BillingRunResponseDto,
  CreateInvoiceResponseDto,
  InvoiceDetailDto,
  InvoiceRecordDto,
  InvoiceResponseDto,
  MarkInvoicePaidResponseDto,
  SendInvoiceResponseDto,
} from './dto/invoice-responses.dto.js';
import { InvoiceSender } from './invoice-sender.service.js';
import { InvoicesService } from './invoices.service.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

/** The Invoices screen (part 2 §2 "Invoices", §7) and the dashboard's Invoice button (part 1 §5, §7). */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/invoices')
@OrganizationScoped()
@Roles(...INVOICE_MANAGER_ROLES)
@ForbiddenMessage(INVOICE_API_ERRORS.forbidden)
export class InvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly sender: InvoiceSender,
    private readonly billingRuns: BillingRunService,
  ) {}

  @Get()
  @ApiOkResponse({ type: InvoiceRecordDto, isArray: true, description: 'Newest first' })
  list(@CurrentOrganizationId() organizationId: string): Promise<InvoiceRecord[]> {
    return this.invoices.list(organizationId);
  }

  /** Bills a finished month's recurring visits; a second run creates nothing new. Recorded as made by the real user. */
  @Post('billing-run')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: BillingRunResponseDto })
  @ApiBadRequestResponse({ description: `${INVOICE_API_ERRORS.billingPeriodInvalid}; ${INVOICE_API_ERRORS.billingPeriodNotFinished}` })
  billingRun(@CurrentOrganizationId() organizationId: string, @RealUser() realUser: User, @Body() body: BillingRunDto): Promise<BillingRunResponse> {
    return this.billingRuns.run(organizationId, body.period, { createdBy: realUser.id });
  }

  /** The dashboard's Invoice button (part 1 §5, §7); recorded as made by the real user, even while impersonating. */
  @Post('from-occurrence')
  @ApiCreatedResponse({ type: CreateInvoiceResponseDto })
  @ApiConflictResponse({ description: INVOICE_API_ERRORS.alreadyInvoiced })
  createFromOccurrence(
    @CurrentOrganizationId() organizationId: string,
    @RealUser() realUser: User,
    @Body() body: CreateInvoiceFromOccurrenceDto,
  ): Promise<CreateInvoiceResponse> {
    return this.invoices.createFromOccurrence(organizationId, realUser.id, body);
  }

  @Get(':id')
  @ApiOkResponse({ type: InvoiceDetailDto })
  @ApiNotFoundResponse({ description: INVOICE_API_ERRORS.notFound })
  detail(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<InvoiceDetail> {
    return this.invoices.detail(organizationId, id);
  }

  @Patch(':id/due-date')
  @ApiOkResponse({ type: InvoiceResponseDto })
  @ApiBadRequestResponse({ description: INVOICE_API_ERRORS.dueDateInvalid })
  @ApiConflictResponse({ description: INVOICE_API_ERRORS.paidCannotChange })
  updateDueDate(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', uuidParam) id: string,
    @Body() body: UpdateInvoiceDueDateDto,
  ): Promise<InvoiceResponse> {
    return this.invoices.updateDueDate(organizationId, id, body.due_date);
  }

  /** E-mails the invoice with the link to the customer's invoice page, and texts it where they consented to SMS. */
  @Post(':id/send')
  @HttpCode(HttpStatus.OK)
  @MessagingBudget()
  @ApiOkResponse({ type: SendInvoiceResponseDto })
  @ApiBadRequestResponse({ description: INVOICE_API_ERRORS.noRecipient })
  @ApiBadGatewayResponse({ description: INVOICE_MESSAGES.failedToSend })
  send(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<SendInvoiceResponse> {
    return this.sender.send(organizationId, id);
  }

  /** A manual payment (cash, check). */
  @Post(':id/mark-paid')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MarkInvoicePaidResponseDto })
  @ApiConflictResponse({ description: INVOICE_API_ERRORS.alreadyPaid })
  markPaid(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<MarkInvoicePaidResponse> {
    return this.invoices.markPaid(organizationId, id);
  }
}
