import { PAYMENTS_DEFAULT_PAGE_SIZE, PAYMENTS_MAX_PAGE_SIZE, type PaymentListQuery, type PaymentStatusFilter } from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  cursorRule,
  dayRule,
  DigitsToNumber,
  formatRule,
  limitRule,
  MAX_SEARCH_LENGTH,
  PAYMENT_STATUS_FILTERS,
  QueryRule,
  searchRule,
  statusRule,
  toDayRule,
  TrimmedOrAbsent,
} from './payment-query-rules.js';

/** GET /api/owner/stripe/payments: filters, a page, and `format=csv` for every matching row as a file. */
export class PaymentListQueryDto implements PaymentListQuery {
  @ApiPropertyOptional({ maxLength: MAX_SEARCH_LENGTH, description: 'E-mail or description contains it, last 4 digits are it, or the amount is it ("45" and "45.00" find $45.00)' })
  @TrimmedOrAbsent
  @QueryRule('paymentSearch', searchRule)
  q?: string;

  @ApiPropertyOptional({ enum: PAYMENT_STATUS_FILTERS, default: 'any' })
  @TrimmedOrAbsent
  @QueryRule('paymentStatus', statusRule)
  status?: PaymentStatusFilter;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: "First day included, in the organization's time zone" })
  @TrimmedOrAbsent
  @QueryRule('paymentsFrom', dayRule)
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: "Last day included (on or after from), in the organization's time zone" })
  @TrimmedOrAbsent
  @QueryRule('paymentsTo', toDayRule)
  to?: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: PAYMENTS_MAX_PAGE_SIZE, default: PAYMENTS_DEFAULT_PAGE_SIZE })
  @DigitsToNumber
  @QueryRule('paymentsLimit', limitRule)
  limit?: number;

  @ApiPropertyOptional({ description: "A previous page's next_cursor: the page after that payment intent", example: 'pi_3Nv0example' })
  @TrimmedOrAbsent
  @QueryRule('paymentsCursor', cursorRule)
  starting_after?: string;

  @ApiPropertyOptional({ enum: ['csv'], description: 'csv: every matching row (not one page) as a CSV file; owners only' })
  @TrimmedOrAbsent
  @QueryRule('paymentsFormat', formatRule)
  format?: 'csv';
}
