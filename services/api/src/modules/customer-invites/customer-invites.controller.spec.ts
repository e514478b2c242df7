import {
  API_ERRORS,
  CUSTOMER_INVITE_MESSAGES,
  RECENT_INVITES_LIMIT,
  type CustomerInvite,
  type SentInviteResponse,
  type UserProfile,
} from '@fsp/contracts';
import { INVITE_TTL_TOO_LARGE, MAX_INVITE_TTL_HOURS } from '../../common/invites/invite-code.js';
import { apiConfigFromEnv } from '../../config/api-config.js';
import { startLocalSmsApi, type LocalSmsApi } from '../../testing/local-sms-api.js';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { InviteCodesService } from './invite-codes.service.js';

const APP_BASE_URL = apiConfigFromEnv({}).appBaseUrl;
const HOUR_MS = 3_600_000;
const CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  error: string | null;
  organization_id: string | null;
}

function ttlHoursOf(invite: CustomerInvite): number {
  return (Date.parse(invite.expires_at) - Date.parse(invite.created_at)) / HOUR_MS;
}

async function outboxTo(t: TestApi, recipient: string): Promise<OutboxRow[]> {
  return (await t.dataSource.query(
    `SELECT channel, recipient, subject, body, status, error, organization_id FROM outbox_messages WHERE recipient = $1 ORDER BY created_at DESC`,
    [recipient],
  )) as OutboxRow[];
}

describe.each(testDatabases())('Customer invitations /api/owner/invitations on %s', (database) => {
  describe('with the outbox as the messaging provider', () => {
    let t: TestApi;
    let owner: string;
    let organizationId: string;

    beforeAll(async () => {
      t = await startTestApi(database);
      owner = await t.tokenFor('owner@demo.test');
      organizationId = (await t.request<UserProfile>('GET', '/api/users/me', { token: owner })).body.organization_id as string;
    });

    afterAll(async () => {
      await t?.close();
    });

    it('creates a QR invite with an unguessable code and the signup link', async () => {
      const response = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', {
        token: owner,
        body: { via: 'qr', ttl_hours: 24 },
      });
      expect(response.status).toBe(201);
      const invite = response.body;
      expect(invite).toEqual({
        code: expect.stringMatching(CODE_PATTERN),
        via: 'qr',
        email: null,
        phone: null,
        status: 'pending',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        link: `${APP_BASE_URL}/signup/${invite.code}`,
      });
      expect(ttlHoursOf(invite)).toBeCloseTo(24, 2);
      const stored = await t.api.app.get(InviteCodesService).findOpen(invite.code);
      expect(stored).toMatchObject({ organizationId, via: 'qr', createdByUserId: await t.userIdOf('owner@demo.test') });
    });

    it('gives every invite its own URL-safe code', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const response = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', { token: owner, body: { via: 'qr' } });
        expect(response.body.code).toMatch(CODE_PATTERN);
        codes.add(response.body.code);
      }
      expect(codes.size).toBe(5);
    });

    it.each([
      ['absent', undefined, 72],
      ['72 by default for null', null, 72],
      ['0 raised to the minimum of 1', 0, 1],
      ['negative raised to 1', -5, 1],
      ['"abc" falls back to 72', 'abc', 72],
      ['an empty string falls back to 72', '', 72],
      ['a numeric string', '48', 48],
      ['a fraction rounded', 2.4, 2],
    ])('normalizes the TTL: %s', async (_label, ttl, hours) => {
      const body = ttl === undefined ? { via: 'qr' } : { via: 'qr', ttl_hours: ttl };
      const response = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', { token: owner, body });
      expect(response.status).toBe(201);
      expect(ttlHoursOf(response.body)).toBeCloseTo(hours, 2);
    });

    it('applies the same TTL rules to e-mail and SMS invites', async () => {
      const email = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/email', {
        token: owner,
        body: { email: 'ttl@example.test', ttl_hours: 'abc' },
      });
      const sms = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/sms', {
        token: owner,
        body: { phone: '+1 555 010 9999', ttl_hours: 0 },
      });
      expect(ttlHoursOf(email.body.invite)).toBeCloseTo(72, 2);
      expect(ttlHoursOf(sms.body.invite)).toBeCloseTo(1, 2);
    });

    it('refuses a TTL over a year with 400 rather than an expiry no date can hold', async () => {
      for (const ttl_hours of [MAX_INVITE_TTL_HOURS + 1, 1e300, '3e9']) {
        expect(await t.request('POST', '/api/owner/invitations/create', { token: owner, body: { ttl_hours } })).toMatchObject({
          status: 400,
          body: { error: INVITE_TTL_TOO_LARGE },
        });
      }
      const email = await t.request('POST', '/api/owner/invitations/email', {
        token: owner,
        body: { email: 'too-long-ttl@example.test', ttl_hours: 1e300 },
      });
      expect(email).toMatchObject({ status: 400, body: { error: INVITE_TTL_TOO_LARGE } });
      expect(await outboxTo(t, 'too-long-ttl@example.test')).toEqual([]);
      const yearLong = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', {
        token: owner,
        body: { ttl_hours: MAX_INVITE_TTL_HOURS },
      });
      expect(ttlHoursOf(yearLong.body)).toBeCloseTo(MAX_INVITE_TTL_HOURS, 2);
    });

    it('refuses a via other than qr and unknown fields', async () => {
      expect(await t.request('POST', '/api/owner/invitations/create', { token: owner, body: { via: 'email' } })).toMatchObject({
        status: 400,
        body: { error: CUSTOMER_INVITE_MESSAGES.invalidVia },
      });
      const extra = await t.request<{ error: string }>('POST', '/api/owner/invitations/create', {
        token: owner,
        body: { via: 'qr', organization_id: '00000000-0000-4000-8000-000000000000' },
      });
      expect(extra.status).toBe(400);
      expect(extra.body.error).toContain('organization_id');
    });

    it('e-mails the link: the message is in the outbox with the organization', async () => {
      const response = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/email', {
        token: owner,
        body: { email: '  new.customer@example.test ', ttl_hours: 48 },
      });
      expect(response.status).toBe(201);
      expect(response.body).toEqual({ ok: true, invite: expect.objectContaining({ via: 'email', email: 'new.customer@example.test', phone: null }) });
      const { invite } = response.body;
      expect(invite.link).toBe(`${APP_BASE_URL}/signup/${invite.code}`);
      const [message] = await outboxTo(t, 'new.customer@example.test');
      expect(message).toMatchObject({ channel: 'email', status: 'stored', error: null, organization_id: organizationId });
      expect(message.subject).toContain('Green Acres Lawn Care');
      expect(message.body).toContain(invite.link);
      expect(message.body).toContain('48 hours');
    });

    it('texts the link: the SMS is in the outbox', async () => {
      const response = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/sms', {
        token: owner,
        body: { phone: '(555) 010-4242' },
      });
      expect(response.status).toBe(201);
      expect(response.body.invite).toMatchObject({ via: 'sms', phone: '(555) 010-4242', email: null, status: 'pending' });
      const [message] = await outboxTo(t, '(555) 010-4242');
      expect(message).toMatchObject({ channel: 'sms', status: 'stored', subject: null, organization_id: organizationId });
      expect(message.body).toContain(response.body.invite.link);
      expect(message.body).toContain('Green Acres Lawn Care');
    });

    it.each([
      ['missing', {}, CUSTOMER_INVITE_MESSAGES.emailRequired],
      ['empty', { email: '' }, CUSTOMER_INVITE_MESSAGES.emailRequired],
      ['blank', { email: '   ' }, CUSTOMER_INVITE_MESSAGES.emailRequired],
      ['not a string', { email: 42 }, CUSTOMER_INVITE_MESSAGES.emailRequired],
      ['not an address', { email: 'not-an-email' }, CUSTOMER_INVITE_MESSAGES.invalidEmail],
    ])('refuses an e-mail invite with the e-mail %s', async (_label, body, error) => {
      expect(await t.request('POST', '/api/owner/invitations/email', { token: owner, body })).toMatchObject({ status: 400, body: { error } });
    });

    it.each([
      ['missing', {}, CUSTOMER_INVITE_MESSAGES.phoneRequired],
      ['empty', { phone: '' }, CUSTOMER_INVITE_MESSAGES.phoneRequired],
      ['blank', { phone: '  ' }, CUSTOMER_INVITE_MESSAGES.phoneRequired],
      ['not a string', { phone: 5550104242 }, CUSTOMER_INVITE_MESSAGES.phoneRequired],
      ['too short', { phone: '555-1234' }, CUSTOMER_INVITE_MESSAGES.invalidPhone],
      ['with letters', { phone: 'call me maybe' }, CUSTOMER_INVITE_MESSAGES.invalidPhone],
    ])('refuses an SMS invite with the phone %s', async (_label, body, error) => {
      expect(await t.request('POST', '/api/owner/invitations/sms', { token: owner, body })).toMatchObject({ status: 400, body: { error } });
    });

    it('refuses a phone number longer than the signup form allows without texting it', async () => {
      const phone = '5'.repeat(41);
      const response = await t.request('POST', '/api/owner/invitations/sms', { token: owner, body: { phone } });
      expect(response).toMatchObject({ status: 400, body: { error: CUSTOMER_INVITE_MESSAGES.invalidPhone } });
      expect(await outboxTo(t, phone)).toEqual([]);
    });

    it('lists recent invites newest first with their link, reporting expired ones', async () => {
      const first = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', { token: owner, body: { via: 'qr' } });
      const second = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/email', {
        token: owner,
        body: { email: 'recent@example.test' },
      });
      await t.dataSource.query(`UPDATE customer_invites SET expires_at = now() - interval '1 minute' WHERE code = $1`, [first.body.code]);

      const recent = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: owner });
      expect(recent.status).toBe(200);
      expect(recent.body[0]).toEqual(second.body.invite);
      expect(recent.body[1]).toEqual({ ...first.body, status: 'expired', expires_at: expect.any(String) });
      const createdAt = recent.body.map((invite) => Date.parse(invite.created_at));
      expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    });

    it('keeps a completed invite completed after it expires', async () => {
      const invite = (await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', { token: owner, body: {} })).body;
      await t.dataSource.query(
        `UPDATE customer_invites SET status = 'completed', expires_at = now() - interval '1 hour' WHERE code = $1`,
        [invite.code],
      );
      const recent = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: owner });
      expect(recent.body.find((row) => row.code === invite.code)?.status).toBe('completed');
    });

    it("lets a manager invite and see the organization's invites", async () => {
      const manager = await t.tokenFor('manager@demo.test');
      const created = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', { token: manager, body: { via: 'qr' } });
      expect(created.status).toBe(201);
      const fromOwner = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: owner });
      expect(fromOwner.body[0].code).toBe(created.body.code);
    });

    it("keeps each organization's invites to itself", async () => {
      const other = await t.tokenFor('owner2@demo.test');
      const theirs = await t.request<CustomerInvite>('POST', '/api/owner/invitations/create', { token: other, body: { via: 'qr' } });
      const ours = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: owner });
      expect(ours.body.map((invite) => invite.code)).not.toContain(theirs.body.code);
      const theirList = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: other });
      expect(theirList.body.map((invite) => invite.code)).toEqual([theirs.body.code]);
    });

    it(`returns at most ${RECENT_INVITES_LIMIT} invites`, async () => {
      const other = await t.tokenFor('owner2@demo.test');
      const otherOrg = (await t.request<UserProfile>('GET', '/api/users/me', { token: other })).body.organization_id;
      await t.dataSource.query(
        `INSERT INTO customer_invites (code, organization_id, via, expires_at, created_at)
         SELECT 'bulk-' || n, $1, 'qr', now() + interval '1 day', now() - n * interval '1 second' FROM generate_series(1, $2) AS n`,
        [otherOrg, RECENT_INVITES_LIMIT + 5],
      );
      const list = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: other });
      expect(list.body).toHaveLength(RECENT_INVITES_LIMIT);
    });

    const calls = [
      ['GET', '/api/owner/invitations/recent', undefined],
      ['POST', '/api/owner/invitations/create', { via: 'qr' }],
      ['POST', '/api/owner/invitations/email', { email: 'x@example.test' }],
      ['POST', '/api/owner/invitations/sms', { phone: '+15550101010' }],
    ] as const;

    it.each(calls)('refuses crew members and admins on %s %s with a clear 403', async (method, url, body) => {
      for (const email of ['crew@demo.test', 'admin@demo.test']) {
        const response = await t.request(method, url, { token: await t.tokenFor(email), body });
        expect(response).toMatchObject({ status: 403, body: { error: CUSTOMER_INVITE_MESSAGES.roleRequired } });
      }
    });

    it('refuses an owner without an organization and a caller without a token', async () => {
      await t.dataSource.query(`INSERT INTO users (email, role) VALUES ('orphan.owner@example.com', 'owner')`);
      const orphan = await t.request('POST', '/api/owner/invitations/create', {
        token: await t.tokenFor('orphan.owner@example.com'),
        body: { via: 'qr' },
      });
      expect(orphan).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
      expect(await t.request('GET', '/api/owner/invitations/recent')).toMatchObject({ status: 401 });
    });
  });

  describe('with SMTP and the SMS API as the messaging provider', () => {
    let t: TestApi;
    let smtp: LocalSmtpServer;
    let sms: LocalSmsApi;
    let owner: string;

    beforeAll(async () => {
      smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.endsWith('@bounce.test') });
      sms = await startLocalSmsApi({ rejectNumber: (to) => to === '+1 555 000 0000' });
      t = await startTestApi(database, {
        config: {
          messaging: {
            smtpUrl: smtp.url,
            emailFrom: 'Green Acres via Fieldwise <invites@fieldwise.test>',
            sms: { accountSid: 'AC42', authToken: 'secret', from: '+15550001111', apiBaseUrl: sms.url },
          },
        },
      });
      owner = await t.tokenFor('owner@demo.test');
    });

    afterAll(async () => {
      await t?.close();
      await smtp?.close();
      await sms?.close();
    });

    it('sends the e-mail through the SMTP server', async () => {
      const response = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/email', {
        token: owner,
        body: { email: 'mailed@example.test' },
      });
      expect(response.status).toBe(201);
      const mail = smtp.received.find((received) => received.to.includes('mailed@example.test'));
      expect(mail?.from).toBe('invites@fieldwise.test');
      expect(mail?.subject).toContain('Green Acres Lawn Care');
      expect(mail?.text).toContain(response.body.invite.link);
      expect((await outboxTo(t, 'mailed@example.test'))[0].status).toBe('sent');
    });

    it('sends the SMS through the SMS API', async () => {
      const response = await t.request<SentInviteResponse>('POST', '/api/owner/invitations/sms', {
        token: owner,
        body: { phone: '+1 555 010 7777' },
      });
      expect(response.status).toBe(201);
      const request = sms.requests.find((received) => received.form.get('To') === '+1 555 010 7777');
      expect(request?.form.get('Body')).toContain(response.body.invite.link);
      expect((await outboxTo(t, '+1 555 010 7777'))[0].status).toBe('sent');
    });

    it('answers 502 "Failed to send email invite" when the server refuses, keeping the invite and the failed message', async () => {
      const response = await t.request('POST', '/api/owner/invitations/email', { token: owner, body: { email: 'gone@bounce.test' } });
      expect(response).toMatchObject({ status: 502, body: { error: CUSTOMER_INVITE_MESSAGES.failedToSendEmail } });
      const recent = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: owner });
      expect(recent.body[0]).toMatchObject({ via: 'email', email: 'gone@bounce.test', status: 'pending' });
      const [message] = await outboxTo(t, 'gone@bounce.test');
      expect(message.status).toBe('failed');
      expect(message.error).toMatch(/550/);
      expect(message.body).toContain(recent.body[0].link);
    });

    it('answers 502 "Failed to send SMS invite" when the SMS API refuses, keeping the invite and the failed message', async () => {
      const response = await t.request('POST', '/api/owner/invitations/sms', { token: owner, body: { phone: '+1 555 000 0000' } });
      expect(response).toMatchObject({ status: 502, body: { error: CUSTOMER_INVITE_MESSAGES.failedToSendSms } });
      const recent = await t.request<CustomerInvite[]>('GET', '/api/owner/invitations/recent', { token: owner });
      expect(recent.body[0]).toMatchObject({ via: 'sms', phone: '+1 555 000 0000' });
      const [message] = await outboxTo(t, '+1 555 000 0000');
      expect(message).toMatchObject({ status: 'failed', channel: 'sms' });
      expect(message.error).toContain('HTTP 400');
    });
  });
});
