import type { ChargeInvoiceResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { InvoiceDetailDto } from '../../dto/invoice-responses.dto.js';

export class ChargeInvoiceResponseDto implements ChargeInvoiceResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: InvoiceDetailDto, description: 'After the attempt: paid, payment_failed with its reason, or processing' })
  invoice!: InvoiceDetailDto;
}
