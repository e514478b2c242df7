import { CUSTOMER_API_ERRORS, CUSTOMER_STATUSES, type CustomerStatus, type UpdateCustomerStatusRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

export class UpdateCustomerStatusDto implements UpdateCustomerStatusRequest {
  @ApiProperty({ enum: CUSTOMER_STATUSES })
  @IsIn(CUSTOMER_STATUSES, { message: CUSTOMER_API_ERRORS.invalidStatus })
  status!: CustomerStatus;
}
