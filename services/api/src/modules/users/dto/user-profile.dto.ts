import { NOTIFICATION_PREF_KEYS, THEMES, type AdminUser, type NotificationPrefs, type RealUser, type Theme, type UserProfile } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class RealUserDto implements RealUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() role!: string;
}

export class UserProfileDto implements UserProfile {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() role!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() impersonating!: boolean;
  @ApiProperty({ type: RealUserDto, nullable: true }) real_user!: RealUserDto | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) organization_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar_url!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone_number!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'IANA time zone' }) timezone!: string | null;
  @ApiProperty({ type: String, nullable: true }) locale!: string | null;
  @ApiProperty({ enum: THEMES }) theme!: Theme;
  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(NOTIFICATION_PREF_KEYS.map((key) => [key, { type: 'boolean' }])),
  })
  notification_prefs!: NotificationPrefs;
}

export class AdminUserDto implements AdminUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() role!: string;
  @ApiProperty({ enum: ['active', 'inactive'] }) status!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) organization_id!: string | null;
}
