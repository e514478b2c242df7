import { CUSTOMER_API_ERRORS, type ConvertCustomerRequest } from '@fsp/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

export class ConvertCustomerDto implements Omit<ConvertCustomerRequest, 'id'> {
  /** Also create (or find) the account at the identity provider and bind it to the user. Default false. */
  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional()
  @IsBoolean({ message: CUSTOMER_API_ERRORS.provisionAuth0MustBeBoolean })
  provision_auth0 = false;
}
