import {
  SIGNUP_FORM_MESSAGES,
  WEEKDAY_KEYS,
  type AvailableDay,
  type SignupServiceChoice,
  type SignupSubmission,
  type WeekdayKey,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

/**
 * Only shapes are checked here; the field rules and their messages come from the contracts in the service,
 * so a missing detail answers with the same words the form shows.
 */
export class SignupServiceChoiceDto implements SignupServiceChoice {
  @ApiProperty()
  @IsString({ message: SIGNUP_FORM_MESSAGES.serviceNotOffered })
  @MaxLength(200, { message: SIGNUP_FORM_MESSAGES.serviceNotOffered })
  key!: string;

  /** What the page showed; ignored, the server prices from its own list. */
  @ApiProperty()
  @IsInt({ message: 'price_cents must be a whole number of cents' })
  @Min(0, { message: 'price_cents must be a whole number of cents' })
  price_cents!: number;
}

export class AvailableDayDto implements AvailableDay {
  @ApiProperty({ enum: WEEKDAY_KEYS })
  @IsIn(WEEKDAY_KEYS, { message: SIGNUP_FORM_MESSAGES.dayNotOffered })
  day!: WeekdayKey;

  @ApiProperty({ example: '08:00' })
  @IsString({ message: SIGNUP_FORM_MESSAGES.availableHoursInvalid })
  start!: string;

  @ApiProperty({ example: '17:00' })
  @IsString({ message: SIGNUP_FORM_MESSAGES.availableHoursInvalid })
  end!: string;
}

export class SignupSubmissionDto implements SignupSubmission {
  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.nameRequired })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  name!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.emailInvalid })
  @MaxLength(254, { message: SIGNUP_FORM_MESSAGES.emailInvalid })
  email!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.phoneInvalid })
  @MaxLength(40, { message: SIGNUP_FORM_MESSAGES.phoneInvalid })
  phone_number!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.streetRequired })
  @MaxLength(200, { message: 'street must be at most 200 characters' })
  street!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.cityRequired })
  @MaxLength(120, { message: 'city must be at most 120 characters' })
  city!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.stateInvalid })
  state!: string;

  @ApiProperty()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.zipInvalid })
  zip!: string;

  // The rule nearest the property is reported first: "must be a list" before the size of what is not one.
  @ApiProperty({ type: [SignupServiceChoiceDto] })
  @ArrayMaxSize(100, { message: 'services_selected has too many entries' })
  @ValidateNested({ each: true })
  @Type(() => SignupServiceChoiceDto)
  @IsArray({ message: 'services_selected must be a list' })
  services_selected!: SignupServiceChoiceDto[];

  @ApiPropertyOptional({ type: [AvailableDayDto] })
  @IsOptional()
  @ArrayMaxSize(7, { message: SIGNUP_FORM_MESSAGES.dayRepeated })
  @ValidateNested({ each: true })
  @Type(() => AvailableDayDto)
  @IsArray({ message: 'available_days must be a list' })
  available_days?: AvailableDayDto[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'sms_opt_in must be true or false' })
  sms_opt_in?: boolean;

  /** Optional echo of the consent text the page showed; when sent with sms_opt_in it must equal the current text. */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: SIGNUP_FORM_MESSAGES.smsConsentTextMismatch })
  @MaxLength(2000, { message: SIGNUP_FORM_MESSAGES.smsConsentTextMismatch })
  sms_consent_text?: string;
}
