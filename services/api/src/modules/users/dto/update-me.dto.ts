import {
  NOTIFICATION_PREF_KEYS,
  notificationPrefsError,
  PROFILE_LOCALES,
  PROFILE_MAX_LENGTH,
  profileFieldError,
  THEMES,
  type NotificationPrefs,
  type PasswordChangeTicketResponse,
  type Theme,
  type UpdateMeRequest,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

/** PUT /api/users/update-me. Fields in the User tab's order, so the first broken rule reported is the first on screen. */
export class UpdateMeDto implements UpdateMeRequest {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_MAX_LENGTH.name, description: 'Blank clears it' })
  @ContractRule('profileName', (value) => profileFieldError('name', value), { emptyAsNull: true })
  name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_MAX_LENGTH.avatar_url, description: 'http(s) only' })
  @ContractRule('profileAvatarUrl', (value) => profileFieldError('avatar_url', value), { emptyAsNull: true })
  avatar_url?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_MAX_LENGTH.phone_number })
  @ContractRule('profilePhone', (value) => profileFieldError('phone_number', value), { emptyAsNull: true })
  phone_number?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    description: 'Only the preferences to change; merged over the stored ones',
    properties: Object.fromEntries(NOTIFICATION_PREF_KEYS.map((key) => [key, { type: 'boolean' }])),
  })
  @ContractRule('notificationPrefs', notificationPrefsError)
  notification_prefs?: Partial<NotificationPrefs>;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'IANA time zone; null follows the organization' })
  @ContractRule('profileTimeZone', (value) => profileFieldError('timezone', value), { emptyAsNull: true })
  timezone?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, enum: PROFILE_LOCALES })
  @ContractRule('profileLocale', (value) => profileFieldError('locale', value), { emptyAsNull: true })
  locale?: string | null;

  @ApiPropertyOptional({ enum: THEMES })
  @ValidateIf((_body: object, value: unknown) => value !== undefined)
  @ContractRule('profileTheme', (value) => profileFieldError('theme', value))
  theme?: Theme;
}

export class PasswordChangeTicketDto implements PasswordChangeTicketResponse {
  @ApiProperty({ format: 'uri', description: "The identity provider's page where the user sets a new password" })
  url!: string;
}
