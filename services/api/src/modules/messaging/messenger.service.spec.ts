import { API_ERRORS } from '@fsp/contracts';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { startLocalSmsApi, type LocalSmsApi } from '../../testing/local-sms-api.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import type { OutboxMessageDto } from './dto/outbox-message.dto.js';
import { MessageDeliveryError } from './message-delivery-error.js';
import { Messenger } from './messenger.service.js';

interface StoredRow {
  status: string;
  transport: string;
  error: string | null;
  sent_at: Date | null;
}

async function rowOf(t: TestApi, id: string): Promise<StoredRow> {
  const rows = (await t.dataSource.query(`SELECT status, transport, error, sent_at FROM outbox_messages WHERE id = $1`, [id])) as StoredRow[];
  return rows[0];
}

describe.each(testDatabases())('Messenger and GET /api/dev/outbox on %s', (database) => {
  describe('with the outbox transport (no providers configured)', () => {
    let t: TestApi;

    beforeAll(async () => {
      t = await startTestApi(database);
    });

    afterAll(async () => {
      await t?.close();
    });

    it('keeps each message in the outbox with status stored', async () => {
      const message = await t.api.app.get(Messenger).send({
        channel: 'email', to: 'first@example.test', subject: 'Hello', body: 'Body one', organizationId: null,
      });
      expect(message).toMatchObject({ status: 'stored', transport: 'outbox' });
      expect(await rowOf(t, message.id)).toMatchObject({ status: 'stored', transport: 'outbox', error: null });
      expect((await rowOf(t, message.id)).sent_at).toBeInstanceOf(Date);
    });

    it('lists messages newest first without a token, filtered by recipient and channel', async () => {
      const messenger = t.api.app.get(Messenger);
      await messenger.send({ channel: 'sms', to: '+15550102000', subject: null, body: 'Text one', organizationId: null });
      await messenger.send({ channel: 'email', to: 'Second@Example.test', subject: 'Hi', body: 'Body two', organizationId: null });

      const all = await t.request<OutboxMessageDto[]>('GET', '/api/dev/outbox');
      expect(all.status).toBe(200);
      expect(all.body.map((m) => m.body).slice(0, 3)).toEqual(['Body two', 'Text one', 'Body one']);
      expect(all.body[0]).toEqual({
        id: expect.any(String),
        channel: 'email',
        recipient: 'Second@Example.test',
        subject: 'Hi',
        body: 'Body two',
        status: 'stored',
        transport: 'outbox',
        error: null,
        organization_id: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sent_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });

      const byRecipient = await t.request<OutboxMessageDto[]>('GET', '/api/dev/outbox?to=second@example.TEST');
      expect(byRecipient.body.map((m) => m.body)).toEqual(['Body two']);
      const sms = await t.request<OutboxMessageDto[]>('GET', '/api/dev/outbox?channel=sms');
      expect(sms.body.map((m) => m.recipient)).toEqual(['+15550102000']);
      const limited = await t.request<OutboxMessageDto[]>('GET', '/api/dev/outbox?limit=1');
      expect(limited.body.map((m) => m.body)).toEqual(['Body two']);
    });

    it('refuses bad filters with 400', async () => {
      expect(await t.request('GET', '/api/dev/outbox?channel=fax')).toMatchObject({
        status: 400,
        body: { error: 'channel must be one of: email, sms' },
      });
      expect(await t.request('GET', '/api/dev/outbox?limit=0')).toMatchObject({
        status: 400,
        body: { error: 'limit must be a whole number from 1 to 500' },
      });
    });
  });

  describe('with SMTP and the SMS API configured', () => {
    let t: TestApi;
    let smtp: LocalSmtpServer;
    let sms: LocalSmsApi;

    beforeAll(async () => {
      smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.endsWith('@bounce.test') });
      sms = await startLocalSmsApi({ rejectNumber: (to) => to === '+15550000000' });
      t = await startTestApi(database, {
        config: {
          messaging: {
            smtpUrl: smtp.url,
            emailFrom: 'Fieldwise <no-reply@fieldwise.test>',
            sms: { accountSid: 'AC1', authToken: 'token', from: '+15551230000', apiBaseUrl: sms.url },
          },
        },
      });
    });

    afterAll(async () => {
      await t?.close();
      await smtp?.close();
      await sms?.close();
    });

    it('records an e-mail, hands it to the SMTP server and marks it sent', async () => {
      const message = await t.api.app.get(Messenger).send({
        channel: 'email', to: 'real@example.test', subject: 'Welcome', body: 'Hello there', organizationId: null,
      });
      expect(await rowOf(t, message.id)).toMatchObject({ status: 'sent', transport: 'smtp', error: null });
      expect(smtp.received.at(-1)).toMatchObject({ to: ['real@example.test'], subject: 'Welcome', text: 'Hello there' });
    });

    it('records an SMS, posts it to the SMS API and marks it sent', async () => {
      const message = await t.api.app.get(Messenger).send({
        channel: 'sms', to: '+15550103000', subject: null, body: 'Text', organizationId: null,
      });
      expect(await rowOf(t, message.id)).toMatchObject({ status: 'sent', transport: 'sms-api' });
      expect(sms.requests.at(-1)?.form.get('To')).toBe('+15550103000');
    });

    it.each([
      ['email', 'gone@bounce.test', /550/],
      ['sms', '+15550000000', /HTTP 400/],
    ] as const)('keeps a refused %s as failed with the reason and tells the caller', async (channel, to, reason) => {
      const error = await t.api.app
        .get(Messenger)
        .send({ channel, to, subject: channel === 'email' ? 'Hi' : null, body: 'Lost?', organizationId: null })
        .then(() => null, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(MessageDeliveryError);
      const { messageId } = error as MessageDeliveryError;
      const row = await rowOf(t, messageId);
      expect(row).toMatchObject({ status: 'failed', sent_at: null });
      expect(row.error).toMatch(reason);
    });

    it('has no developer outbox listing while real providers deliver', async () => {
      expect(await t.request('GET', '/api/dev/outbox')).toMatchObject({ status: 404, body: { error: API_ERRORS.notFound } });
    });
  });

  describe('in production', () => {
    let t: TestApi;

    beforeAll(async () => {
      const base = apiConfigFromEnv({});
      t = await startTestApi(database, {
        config: {
          production: true,
          allowEmbeddedDb: true,
          payments: { ...base.payments, allowSandboxInProduction: true },
          identityAdmin: { ...base.identityAdmin, clientSecret: 'a-production-secret' },
        },
      });
    });

    afterAll(async () => {
      await t?.close();
    });

    it('has no developer outbox listing even with the outbox transport', async () => {
      expect(await t.request('GET', '/api/dev/outbox')).toMatchObject({ status: 404, body: { error: API_ERRORS.notFound } });
    });
  });
});
