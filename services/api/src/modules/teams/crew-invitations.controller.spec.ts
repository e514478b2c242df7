import {
  API_ERRORS,
  CREW_INVITE_NOTES,
  LOCAL_IDENTITY_ADMIN_DEFAULTS,
  TEAM_API_ERRORS,
  TEAM_MESSAGES,
  type CrewInvitationResponse,
} from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { startLocalSmtpServer, type LocalSmtpServer } from '../../testing/local-smtp-server.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases, type TestDatabaseKind } from '../../testing/test-databases.js';
import { organizationIdOf } from '../customers/testing/seed-customer.js';
import { seedUser } from './testing/seed-crew.js';
import { identityStorage, TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../testing/identity-for-tests.js';

const APP_ORIGIN = 'http://localhost:4200';

interface OutboxRow {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  status: string;
  transport: string;
  organization_id: string | null;
}

async function outboxTo(t: TestApi, recipient: string): Promise<OutboxRow[]> {
  return (await t.dataSource.query(
    `SELECT channel, recipient, subject, body, status, transport, organization_id FROM outbox_messages WHERE recipient = $1 ORDER BY created_at`,
    [recipient],
  )) as OutboxRow[];
}

async function startIdentity(database: TestDatabaseKind): Promise<{ identity: RunningIdentityServer; storage: IdentityStorage }> {
  const storage = await identityStorage(database, 'api-crew-invitations-');
  const identity = await startIdentityServer({
    env: {},
    databaseSchema: storage.databaseSchema,
    config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: [APP_ORIGIN], seedDemo: false },
    log: () => undefined,
  });
  return { identity, storage };
}

const invite = (t: TestApi, token: string, body: Record<string, unknown>) =>
  t.request<CrewInvitationResponse>('POST', '/api/owner/invitations', { token, body });

describe.each(testDatabases())('Crew invitations POST /api/owner/invitations on %s', (database) => {
  let identity: RunningIdentityServer;
  let storage: IdentityStorage;

  beforeAll(async () => {
    ({ identity, storage } = await startIdentity(database));
  });

  afterAll(async () => {
    await identity?.close();
    await storage?.remove();
  });

  describe('with the outbox as the messaging provider', () => {
    let t: TestApi;
    let greenAcres: string;
    let sparkle: string;
    let owner: string;

    beforeAll(async () => {
      t = await startTestApi(database, {
        config: { appBaseUrl: APP_ORIGIN, identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient } },
      });
      greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
      sparkle = await organizationIdOf(t.dataSource, 'owner2@demo.test');
      owner = await t.tokenFor('owner@demo.test');
    });

    afterAll(async () => {
      await t?.close();
    });

    it('e-mails a crew member who has not signed in a link to set a password (invited)', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'invited.crew@example.com', name: 'Ivy Invited' });
      const response = await invite(t, owner, { email: ' Invited.Crew@example.com ', role: 'crew_member' });
      expect(response).toEqual({
        status: 200,
        headers: expect.any(Object),
        body: { ok: true, invited: true, note: null, error: null },
      });

      const [message, ...others] = await outboxTo(t, 'invited.crew@example.com');
      expect(others).toEqual([]);
      expect(message).toMatchObject({
        channel: 'email',
        status: 'stored',
        transport: 'outbox',
        organization_id: greenAcres,
        subject: 'Green Acres Lawn Care added you to their crew',
      });
      expect(message?.body).toContain('Hello Ivy Invited,');
      expect(message?.body).toContain(`sign in at ${APP_ORIGIN}/login?email=invited.crew%40example.com`);
      const ticket = /^(http\S+)$/m.exec(message?.body ?? '')?.[1] ?? '';
      expect(ticket.startsWith(identity.issuer)).toBe(true);
      // The link is a live password-set page at the identity provider.
      expect((await fetch(ticket)).status).toBe(200);
    });

    it('sends nothing to a crew member who has already signed in, and says why', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'signed.in.crew@example.com', authSubject: 'sub-signed-in' });
      const response = await invite(t, owner, { email: 'signed.in.crew@example.com', role: 'crew_member' });
      expect(response).toMatchObject({ status: 200, body: { ok: true, invited: false, note: CREW_INVITE_NOTES.alreadySignedIn, error: null } });
      expect(await outboxTo(t, 'signed.in.crew@example.com')).toEqual([]);
    });

    it('sends nothing when no active crew member of the organization has the e-mail', async () => {
      await seedUser(t.dataSource, sparkle, { email: 'sparkle.crew.invite@example.com' });
      await seedUser(t.dataSource, greenAcres, { email: 'inactive.crew.invite@example.com', status: 'inactive' });
      for (const email of ['nobody@example.com', 'manager@demo.test', 'sparkle.crew.invite@example.com', 'inactive.crew.invite@example.com']) {
        const response = await invite(t, owner, { email, role: 'crew_member' });
        expect(response).toMatchObject({ status: 200, body: { ok: true, invited: false, note: CREW_INVITE_NOTES.noCrewMember } });
        expect(await outboxTo(t, email)).toEqual([]);
      }
    });

    it('only sends crew_member invitations, to a valid e-mail', async () => {
      for (const role of ['owner', 'manager', undefined, '']) {
        const response = await invite(t, owner, { email: 'crew@demo.test', role });
        expect(response).toMatchObject({ status: 400, body: { error: TEAM_API_ERRORS.onlyCrewInvitations } });
      }
      expect(await invite(t, owner, { email: '  ', role: 'crew_member' })).toMatchObject({ status: 400, body: { error: TEAM_MESSAGES.emailRequired } });
      expect(await invite(t, owner, { role: 'crew_member' })).toMatchObject({ status: 400, body: { error: TEAM_MESSAGES.emailRequired } });
      expect(await invite(t, owner, { email: 'nope', role: 'crew_member' })).toMatchObject({ status: 400, body: { error: TEAM_API_ERRORS.invalidEmail } });
    });

    it('is for owners and admins of an organization', async () => {
      for (const email of ['manager@demo.test', 'crew@demo.test']) {
        const response = await invite(t, await t.tokenFor(email), { email: 'crew@demo.test', role: 'crew_member' });
        expect(response).toMatchObject({ status: 403, body: { error: TEAM_API_ERRORS.teamsForbidden } });
      }
      const orphanAdmin = await invite(t, await t.tokenFor('admin@demo.test'), { email: 'crew@demo.test', role: 'crew_member' });
      expect(orphanAdmin).toMatchObject({ status: 403, body: { error: API_ERRORS.noOrganization } });
      expect((await t.request('POST', '/api/owner/invitations', { body: { email: 'crew@demo.test', role: 'crew_member' } })).status).toBe(401);
    });

    it('leaves the customer invitation routes under the same prefix to owners and managers', async () => {
      const response = await t.request('POST', '/api/owner/invitations/create', { token: await t.tokenFor('manager@demo.test'), body: { via: 'qr' } });
      expect(response.status).toBe(201);
    });
  });

  describe('when the messaging provider fails', () => {
    let t: TestApi;
    let smtp: LocalSmtpServer;
    let greenAcres: string;

    beforeAll(async () => {
      smtp = await startLocalSmtpServer({ rejectRecipient: (address) => address.endsWith('@bounce.test') });
      t = await startTestApi(database, {
        config: {
          appBaseUrl: APP_ORIGIN,
          identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient },
          messaging: { smtpUrl: smtp.url, emailFrom: 'Fieldwise <invites@fieldwise.test>', sms: null },
        },
      });
      greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    });

    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    it('answers 502 "Failed to send crew invite" and keeps the failed message', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'crew@bounce.test', name: 'Bo Bounce' });
      const response = await invite(t, await t.tokenFor('owner@demo.test'), { email: 'crew@bounce.test', role: 'crew_member' });
      expect(response).toMatchObject({ status: 502, body: { error: TEAM_API_ERRORS.failedToSendInvite } });
      expect(await outboxTo(t, 'crew@bounce.test')).toEqual([expect.objectContaining({ status: 'failed', transport: 'smtp', channel: 'email' })]);
    });

    it('delivers through SMTP when the server accepts', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'crew@mailed.test' });
      const response = await invite(t, await t.tokenFor('owner@demo.test'), { email: 'crew@mailed.test', role: 'crew_member' });
      expect(response).toMatchObject({ status: 200, body: { invited: true } });
      const mail = smtp.received.find((received) => received.to.includes('crew@mailed.test'));
      expect(mail?.subject).toBe('Green Acres Lawn Care added you to their crew');
      expect(mail?.text).toContain(identity.issuer);
    });
  });

  describe('when the identity provider fails', () => {
    let t: TestApi;
    let greenAcres: string;

    beforeAll(async () => {
      // Nothing listens on port 9 (discard) here, so every Management API call fails to connect.
      t = await startTestApi(database, {
        config: { appBaseUrl: APP_ORIGIN, identityAdmin: { baseUrl: 'http://127.0.0.1:9/', ...LOCAL_IDENTITY_ADMIN_DEFAULTS } },
      });
      greenAcres = await organizationIdOf(t.dataSource, 'owner@demo.test');
    });

    afterAll(async () => {
      await t?.close();
    });

    it('answers 502 with the provider failure message and sends nothing', async () => {
      await seedUser(t.dataSource, greenAcres, { email: 'unreached.crew@example.com' });
      const response = await invite(t, await t.tokenFor('owner@demo.test'), { email: 'unreached.crew@example.com', role: 'crew_member' });
      expect(response.status).toBe(502);
      expect((response.body as { error: string }).error).toMatch(/^The identity provider could not .+\. Please try again\.$/);
      expect(await outboxTo(t, 'unreached.crew@example.com')).toEqual([]);
    });
  });
});
