import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The text part, transfer encoding undone. */
  text: string;
}

export interface LocalSmtpServer {
  /** smtp://127.0.0.1:PORT */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) {
    const hex = bytes.subarray(i + 1, i + 3).toString('latin1');
    if (bytes[i] === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      i += 2;
    } else {
      out.push(bytes[i]);
    }
  }
  return Buffer.from(out).toString('utf8');
}

/** A single-part text message as nodemailer writes it: headers, a blank line, the (maybe encoded) body. */
function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headerText = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headerText)?.[1]?.trim() ?? '';
  const body = raw.slice(split + 4).replace(/\r\n$/, '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { from, to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a random local port (no TLS, no auth); refuses recipients `rejectRecipient` matches. */
export async function startLocalSmtpServer(options: { rejectRecipient?: (address: string) => boolean } = {}): Promise<LocalSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        callback(Object.assign(new Error('550 Mailbox unavailable'), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push(parseMail(Buffer.concat(chunks).toString('latin1'), from, to));
        callback();
      });
    },
  });
  const listening = await new Promise<ReturnType<SMTPServer['listen']>>((resolve) => {
    const net = server.listen(0, '127.0.0.1', () => resolve(net));
  });
  const { port } = listening.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
