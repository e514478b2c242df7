import {
  PAYMENT_STATUSES,
  type BalanceResponse,
  type CurrencyAmount,
  type DashboardLinkResponse,
  type EarningsBucket,
  type EarningsResponse,
  type PaymentItem,
  type PaymentListResponse,
  type PaymentStatus,
  type RefundResponse,
} from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** Part 2 §3 "Payment item". */
export class PaymentItemDto implements PaymentItem {
  @ApiProperty({ description: 'The charge id, else the payment intent id' }) id!: string;
  @ApiProperty() payment_intent_id!: string;
  @ApiProperty({ example: 'Nov 26, 2026, 3:04 PM', description: "When it was created, in the organization's time zone" }) created_fmt!: string;
  @ApiProperty({ type: String, nullable: true }) customer_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) customer_email!: string | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'card' }) pm_type!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'visa' }) card_brand!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '4242' }) last4!: string | null;
  @ApiProperty({ type: 'integer', description: 'Minor units' }) amount!: number;
  @ApiProperty({ type: 'integer' }) amount_refunded!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: 'integer', description: "Processing fee plus the platform's fee, less the part refunded" }) fee_minor!: number;
  @ApiProperty({ type: 'integer', description: 'amount − amount_refunded − fee_minor' }) net_minor!: number;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status!: PaymentStatus;
  @ApiProperty() refundable!: boolean;
}

export class PaymentListResponseDto implements PaymentListResponse {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty() hasAccount!: boolean;
  @ApiProperty({ type: String, nullable: true }) accountId!: string | null;
  @ApiProperty({ type: [PaymentItemDto] }) items!: PaymentItemDto[];
  @ApiProperty() has_more!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Send as starting_after for the next page' }) next_cursor!: string | null;
}

export class RefundResponseDto implements RefundResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ description: "The payment provider's refund id" }) refund_id!: string;
  @ApiProperty({ type: PaymentItemDto, description: 'The payment as it is after the refund' }) payment!: PaymentItemDto;
}

export class CurrencyAmountDto implements CurrencyAmount {
  @ApiProperty({ type: 'integer', description: 'Minor units' }) amount!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class BalanceResponseDto implements BalanceResponse {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty() hasAccount!: boolean;
  @ApiProperty({ type: String, nullable: true }) accountId!: string | null;
  @ApiProperty({ type: [CurrencyAmountDto] }) available!: CurrencyAmountDto[];
  @ApiProperty({ type: [CurrencyAmountDto] }) pending!: CurrencyAmountDto[];
}

export class EarningsBucketDto implements EarningsBucket {
  @ApiProperty({ example: '2026-11', description: "YYYY-MM in the organization's time zone" }) period!: string;
  @ApiProperty({ type: 'integer', description: 'Net after fees and refunds, minor units' }) net_minor!: number;
  @ApiProperty({ type: 'integer', description: 'Successful payments created in the month' }) count!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class EarningsResponseDto implements EarningsResponse {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ type: [EarningsBucketDto], description: 'One per month, oldest first' }) buckets!: EarningsBucketDto[];
}

export class DashboardLinkResponseDto implements DashboardLinkResponse {
  @ApiProperty({ description: "The payment provider's dashboard for the connected account (the sandbox's own page without Stripe)" }) url!: string;
}
