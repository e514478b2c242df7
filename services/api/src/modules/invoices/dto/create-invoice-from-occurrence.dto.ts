import { INVOICE_API_ERRORS, type CreateInvoiceFromOccurrenceRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max } from 'class-validator';
import { IsScheduleDate } from '../../schedule/dto/schedule-dates.js';
import { LARGEST_ID } from '../../schedule/positive-id.pipe.js';

export class CreateInvoiceFromOccurrenceDto implements CreateInvoiceFromOccurrenceRequest {
  @ApiProperty({ description: 'The visit’s rule; a negative id is a misc event, which cannot be invoiced.' })
  @IsInt({ message: INVOICE_API_ERRORS.invalidRuleId })
  @Max(LARGEST_ID, { message: INVOICE_API_ERRORS.invalidRuleId })
  rule_id!: number;

  @ApiProperty({ format: 'date', example: '2026-05-04', description: 'The date the visit is shown on (yyyy-MM-dd).' })
  @IsScheduleDate()
  date!: string;
}
