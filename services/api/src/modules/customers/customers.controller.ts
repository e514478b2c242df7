import {
  API_ERRORS,
  CUSTOMER_MANAGER_ROLES,
  CUSTOMER_MESSAGES,
  CUSTOMER_READER_ROLES,
  customerStatusForbiddenMessage,
  type ConvertCustomerResponse,
  type UpdateCustomerStatusResponse,
} from '@fsp/contracts';
import { BadRequestException, Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ForbiddenMessage, Roles } from '../../common/auth/roles.decorator.js';
import { CurrentOrganizationId, OrganizationScoped } from '../../common/tenancy/organization-scoped.decorator.js';
import { CustomersService } from './customers.service.js';
import { ConvertCustomerDto } from './dto/convert-customer.dto.js';
import { ConvertCustomerResponseDto, CustomerRecordDto, UpdateCustomerStatusResponseDto } from './dto/customer-record.dto.js';
import { UpdateCustomerStatusDto } from './dto/update-customer-status.dto.js';
import { CustomerListService } from './list/customer-list.service.js';
import { negotiateEncoding, varyByAcceptEncoding } from '../../common/http/content-encoding.js';

const uuidParam = new ParseUUIDPipe({ exceptionFactory: () => new BadRequestException(API_ERRORS.invalidId) });

/** Archiving has its own 403 wording; the body is parsed before the role check runs. */
function customerStatusForbiddenMessageFor(body: unknown): string {
  return customerStatusForbiddenMessage(typeof body === 'object' && body !== null ? (body as { status?: unknown }).status : undefined);
}

@ApiTags('owner')
@ApiBearerAuth()
@Controller('owner/customers')
@OrganizationScoped()
export class CustomersController {
  constructor(
    private readonly customers: CustomersService,
    private readonly customerList: CustomerListService,
  ) {}

  @Get()
  @Roles(...CUSTOMER_READER_ROLES)
  @ApiOkResponse({ type: [CustomerRecordDto] })
  async list(
    @CurrentOrganizationId() organizationId: string,
    @Headers('accept-encoding') acceptEncoding: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    // CustomerRecord[] as JSON bytes, made and encoded once per change of the organization's customers.
    const { body, encoding } = await this.customerList.read(organizationId, negotiateEncoding(acceptEncoding));
    void reply.header('content-type', 'application/json; charset=utf-8').header('vary', varyByAcceptEncoding(reply.getHeader('vary')));
    // @fastify/compress passes bytes that already say their encoding through as they are.
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return body;
  }

  @Post(':id/convert')
  @HttpCode(HttpStatus.OK)
  @Roles(...CUSTOMER_MANAGER_ROLES)
  @ForbiddenMessage(CUSTOMER_MESSAGES.convertForbidden)
  @ApiOkResponse({ type: ConvertCustomerResponseDto })
  convert(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', uuidParam) id: string,
    @Body() body: ConvertCustomerDto,
  ): Promise<ConvertCustomerResponse> {
    return this.customers.convert(organizationId, id, body.provision_auth0);
  }

  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @Roles(...CUSTOMER_MANAGER_ROLES)
  @ForbiddenMessage(customerStatusForbiddenMessageFor)
  @ApiOkResponse({ type: UpdateCustomerStatusResponseDto })
  updateStatus(
    @CurrentOrganizationId() organizationId: string,
    @Param('id', uuidParam) id: string,
    @Body() body: UpdateCustomerStatusDto,
  ): Promise<UpdateCustomerStatusResponse> {
    return this.customers.updateStatus(organizationId, id, body.status);
  }
}
