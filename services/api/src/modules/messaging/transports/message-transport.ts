import type { MessageChannel } from '../entities/outbox-message.entity.js';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** An e-mail address or a phone number. */
  to: string;
  /** E-mail only. */
  subject: string | null;
  body: string;
}

/** How a transport finished with a message: handed to a provider (`sent`) or kept in the outbox only (`stored`). */
export type DeliveryOutcome = 'sent' | 'stored';

/** One way of delivering one channel's messages; throws when the provider refuses or cannot be reached. */
export interface MessageTransport {
  /** Recorded with each message: smtp, sms-api or outbox. */
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<DeliveryOutcome>;
}

/** The transport of each channel, chosen from the configuration at start-up. */
export type MessageTransports = Record<MessageChannel, MessageTransport>;

export const MESSAGE_TRANSPORTS = Symbol('MESSAGE_TRANSPORTS');
