import {
  CUSTOMER_INVITE_MESSAGES,
  type CreateQrInviteRequest,
  type EmailInviteRequest,
  type SmsInviteRequest,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** Digits, spaces, ( ) . - and an optional leading +, at least 10 characters (the signup form's phone rule). */
const PHONE_PATTERN = /^\+?[\d\s().-]{10,}$/;
/** As long as the signup form's phone field may be; the SMS provider gets nothing longer. */
const PHONE_MAX_LENGTH = 40;

const TTL_DESCRIPTION = 'Hours until the link expires: at least 1; anything not numeric means 72.';

/** Any value is accepted and normalized with normalizeCustomerInviteTtl (part 2 §5). */
class InviteTtlDto {
  @ApiPropertyOptional({ oneOf: [{ type: 'number' }, { type: 'string' }], description: TTL_DESCRIPTION, default: 72 })
  @Allow()
  ttl_hours?: number | string | null;
}

export class CreateQrInviteDto extends InviteTtlDto implements CreateQrInviteRequest {
  @ApiPropertyOptional({ enum: ['qr'], default: 'qr' })
  @IsOptional()
  @IsIn(['qr'], { message: CUSTOMER_INVITE_MESSAGES.invalidVia })
  via?: 'qr';
}

export class EmailInviteDto extends InviteTtlDto implements EmailInviteRequest {
  @ApiProperty({ format: 'email' })
  @Transform(trimmed)
  @IsEmail({}, { message: CUSTOMER_INVITE_MESSAGES.invalidEmail })
  @IsNotEmpty({ message: CUSTOMER_INVITE_MESSAGES.emailRequired })
  @IsString({ message: CUSTOMER_INVITE_MESSAGES.emailRequired })
  email!: string;
}

export class SmsInviteDto extends InviteTtlDto implements SmsInviteRequest {
  @ApiProperty({ example: '+1 (555) 010-0000' })
  @Transform(trimmed)
  @MaxLength(PHONE_MAX_LENGTH, { message: CUSTOMER_INVITE_MESSAGES.invalidPhone })
  @Matches(PHONE_PATTERN, { message: CUSTOMER_INVITE_MESSAGES.invalidPhone })
  @IsNotEmpty({ message: CUSTOMER_INVITE_MESSAGES.phoneRequired })
  @IsString({ message: CUSTOMER_INVITE_MESSAGES.phoneRequired })
  phone!: string;
}
