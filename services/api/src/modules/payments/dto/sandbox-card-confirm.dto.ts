import type { SandboxCardConfirmRequest, SandboxCardConfirmResponse } from '@fsp/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SandboxCardConfirmDto implements SandboxCardConfirmRequest {
  @ApiProperty() @IsString() @MaxLength(200) client_secret!: string;
  @ApiProperty({ example: '4242 4242 4242 4242' }) @IsString() @MaxLength(40) card_number!: string;
  @ApiProperty({ example: '12 / 34' }) @IsString() @MaxLength(10) expiry!: string;
  @ApiProperty({ example: '123' }) @IsString() @MaxLength(10) cvc!: string;
}

export class SandboxCardConfirmResponseDto implements SandboxCardConfirmResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['succeeded'] }) status!: 'succeeded';
  @ApiProperty() payment_method!: string;
}
