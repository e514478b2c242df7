import { INVOICE_STATUSES, type CreateInvoiceResponse, type InvoiceRecord, type InvoiceStatus, type MarkInvoicePaidResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

const nullableText = { type: String, nullable: true } as const;
const nullableDate = { type: String, format: 'date', nullable: true } as const;

export class InvoiceRecordDto implements InvoiceRecord {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) customer_id!: string;
  @ApiProperty(nullableText) customer_name!: string | null;
  @ApiProperty() total_cents!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ enum: INVOICE_STATUSES }) status!: InvoiceStatus;
  @ApiProperty({ format: 'date' }) due_date!: string;
  @ApiProperty({ format: 'date' }) effective_due_date!: string;
  @ApiProperty() due_date_overridden!: boolean;
  @ApiProperty({ format: 'date' }) period_start!: string;
  @ApiProperty({ format: 'date' }) period_end!: string;
  @ApiProperty(nullableText) street!: string | null;
  @ApiProperty(nullableText) city!: string | null;
  @ApiProperty(nullableText) state!: string | null;
  @ApiProperty({ type: Number, nullable: true }) rule_id!: number | null;
  @ApiProperty(nullableDate) occurrence_date!: string | null;
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
