import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { MESSAGE_CHANNELS, type MessageChannel } from '../entities/outbox-message.entity.js';

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 500;

export class OutboxQueryDto {
  @ApiPropertyOptional({ description: 'Recipient e-mail address (any case) or phone number' })
  @IsOptional()
  @IsString()
  to?: string;

  @ApiPropertyOptional({ enum: MESSAGE_CHANNELS })
  @IsOptional()
  @IsIn(MESSAGE_CHANNELS, { message: `channel must be one of: ${MESSAGE_CHANNELS.join(', ')}` })
  channel?: MessageChannel;

  @ApiPropertyOptional({ minimum: 1, maximum: OUTBOX_MAX_LIMIT, default: OUTBOX_DEFAULT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
  @Max(OUTBOX_MAX_LIMIT, { message: `limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}` })
  limit?: number;
}
