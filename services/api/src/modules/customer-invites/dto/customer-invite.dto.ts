import { INVITE_VIAS, type CustomerInvite as CustomerInviteView, type InviteVia, type SentInviteResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class CustomerInviteDto implements CustomerInviteView {
  @ApiProperty() code!: string;
  @ApiProperty({ enum: INVITE_VIAS }) via!: InviteVia;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ description: 'pending, submitted, completed, or expired once past expires_at' }) status!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ format: 'date-time' }) expires_at!: string;
  @ApiProperty({ description: 'The customer signup address, {APP_BASE_URL}/signup/{code}' }) link!: string;
}

export class SentInviteDto implements SentInviteResponse {
  @ApiProperty({ enum: [true] }) ok!: true;
  @ApiProperty({ type: CustomerInviteDto }) invite!: CustomerInviteDto;
}
