import nodemailer, { type Transporter } from 'nodemailer';
import type { DeliveryOutcome, MessageTransport, OutgoingMessage } from './message-transport.js';

/** E-mail through an SMTP server (`smtp://` or `smtps://user:pass@host:port`) with nodemailer. */
export class SmtpTransport implements MessageTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = nodemailer.createTransport(smtpUrl);
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
