import { TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH, teamNameError, type TeamNameRequest } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { ContractRule } from '../../../common/validation/contract-rule.decorator.js';

export class CreateTeamDto implements TeamNameRequest {
  @ApiProperty({ example: 'North crew', maxLength: TEAM_NAME_MAX_LENGTH, description: 'Trimmed' })
  @ContractRule('teamName', (value) => teamNameError(value, TEAM_MESSAGES.teamNameRequired))
  name!: string;
}

export class RenameTeamDto implements TeamNameRequest {
  @ApiProperty({ example: 'South crew', maxLength: TEAM_NAME_MAX_LENGTH, description: 'Trimmed' })
  @ContractRule('teamName', (value) => teamNameError(value, TEAM_MESSAGES.teamNameEmpty))
  name!: string;
}
