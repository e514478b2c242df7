import type { SignupConsentRequest, SignupPaymentSuccessRequest, SignupSetupIntentResponse } from '@fsp/contracts';
import { PAYMENT_MESSAGES, PAYMENT_PROVIDER_KINDS, type PaymentProviderKind } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

// The rule nearest a property is reported first, so presence checks sit at the bottom of each list.
const ORG_ID_REQUIRED = 'org_id is required';

export class SetupIntentQueryDto {
  @ApiProperty({ format: 'uuid' })
  @MaxLength(64)
  @IsString({ message: ORG_ID_REQUIRED })
  @IsNotEmpty({ message: ORG_ID_REQUIRED })
  org_id!: string;

  @ApiPropertyOptional()
  @MaxLength(320)
  @IsOptional()
  @IsString()
  email?: string;
}

export class SetupIntentResponseDto implements SignupSetupIntentResponse {
  @ApiProperty() client_secret!: string;
  @ApiProperty() setup_intent_id!: string;
  @ApiProperty() customer_id!: string;
  @ApiProperty({ enum: PAYMENT_PROVIDER_KINDS }) provider!: PaymentProviderKind;
  @ApiPropertyOptional() publishable_key?: string;
  @ApiPropertyOptional() payment_method?: string;
}

export class SignupConsentDto implements SignupConsentRequest {
  @ApiProperty({ format: 'uuid' })
  @MaxLength(64)
  @IsString({ message: ORG_ID_REQUIRED })
  @IsNotEmpty({ message: ORG_ID_REQUIRED })
  org_id!: string;

  @ApiProperty({ enum: [true] })
  @IsBoolean({ message: PAYMENT_MESSAGES.autoPayConsentRequired })
  auto_pay_consent!: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'invoice_email_opt_in must be true or false' })
  invoice_email_opt_in!: boolean;

  @ApiProperty()
  @MaxLength(320)
  @IsEmail({}, { message: 'Enter a valid email.' })
  email!: string;

  @ApiProperty()
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  name!: string;
}

export class SignupPaymentSuccessDto implements SignupPaymentSuccessRequest {
  @ApiProperty({ format: 'uuid' })
  @MaxLength(64)
  @IsString({ message: ORG_ID_REQUIRED })
  @IsNotEmpty({ message: ORG_ID_REQUIRED })
  org_id!: string;

  @ApiProperty()
  @MaxLength(255)
  @IsString()
  @IsNotEmpty({ message: 'setup_intent_id is required' })
  setup_intent_id!: string;

  @ApiProperty()
  @MaxLength(255)
  @IsString()
  @IsNotEmpty({ message: 'payment_method is required' })
  payment_method!: string;

  @ApiProperty()
  @MaxLength(255)
  @IsString()
  @IsNotEmpty({ message: 'customer_id is required' })
  customer_id!: string;

  @ApiProperty()
  @MaxLength(320)
  @IsString()
  email!: string;
}
