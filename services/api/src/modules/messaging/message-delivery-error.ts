import type { MessageChannel } from './entities/outbox-message.entity.js';

/** The transport refused or failed; the message is kept in the outbox with status `failed` and this reason. */
export class MessageDeliveryError extends Error {
  override readonly name = 'MessageDeliveryError';

  constructor(
    readonly messageId: string,
    readonly channel: MessageChannel,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`Delivering ${channel} message ${messageId} failed: ${reason}`, options);
  }
}
