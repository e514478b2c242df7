import {
  API_ERRORS,
  INVOICE_API_ERRORS,
  INVOICE_MANAGER_ROLES,
  type CreateInvoiceResponse,
  type MarkInvoicePaidResponse,
} from '@fsp/contracts';
import { BadRequestException, Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { RealUser } from '../../common/auth/current-user.decorator.js';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import { CreateInvoiceFromOccurrenceDto } from './dto/create-invoice-from-occurrence.dto.js';
import { CreateInvoiceResponseDto, MarkInvoicePaidResponseDto } from './dto/invoice-responses.dto.js';
import { InvoicesService } from './invoices.service.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/invoices')
@OrganizationScoped()
@Roles(...INVOICE_MANAGER_ROLES)
@ForbiddenMessage(INVOICE_API_ERRORS.forbidden)
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  /** The dashboard's Invoice button (part 1 §5, §7); recorded as made by the real user, even while impersonating. */
  @Post('from-occurrence')
  @ApiCreatedResponse({ type: CreateInvoiceResponseDto })
  createFromOccurrence(
    @CurrentOrganizationId() organizationId: string,
    @RealUser() realUser: User,
    @Body() body: CreateInvoiceFromOccurrenceDto,
  ): Promise<CreateInvoiceResponse> {
    return this.invoices.createFromOccurrence(organizationId, realUser.id, body);
  }

  @Post(':id/mark-paid')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ type: MarkInvoicePaidResponseDto })
  markPaid(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<MarkInvoicePaidResponse> {
    return this.invoices.markPaid(organizationId, id);
  }
}
