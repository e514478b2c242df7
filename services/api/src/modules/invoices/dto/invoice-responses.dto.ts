import {
  INVOICE_STATUSES,
  PAYMENT_ATTEMPT_SOURCES,
  PAYMENT_ATTEMPT_STATUSES,
  type BillingRunResponse,
  type CreateInvoiceResponse,
  type InvoiceDetail,
  type InvoiceLineRecord,
  type InvoiceRecord,
  type InvoiceResponse,
  type InvoiceStatus,
  type MarkInvoicePaidResponse,
  type PaymentAttemptRecord,
  type PaymentAttemptSource,
  type PaymentAttemptStatus,
  type SendInvoiceResponse,
} from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date', nullable: true } as const;
const nullableTime = { type: String, format: 'date-time', nullable: true } as const;

export class InvoiceRecordDto implements InvoiceRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty(nullableText) customer_name!: string | null;
  @ApiProperty({ description: 'The sum of the lines, in cents' }) total_cents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ enum: INVOICE_STATUSES, description: '`paid` is Paid; anything else is Open' }) status!: InvoiceStatus;
  @ApiProperty({ format: 'date', description: 'The default due date (the organization’s due day)' }) due_date!: string;
  @ApiProperty({ format: 'date', description: 'The override, else the default' }) effective_due_date!: string;
  @ApiProperty() due_date_overridden!: boolean;
  @ApiProperty({ format: 'date' }) period_start!: string;
  @ApiProperty({ format: 'date' }) period_end!: string;
  @ApiProperty(nullableText) street!: string | null;
  @ApiProperty(nullableText) city!: string | null;
  @ApiProperty(nullableText) state!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The one-off visit’s rule, for a dashboard invoice' }) rule_id!: number | null;
  @ApiProperty(nullableDate) occurrence_date!: string | null;
  @ApiProperty({ format: 'date', description: 'The visit’s date, or the first day of the month after a billing run’s period' })
  invoice_date!: string;
  @ApiProperty({ ...nullableText, description: 'Why the last card payment failed, while unpaid' }) failure_reason!: string | null;
  @ApiProperty({ ...nullableTime, description: 'The planned automatic retry, while one is planned' }) next_attempt_at!: string | null;
  @ApiProperty({ description: 'The customer has a card saved with auto-pay consent' }) can_charge_card!: boolean;
  @ApiProperty(nullableTime) sent_at!: string | null;
  @ApiProperty(nullableTime) paid_at!: string | null;
  @ApiProperty({ minimum: 0, description: 'What was refunded of the card payment that paid it.' }) amount_refunded_cents!: number;
}

export class InvoiceLineRecordDto implements InvoiceLineRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Lawn Mowing' }) service_label!: string;
  @ApiProperty({ format: 'date' }) visit_date!: string;
  @ApiProperty() amount_cents!: number;
}

export class PaymentAttemptRecordDto implements PaymentAttemptRecord {
  @ApiProperty({ minimum: 1 }) attempt_number!: number;
  @ApiProperty({ enum: PAYMENT_ATTEMPT_SOURCES }) source!: PaymentAttemptSource;
  @ApiProperty({ enum: PAYMENT_ATTEMPT_STATUSES }) status!: PaymentAttemptStatus;
  @ApiProperty(nullableText) reason!: string | null;
  @ApiProperty() amount_cents!: number;
  @ApiProperty({ format: 'date-time' }) attempted_at!: string;
  @ApiProperty(nullableTime) completed_at!: string | null;
}

export class InvoiceDetailDto extends InvoiceRecordDto implements InvoiceDetail {
  @ApiProperty({ type: InvoiceLineRecordDto, isArray: true, description: 'In order' }) lines!: InvoiceLineRecordDto[];
  @ApiProperty({ type: PaymentAttemptRecordDto, isArray: true, description: 'By attempt number' }) attempts!: PaymentAttemptRecordDto[];
}

export class CreateInvoiceResponseDto implements CreateInvoiceResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) invoice_id!: string;
  @ApiProperty({ type: InvoiceRecordDto }) invoice!: InvoiceRecordDto;
}

export class MarkInvoicePaidResponseDto implements MarkInvoicePaidResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: InvoiceRecordDto }) invoice!: InvoiceRecordDto;
}

export class InvoiceResponseDto implements InvoiceResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: InvoiceRecordDto }) invoice!: InvoiceRecordDto;
}

export class SendInvoiceResponseDto implements SendInvoiceResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ description: 'An e-mail went to the customer’s address' }) email!: boolean;
  @ApiProperty({ description: 'An SMS went to the number the customer consented with' }) sms!: boolean;
}

export class BillingRunResponseDto implements BillingRunResponse {
  @ApiProperty({ description: 'Invoices created' }) created!: number;
  @ApiProperty({ description: 'Customers with recurring visits in the month and nothing left to bill' }) skipped!: number;
}
