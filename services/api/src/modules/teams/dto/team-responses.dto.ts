import type { CrewInvitationResponse, CrewMember, Team, TeamMembership } from '@fsp/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class TeamDto implements Team {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'North crew' }) name!: string;
}

export class CrewMemberDto implements CrewMember {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Their team (the earliest joined), or null' })
  team_id!: string | null;
}

export class TeamMembershipDto implements TeamMembership {
  @ApiProperty({ format: 'uuid' }) team_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
}

export class CrewInvitationResponseDto implements CrewInvitationResponse {
  @ApiProperty() ok!: boolean;
  @ApiProperty({ description: 'False when nothing was sent; `note` says why' }) invited!: boolean;
  @ApiPropertyOptional({ type: String, nullable: true }) note?: string | null;
  @ApiPropertyOptional({ type: String, nullable: true }) error?: string | null;
}
