import { MAX_AMOUNT_MINOR, PAYMENT_ACTIVITY_API_ERRORS, PAYMENT_MESSAGES, type RefundRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { isPaymentIntentId } from './payment-query-rules.js';

function Rule(name: string, isValid: (value: unknown) => boolean, message: string): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: isValid, defaultMessage: () => message } });
}

/** POST /api/owner/stripe/refund (part 2 §5, §7). */
export class RefundRequestDto implements RefundRequest {
  @ApiProperty({ example: 'pi_3Nv0example', maxLength: 255, pattern: '^[A-Za-z0-9_]+$', description: "The payment's payment_intent_id" })
  @Rule('paymentIntentId', isPaymentIntentId, PAYMENT_ACTIVITY_API_ERRORS.invalidPaymentIntent)
  payment_intent!: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_AMOUNT_MINOR, example: 4500, description: 'Minor units; at most what is left to refund' })
  @Rule('refundAmount', (value) => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_AMOUNT_MINOR, PAYMENT_MESSAGES.invalidRefundAmount)
  amount_minor!: number;
}
