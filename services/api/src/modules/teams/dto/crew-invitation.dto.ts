import { crewEmailError, TEAM_API_ERRORS, type CrewInvitationRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

export class CrewInvitationDto implements CrewInvitationRequest {
  @ApiProperty({ format: 'email', description: 'A crew member of the organization' })
  @ContractRule('crewEmail', crewEmailError)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  email!: string;

  @ApiProperty({ enum: ['crew_member'] })
  @IsIn(['crew_member'], { message: TEAM_API_ERRORS.onlyCrewInvitations })
  role!: 'crew_member';
}
