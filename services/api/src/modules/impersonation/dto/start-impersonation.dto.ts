import { API_ERRORS, type ImpersonateStartRequest, type ImpersonationStateResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class StartImpersonationDto implements ImpersonateStartRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: API_ERRORS.invalidId })
  user_id!: string;
}

export class ImpersonationStateDto implements ImpersonationStateResponse {
  @ApiProperty() impersonating!: boolean;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) target_user_id!: string | null;
}

export class OkDto {
  @ApiProperty({ enum: [true] }) ok!: true;
}
