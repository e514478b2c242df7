import { API_ERRORS, type AddTeamMemberRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class AddTeamMemberDto implements AddTeamMemberRequest {
  @ApiProperty({ format: 'uuid', description: 'A crew member of the organization' })
  @IsUUID('all', { message: API_ERRORS.invalidId })
  user_id!: string;
}
