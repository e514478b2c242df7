import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchOutbox, formatOutbox, OutboxUnavailableError, type OutboxMessage } from './outbox-listing.js';

const MESSAGE: OutboxMessage = {
  id: '6b1f3c1e-0000-4000-8000-000000000001',
  channel: 'email',
  recipient: 'jane@example.com',
  subject: 'Green Acres Lawn Care invites you to request service',
  body: 'Hello,\n\nOpen this link:\n\nhttp://localhost:4200/signup/AbCd_123\n',
  status: 'stored',
  transport: 'outbox',
  error: null,
  organization_id: null,
  created_at: '2030-05-01T12:00:00.000Z',
  sent_at: '2030-05-01T12:00:00.050Z',
};

describe('fetchOutbox', () => {
  let server: Server;
  let origin: string;
  let answer: { status: number; body: string };
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('asks for the filtered listing and returns the messages', async () => {
    answer = { status: 200, body: JSON.stringify([MESSAGE]) };
    await expect(fetchOutbox(origin, { to: 'jane@example.com', channel: 'email', limit: 5 })).resolves.toEqual([MESSAGE]);
    expect(seen.at(-1)).toBe('/api/dev/outbox?to=jane%40example.com&channel=email&limit=5');
  });

  it('explains a 404: no developer outbox on that API', async () => {
    answer = { status: 404, body: JSON.stringify({ error: 'Not found' }) };
    await expect(fetchOutbox(origin)).rejects.toThrow(/has no developer outbox/);
  });

  it("passes on the API's refusal", async () => {
    answer = { status: 400, body: JSON.stringify({ error: 'channel must be one of: email, sms' }) };
    await expect(fetchOutbox(origin, { channel: 'fax' })).rejects.toThrow('HTTP 400: channel must be one of: email, sms');
  });

  it('refuses a response that is not a message list', async () => {
    answer = { status: 200, body: JSON.stringify({ messages: [] }) };
    await expect(fetchOutbox(origin)).rejects.toBeInstanceOf(OutboxUnavailableError);
  });

  it('says when the API cannot be reached', async () => {
    await expect(fetchOutbox('http://127.0.0.1:1')).rejects.toThrow('Could not reach the API at http://127.0.0.1:1');
  });
});

describe('formatOutbox', () => {
  it('prints each message with its subject, text and links', () => {
    expect(formatOutbox([MESSAGE, { ...MESSAGE, channel: 'sms', subject: null, recipient: '+15550100000', body: 'Hi', status: 'failed', transport: 'sms-api', error: 'HTTP 400' }])).toBe(
      [
        '2030-05-01T12:00:00.000Z  EMAIL  stored via outbox  → jane@example.com',
        '  Subject: Green Acres Lawn Care invites you to request service',
        '  | Hello,',
        '  | ',
        '  | Open this link:',
        '  | ',
        '  | http://localhost:4200/signup/AbCd_123',
        '  Link: http://localhost:4200/signup/AbCd_123',
        '',
        '2030-05-01T12:00:00.000Z  SMS  failed via sms-api  → +15550100000',
        '  Error: HTTP 400',
        '  | Hi',
      ].join('\n'),
    );
  });

  it('says when the outbox is empty', () => {
    expect(formatOutbox([])).toBe('The outbox is empty.');
  });
});
