import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity.js';
import { MessageDeliveryError } from './message-delivery-error.js';
import { MESSAGE_TRANSPORTS, type MessageTransports, type OutgoingMessage } from './transports/message-transport.js';

export interface SendMessageInput extends OutgoingMessage {
  /** The organization the message is sent for, if any. */
  organizationId: string | null;
}

/**
 * Sends e-mail and SMS. Every message is first recorded in `outbox_messages`, then handed to its channel's
 * transport; a failure stays recorded as `failed` with the reason and rejects with MessageDeliveryError.
 */
@Injectable()
export class Messenger {
  private readonly logger = new Logger('Messenger');

  constructor(
    @InjectRepository(OutboxMessage) private readonly outbox: Repository<OutboxMessage>,
    @Inject(MESSAGE_TRANSPORTS) private readonly transports: MessageTransports,
  ) {}

  async send(input: SendMessageInput): Promise<OutboxMessage> {
    const transport = this.transports[input.channel];
    const message = await this.outbox.save(
      this.outbox.create({
        channel: input.channel,
        recipient: input.to,
        subject: input.subject,
        body: input.body,
        status: 'pending',
        transport: transport.name,
        organizationId: input.organizationId,
      }),
    );
    try {
      message.status = await transport.deliver(input);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.outbox.update(message.id, { status: 'failed', error: reason });
      this.logger.warn(`${input.channel} message ${message.id} through ${transport.name} failed: ${reason}`);
      throw new MessageDeliveryError(message.id, input.channel, reason, { cause: error });
    }
    message.sentAt = new Date();
    await this.outbox.update(message.id, { status: message.status, sentAt: message.sentAt });
    return message;
  }
}
