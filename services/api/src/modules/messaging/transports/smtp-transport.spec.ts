import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../../testing/local-smtp-server.js';
import { SmtpTransport } from './smtp-transport.js';

const FROM = 'Fieldwise <no-reply@fieldwise.test>';
const LINK = 'http://localhost:4200/signup/AbCdEfGhIjKlMnOpQrStUvWx';

describe('SmtpTransport against a real SMTP server', () => {
  let smtp: LocalSmtpServer;

  beforeAll(async () => {
    smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.endsWith('@bounce.test') });
  });

  afterAll(async () => {
    await smtp.close();
  });

  it('hands the message to the server with sender, recipient, subject and text', async () => {
    const transport = new SmtpTransport(smtp.url, FROM);
    const body = `Hello,\n\nA long first line that goes well past seventy-six characters so the text is wrapped:\n\n${LINK}\n`;
    await expect(
      transport.deliver({ channel: 'email', to: 'customer@example.test', subject: 'Green Acres invites you', body }),
    ).resolves.toBe('sent');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({
      from: 'no-reply@fieldwise.test',
      to: ['customer@example.test'],
      subject: 'Green Acres invites you',
    });
    expect(smtp.received[0].text.trim()).toBe(body.trim());
  });

  it('fails when the server refuses the recipient', async () => {
    const transport = new SmtpTransport(smtp.url, FROM);
    const before = smtp.received.length;
    await expect(
      transport.deliver({ channel: 'email', to: 'nobody@bounce.test', subject: 'Hi', body: 'Hello' }),
    ).rejects.toThrow(/550/);
    expect(smtp.received).toHaveLength(before);
  });

  it('fails when no server listens', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const transport = new SmtpTransport(`smtp://127.0.0.1:${port}`, FROM);
    await expect(transport.deliver({ channel: 'email', to: 'a@example.test', subject: 'Hi', body: 'Hello' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
