import { EARNINGS_MONTHS, PAYMENT_ACTIVITY_MESSAGES } from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { DigitsToNumber, QueryRule } from './payment-query-rules.js';

export const MAX_EARNINGS_MONTHS = 24;

const monthsRule = (value: unknown): string | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_EARNINGS_MONTHS ? null : PAYMENT_ACTIVITY_MESSAGES.invalidMonths;

/** GET /api/owner/stripe/earnings?months=12. */
export class EarningsQueryDto {
  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_EARNINGS_MONTHS, default: EARNINGS_MONTHS })
  @DigitsToNumber
  @QueryRule('earningsMonths', monthsRule)
  months?: number;
}
