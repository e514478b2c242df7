import type { MessagingConfig } from '../../../config/api-config.js';
import type { MessageTransports } from './message-transport.js';
import { OutboxTransport } from './outbox-transport.js';
import { SmsApiTransport } from './sms-api-transport.js';
import { SmtpTransport } from './smtp-transport.js';

/** SMTP when SMTP_URL is set, the SMS API when its credentials are; each channel otherwise stays in the outbox. */
export function messageTransportsFor(config: MessagingConfig): MessageTransports {
  const outbox = new OutboxTransport();
  return {
    email: config.smtpUrl ? new SmtpTransport(config.smtpUrl, config.emailFrom, config.timeoutMs) : outbox,
    sms: config.sms ? new SmsApiTransport({ ...config.sms, timeoutMs: config.timeoutMs }) : outbox,
  };
}

/** The developer outbox listing exists only while some channel delivers to the outbox. */
export function outboxIsActive(transports: MessageTransports): boolean {
  return Object.values(transports).some((transport) => transport instanceof OutboxTransport);
}
