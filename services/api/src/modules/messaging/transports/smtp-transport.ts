import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../../../config/api-config.js';
import type { DeliveryOutcome, MessageTransport, OutgoingMessage } from './message-transport.js';

/** E-mail through an SMTP server (`smtp://` or `smtps://user:pass@host:port`) with nodemailer. */
export class SmtpTransport implements MessageTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
  ) {
    // nodemailer waits minutes by default; a server that accepts and stalls must not hold the request that long.
    this.transporter = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
  }

  async deliver(message: OutgoingMessage): Promise<DeliveryOutcome> {
    const info = await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject ?? '',
      text: message.body,
    });
    // nodemailer resolves even when only some recipients were accepted; one recipient means all or nothing.
    const rejected = ((info.rejected ?? []) as Array<string | { address: string }>).map((recipient) =>
      typeof recipient === 'string' ? recipient : recipient.address,
    );
    if (rejected.length > 0) throw new Error(`SMTP server rejected ${rejected.join(', ')}`);
    return 'sent';
  }
}
