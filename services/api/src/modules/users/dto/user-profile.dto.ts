import type { AdminUser, RealUser, UserProfile } from '@fsp/contracts';
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
}

export class AdminUserDto implements AdminUser {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() role!: string;
  @ApiProperty({ enum: ['active', 'inactive'] }) status!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) organization_id!: string | null;
}
