import {
  OWNER_INVITE_STATUSES,
  type OwnerAcceptResponse,
  type OwnerInvitation as OwnerInvitationView,
  type OwnerInvite,
  type OwnerInvitePrefill,
  type OwnerInviteStatus,
} from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class OwnerInvitationDto implements OwnerInvitationView {
  @ApiProperty() code!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty() organization_name!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) owner_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) industry!: string | null;
  @ApiProperty({ enum: OWNER_INVITE_STATUSES, description: 'expired once a pending invitation is past expires_at' })
  status!: OwnerInviteStatus;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ description: 'The onboarding page, {APP_BASE_URL}/admin/owner-onboard/{code}' }) link!: string;
}

export class OwnerInvitePrefillDto implements OwnerInvitePrefill {
  @ApiProperty({ type: String, nullable: true }) org_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) website!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) street!: string | null;
  @ApiProperty({ type: String, nullable: true }) city!: string | null;
  @ApiProperty({ type: String, nullable: true }) state!: string | null;
  @ApiProperty({ type: String, nullable: true }) zip!: string | null;
}

export class OwnerInviteDto implements OwnerInvite {
  @ApiProperty({ format: 'email' }) invited_email!: string;
  @ApiProperty({ enum: OWNER_INVITE_STATUSES }) status!: OwnerInviteStatus;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ type: OwnerInvitePrefillDto }) prefill!: OwnerInvitePrefillDto;
}

export class OwnerAcceptResponseDto implements OwnerAcceptResponse {
  @ApiPropertyOptional({ description: 'Password-set page for a new sign-in; it continues to login_url' }) auth0_ticket_url?: string;
  @ApiPropertyOptional({ description: 'Payment-provider onboarding for the organization' }) stripe_onboarding_url?: string;
  @ApiPropertyOptional({ description: '{APP_BASE_URL}/login?email=…' }) login_url?: string;
}
