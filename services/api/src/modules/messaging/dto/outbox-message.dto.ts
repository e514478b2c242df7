import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, type MessageChannel, type MessageStatus, type OutboxMessage } from '../entities/outbox-message.entity.js';

/** One row of GET /api/dev/outbox. */
export class OutboxMessageDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: MESSAGE_CHANNELS }) channel!: MessageChannel;
  @ApiProperty() recipient!: string;
  @ApiProperty({ type: String, nullable: true }) subject!: string | null;
  @ApiProperty() body!: string;
  @ApiProperty({ enum: MESSAGE_STATUSES }) status!: MessageStatus;
  @ApiProperty() transport!: string;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) organization_id!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at!: string | null;
}

export function toOutboxMessageDto(message: OutboxMessage): OutboxMessageDto {
  return {
    id: message.id,
    channel: message.channel,
    recipient: message.recipient,
    subject: message.subject,
    body: message.body,
    status: message.status,
    transport: message.transport,
    error: message.error,
    organization_id: message.organizationId,
    created_at: message.createdAt.toISOString(),
    sent_at: message.sentAt ? message.sentAt.toISOString() : null,
  };
}
