import { API_ERRORS, INVOICE_API_ERRORS, INVOICE_MANAGER_ROLES, type ChargeInvoiceResponse } from '@fsp/contracts';
import { BadRequestException, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ForbiddenMessage, Roles } from '../../../common/auth/roles.decorator.js';
import { MessagingBudget } from '../../../common/rate-limit/messaging-budget.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../../common/tenancy/organization-scoped.decorator.js';
import { InvoicesService } from '../invoices.service.js';
import { ChargeInvoiceResponseDto } from './dto/charge-invoice-response.dto.js';
import { InvoiceCharger } from './invoice-charger.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

/** "Charge card" on the Invoices screen: the customer's card on file, now, through the automatic payment's path. */
@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/invoices')
@OrganizationScoped()
@Roles(...INVOICE_MANAGER_ROLES)
@ForbiddenMessage(INVOICE_API_ERRORS.forbidden)
export class InvoiceChargeController {
  constructor(
    private readonly charger: InvoiceCharger,
    private readonly invoices: InvoicesService,
  ) {}

  /** A declined card answers 200 with the invoice showing the failure; the customer is told (it may send an e-mail and SMS). */
  @Post(':id/charge')
  @HttpCode(HttpStatus.OK)
  @MessagingBudget()
  @ApiOkResponse({ type: ChargeInvoiceResponseDto })
  @ApiConflictResponse({
    description: [
      INVOICE_API_ERRORS.alreadyPaid,
      INVOICE_API_ERRORS.paymentInProgress,
      INVOICE_API_ERRORS.noAutopayCard,
      INVOICE_API_ERRORS.paymentsNotSetUp,
    ].join(' / '),
  })
  async charge(@CurrentOrganizationId() organizationId: string, @Param('id', uuidParam) id: string): Promise<ChargeInvoiceResponse> {
    await this.charger.charge(organizationId, id, { source: 'charge_card' });
    return { ok: true, invoice: await this.invoices.detail(organizationId, id) };
  }
}
