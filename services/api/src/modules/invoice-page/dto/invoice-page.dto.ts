import {
  INVOICE_PAGE_API_ERRORS,
  INVOICE_STATUSES,
  PAYMENT_PROVIDER_KINDS,
  type InvoiceCardSetupResponse,
  type InvoiceLineRecord,
  type InvoicePaymentResultRequest,
  type InvoiceStatus,
  type PaymentProviderKind,
  type PayInvoiceRequest,
  type PayInvoiceResponse,
  type PublicInvoiceView,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

const nullableText = { type: String, nullable: true } as const;

export class PublicInvoiceOrganizationDto {
  @ApiProperty() name!: string;
  @ApiProperty(nullableText) email!: string | null;
  @ApiProperty(nullableText) phone_number!: string | null;
}

export class PublicInvoiceLineDto implements InvoiceLineRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() service_label!: string;
  @ApiProperty({ format: 'date' }) visit_date!: string;
  @ApiProperty() amount_cents!: number;
}

export class PublicInvoiceCardDto {
  @ApiProperty(nullableText) brand!: string | null;
  @ApiProperty(nullableText) last4!: string | null;
}

export class PublicInvoiceViewDto implements PublicInvoiceView {
  @ApiProperty({ type: PublicInvoiceOrganizationDto }) organization!: PublicInvoiceOrganizationDto;
  @ApiProperty(nullableText) customer_name!: string | null;
  @ApiProperty({ type: PublicInvoiceLineDto, isArray: true }) lines!: PublicInvoiceLineDto[];
  @ApiProperty() total_cents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: InvoiceStatus;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ format: 'date' }) invoice_date!: string;
  @ApiProperty({ format: 'date' }) period_start!: string;
  @ApiProperty({ format: 'date' }) period_end!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) paid_at!: string | null;
  @ApiProperty(nullableText) failure_reason!: string | null;
  @ApiProperty({ type: PublicInvoiceCardDto, nullable: true }) card_on_file!: PublicInvoiceCardDto | null;
  @ApiProperty() can_pay!: boolean;
}

export class InvoiceCardSetupResponseDto implements InvoiceCardSetupResponse {
  @ApiProperty({ enum: PAYMENT_PROVIDER_KINDS }) provider!: PaymentProviderKind;
  @ApiProperty() client_secret!: string;
  @ApiProperty() setup_intent_id!: string;
  @ApiPropertyOptional() publishable_key?: string;
}

export class PayInvoiceNextActionDto {
  @ApiPropertyOptional() redirect_url?: string;
  @ApiPropertyOptional() client_secret?: string;
  @ApiPropertyOptional() stripe_account?: string;
  @ApiPropertyOptional() publishable_key?: string;
}

export class PayInvoiceResponseDto implements PayInvoiceResponse {
  @ApiProperty({ enum: ['succeeded', 'requires_action', 'processing', 'failed'] }) status!: PayInvoiceResponse['status'];
  @ApiProperty(nullableText) reason!: string | null;
  @ApiProperty(nullableText) payment_intent_id!: string | null;
  @ApiPropertyOptional({ type: PayInvoiceNextActionDto }) next_action?: PayInvoiceNextActionDto;
}

// The rule nearest a property is reported first, so presence checks sit at the bottom of each list.
export class PayInvoiceDto implements PayInvoiceRequest {
  @ApiProperty()
  @MaxLength(255)
  @IsString({ message: INVOICE_PAGE_API_ERRORS.setupIntentIdRequired })
  @IsNotEmpty({ message: INVOICE_PAGE_API_ERRORS.setupIntentIdRequired })
  setup_intent_id!: string;
}

export class InvoicePaymentResultDto implements InvoicePaymentResultRequest {
  @ApiProperty()
  @MaxLength(255)
  @IsString({ message: INVOICE_PAGE_API_ERRORS.paymentIntentIdRequired })
  @IsNotEmpty({ message: INVOICE_PAGE_API_ERRORS.paymentIntentIdRequired })
  payment_intent_id!: string;
}
