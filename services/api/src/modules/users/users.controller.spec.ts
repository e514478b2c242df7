import {
  API_ERRORS,
  DEFAULT_NOTIFICATION_PREFS,
  DEMO_PASSWORD,
  LOCAL_IDENTITY_ADMIN_DEFAULTS,
  PROFILE_LOCALES,
  SETTINGS_MESSAGES,
  THEMES,
  USER_SETTINGS_MESSAGES,
  type PasswordChangeTicketResponse,
  type UserProfile,
} from '@fsp/contracts';
import { startIdentityServer, type RunningIdentityServer } from '@fsp/identity';
import { signIn } from '@fsp/identity/testing';
import { BadRequestException } from '@nestjs/common';
import { decodeJwt } from 'jose';
import { identityStorage, TEST_PASSWORD_HASH_COST, type IdentityStorage } from '../../testing/identity-for-tests.js';
import { startTestApi, type TestApi } from '../../testing/start-test-api.js';
import { testDatabases } from '../../testing/test-databases.js';
import { IdentityAdmin } from '../identity-admin/identity-admin.js';
import { User } from './entities/user.entity.js';
import { UserSettingsService } from './user-settings.service.js';

const APP_ORIGIN = 'http://localhost:4200';
const SETTINGS_URL = `${APP_ORIGIN}/app/settings`;

type ErrorBody = { error: string };

interface StoredProfile {
  name: string | null;
  avatar_url: string | null;
  phone_number: string | null;
  timezone: string | null;
  locale: string | null;
  theme: string;
  notification_prefs: Record<string, boolean>;
}

/** Submits the identity provider's "Set your password" page of a ticket as a browser would. */
async function redeemTicket(identity: RunningIdentityServer, ticketUrl: string, password: string): Promise<Response> {
  const page = await fetch(ticketUrl);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Set your password');
  return fetch(`${identity.url}/lo/reset`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ticket: new URL(ticketUrl).searchParams.get('ticket') ?? '', password, confirm_password: password }).toString(),
  });
}

describe.each(testDatabases())("the user's own settings (PUT /api/users/update-me, POST /api/users/password-change-ticket) on %s", (database) => {
  let identity: RunningIdentityServer;
  let storage: IdentityStorage;
  let t: TestApi;
  let sequence = 0;

  beforeAll(async () => {
    storage = await identityStorage(database, 'api-user-settings-');
    identity = await startIdentityServer({
      env: {},
      databaseSchema: storage.databaseSchema,
      config: { ...storage.config, port: 0, passwordHashCost: TEST_PASSWORD_HASH_COST, allowedOrigins: [APP_ORIGIN], seedDemo: true },
      log: () => undefined,
    });
    t = await startTestApi(database, {
      config: { appBaseUrl: APP_ORIGIN, identityAdmin: { baseUrl: identity.issuer, ...identity.managementClient } },
    });
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await identity?.close();
    await storage?.remove();
  });

  /** A new signed-in plain user, so each test starts from an untouched profile. */
  async function newUser(name: string | null = 'Pat Profile'): Promise<{ token: string; id: string; email: string }> {
    sequence += 1;
    const email = `profile.${sequence}@example.com`;
    const token = await t.tokens.sign({ subject: `sub-profile-${sequence}`, email, name });
    const me = await t.request<UserProfile>('GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    return { token, id: me.body.id, email };
  }

  const updateMe = (token: string, body?: unknown) => t.request<UserProfile & ErrorBody>('PUT', '/api/users/update-me', { token, body });
  const me = (token: string) => t.request<UserProfile>('GET', '/api/users/me', { token });
  /** With an empty JSON body, as the settings screen sends it. */
  const passwordTicket = (token: string) =>
    t.request<PasswordChangeTicketResponse & ErrorBody>('POST', '/api/users/password-change-ticket', { token, body: {} });

  async function stored(id: string): Promise<StoredProfile> {
    const [row] = (await t.dataSource.query(
      `SELECT name, avatar_url, phone_number, timezone, locale, theme, notification_prefs FROM users WHERE id = $1`,
      [id],
    )) as StoredProfile[];
    if (!row) throw new Error(`No user ${id}`);
    return row;
  }

  describe('PUT /api/users/update-me', () => {
    it('starts from the defaults: no profile fields, theme "system" and the notification defaults', async () => {
      const user = await newUser();
      expect((await me(user.token)).body).toMatchObject({
        avatar_url: null,
        phone_number: null,
        timezone: null,
        locale: null,
        theme: 'system',
        notification_prefs: { email_general: true, sms_general: false, product_updates: false, billing_alerts: true },
      });
      expect((await stored(user.id)).notification_prefs).toEqual({});
    });

    it('saves every field, answers the updated profile, and GET /api/users/me reads it back', async () => {
      const user = await newUser();
      const response = await updateMe(user.token, {
        name: '  Pat Updated  ',
        avatar_url: ' https://images.example.com/pat.png?size=96 ',
        phone_number: '(919) 555-0100',
        notification_prefs: { sms_general: true, billing_alerts: false },
        timezone: 'America/Chicago',
        locale: 'fr-CA',
        theme: 'dark',
      });
      const expected: UserProfile = {
        id: user.id,
        role: 'user',
        email: user.email,
        name: 'Pat Updated',
        impersonating: false,
        real_user: null,
        organization_id: null,
        avatar_url: 'https://images.example.com/pat.png?size=96',
        phone_number: '(919) 555-0100',
        timezone: 'America/Chicago',
        locale: 'fr-CA',
        theme: 'dark',
        notification_prefs: { email_general: true, sms_general: true, product_updates: false, billing_alerts: false },
      };
      expect(response).toMatchObject({ status: 200, body: expected });
      expect(response.body).toEqual(expected);
      expect((await me(user.token)).body).toEqual(expected);
    });

    it('changes only the fields sent; null or blank text clears a field', async () => {
      const user = await newUser();
      const full = { name: 'Pat', avatar_url: 'http://example.com/a.png', phone_number: '+1 919 555 0100', timezone: 'Europe/Paris', locale: 'en-GB' };
      expect((await updateMe(user.token, full)).status).toBe(200);

      const onlyPhone = await updateMe(user.token, { phone_number: '919.555.0199' });
      expect(onlyPhone.body).toMatchObject({ ...full, phone_number: '919.555.0199' });

      const cleared = await updateMe(user.token, { name: '', avatar_url: null, phone_number: '   ', timezone: '', locale: null });
      expect(cleared).toMatchObject({ status: 200, body: { name: null, avatar_url: null, phone_number: null, timezone: null, locale: null, theme: 'system' } });
      expect(await stored(user.id)).toMatchObject({ name: null, avatar_url: null, phone_number: null, timezone: null, locale: null });
      expect((await me(user.token)).body).toMatchObject({ name: null, avatar_url: null, phone_number: null, timezone: null, locale: null });
    });

    it('merges the preferences sent over the stored ones and stores only those the user changed', async () => {
      const user = await newUser();
      const first = await updateMe(user.token, { notification_prefs: { billing_alerts: false } });
      expect(first.body.notification_prefs).toEqual({ ...DEFAULT_NOTIFICATION_PREFS, billing_alerts: false });
      expect((await stored(user.id)).notification_prefs).toEqual({ billing_alerts: false });

      const second = await updateMe(user.token, { notification_prefs: { product_updates: true } });
      expect(second.body.notification_prefs).toEqual({ email_general: true, sms_general: false, product_updates: true, billing_alerts: false });

      const third = await updateMe(user.token, { notification_prefs: { billing_alerts: true, email_general: false }, theme: 'light' });
      expect(third.body).toMatchObject({
        theme: 'light',
        notification_prefs: { email_general: false, sms_general: false, product_updates: true, billing_alerts: true },
      });
      expect((await stored(user.id)).notification_prefs).toEqual({ billing_alerts: true, product_updates: true, email_general: false });
      expect((await me(user.token)).body.notification_prefs).toEqual(third.body.notification_prefs);
    });

    it('keeps both of two saves of different preferences sent at once', async () => {
      const user = await newUser();
      const saves = await Promise.all([
        updateMe(user.token, { notification_prefs: { sms_general: true } }),
        updateMe(user.token, { notification_prefs: { product_updates: true } }),
        updateMe(user.token, { notification_prefs: { billing_alerts: false } }),
      ]);
      expect(saves.map((save) => save.status)).toEqual([200, 200, 200]);
      expect((await me(user.token)).body.notification_prefs).toEqual({ email_general: true, sms_general: true, product_updates: true, billing_alerts: false });
    });

    it('takes each theme and each offered locale', async () => {
      const user = await newUser();
      for (const theme of THEMES) {
        expect(await updateMe(user.token, { theme })).toMatchObject({ status: 200, body: { theme } });
        expect((await me(user.token)).body.theme).toBe(theme);
      }
      for (const locale of PROFILE_LOCALES) {
        expect(await updateMe(user.token, { locale })).toMatchObject({ status: 200, body: { locale } });
      }
    });

    it.each([
      ['a name that is not text', { name: 42 }, USER_SETTINGS_MESSAGES.mustBeText('Name')],
      ['a name over 200 characters', { name: 'n'.repeat(201) }, USER_SETTINGS_MESSAGES.fieldTooLong('Name', 200)],
      ['an ftp avatar URL', { avatar_url: 'ftp://example.com/a.png' }, USER_SETTINGS_MESSAGES.avatarUrlInvalid],
      ['a javascript: avatar URL', { avatar_url: 'javascript:alert(1)' }, USER_SETTINGS_MESSAGES.avatarUrlInvalid],
      ['an avatar URL without a scheme', { avatar_url: 'example.com/a.png' }, USER_SETTINGS_MESSAGES.avatarUrlInvalid],
      ['an avatar URL without a host', { avatar_url: 'https://' }, USER_SETTINGS_MESSAGES.avatarUrlInvalid],
      ['an avatar URL with a space', { avatar_url: 'https://example.com/my avatar.png' }, USER_SETTINGS_MESSAGES.avatarUrlInvalid],
      ['an avatar URL over 2048 characters', { avatar_url: `https://example.com/${'a'.repeat(2030)}` }, USER_SETTINGS_MESSAGES.fieldTooLong('Avatar URL', 2048)],
      ['an avatar URL that is not text', { avatar_url: ['https://example.com/a.png'] }, USER_SETTINGS_MESSAGES.mustBeText('Avatar URL')],
      ['a phone number too short', { phone_number: '555-0100' }, USER_SETTINGS_MESSAGES.phoneInvalid],
      ['a phone number with letters', { phone_number: 'call 919 555 0100' }, USER_SETTINGS_MESSAGES.phoneInvalid],
      ['a phone number over 40 characters', { phone_number: '1'.repeat(41) }, USER_SETTINGS_MESSAGES.fieldTooLong('Phone', 40)],
      ['a phone number that is not text', { phone_number: 9195550100 }, USER_SETTINGS_MESSAGES.mustBeText('Phone')],
      ['an unknown time zone', { timezone: 'Mars/Olympus_Mons' }, USER_SETTINGS_MESSAGES.timeZoneInvalid],
      ['a time zone that is not text', { timezone: 5 }, USER_SETTINGS_MESSAGES.timeZoneInvalid],
      ['a locale not offered', { locale: 'de-DE' }, USER_SETTINGS_MESSAGES.localeInvalid],
      ['an unknown theme', { theme: 'blue' }, USER_SETTINGS_MESSAGES.themeInvalid],
      ['a blank theme', { theme: '' }, USER_SETTINGS_MESSAGES.themeInvalid],
      ['a null theme', { theme: null }, USER_SETTINGS_MESSAGES.themeInvalid],
      ['a theme in capitals', { theme: 'Dark' }, USER_SETTINGS_MESSAGES.themeInvalid],
      ['null preferences', { notification_prefs: null }, USER_SETTINGS_MESSAGES.notificationPrefsInvalid],
      ['preferences as a list', { notification_prefs: [true] }, USER_SETTINGS_MESSAGES.notificationPrefsInvalid],
      ['a preference that is not on/off', { notification_prefs: { billing_alerts: 'no' } }, USER_SETTINGS_MESSAGES.notificationPrefsInvalid],
      ['an unknown preference', { notification_prefs: { marketing_calls: true } }, USER_SETTINGS_MESSAGES.notificationPrefsInvalid],
      ['a field the profile does not have', { email: 'someone.else@example.com' }, 'property email should not exist'],
      ['a role', { name: 'Pat', role: 'admin' }, 'property role should not exist'],
    ])('refuses %s with 400 and changes nothing', async (_label, body, message) => {
      const user = await newUser();
      const before = await me(user.token);
      expect(await updateMe(user.token, body)).toMatchObject({ status: 400, body: { error: message } });
      expect((await me(user.token)).body).toEqual(before.body);
    });

    it('reports the first broken field in the order of the User tab', async () => {
      const user = await newUser();
      const response = await updateMe(user.token, { theme: 'blue', locale: 'xx', phone_number: '12', name: 'Fine' });
      expect(response).toMatchObject({ status: 400, body: { error: USER_SETTINGS_MESSAGES.phoneInvalid } });
    });

    it('answers "Nothing to save" to a body with no field to change', async () => {
      const user = await newUser();
      for (const body of [{}, { notification_prefs: {} }, undefined]) {
        expect(await updateMe(user.token, body)).toMatchObject({ status: 400, body: { error: USER_SETTINGS_MESSAGES.nothingToSave } });
      }
    });

    it('lets every role edit their own profile, and no one else’s', async () => {
      for (const email of ['owner@demo.test', 'manager@demo.test', 'crew@demo.test', 'admin@demo.test']) {
        const token = await t.tokenFor(email);
        const response = await updateMe(token, { phone_number: '+1 919 555 0123', theme: 'dark' });
        expect(response).toMatchObject({ status: 200, body: { email, phone_number: '+1 919 555 0123', theme: 'dark', impersonating: false } });
        expect(await stored(await t.userIdOf(email))).toMatchObject({ phone_number: '+1 919 555 0123', theme: 'dark' });
      }
      expect((await stored(await t.userIdOf('owner2@demo.test'))).theme).toBe('system');
      expect(await t.request('PUT', '/api/users/update-me', { body: { theme: 'dark' } })).toMatchObject({
        status: 401,
        body: { error: API_ERRORS.unauthenticated },
      });
    });

    it("while an admin impersonates, changes the impersonated user's profile and audits it as the admin", async () => {
      const adminToken = await t.tokenFor('admin@demo.test');
      const adminId = await t.userIdOf('admin@demo.test');
      const target = await newUser('Tess Target');
      const adminBefore = await stored(adminId);
      expect((await t.request('POST', '/api/admin/impersonate/start', { token: adminToken, body: { user_id: target.id } })).status).toBe(200);
      try {
        const response = await updateMe(adminToken, { name: 'Tess Renamed', locale: 'es-US' });
        expect(response).toMatchObject({
          status: 200,
          body: {
            id: target.id,
            name: 'Tess Renamed',
            locale: 'es-US',
            impersonating: true,
            real_user: { id: adminId, email: 'admin@demo.test' },
          },
        });
      } finally {
        expect((await t.request('POST', '/api/admin/impersonate/stop', { token: adminToken })).status).toBe(200);
      }
      expect((await me(target.token)).body).toMatchObject({ name: 'Tess Renamed', locale: 'es-US', impersonating: false });
      expect(await stored(adminId)).toEqual(adminBefore);
      const events = (await t.dataSource.query(
        `SELECT actor_user_id, effective_user_id, method, status_code FROM audit_events WHERE path = '/api/users/update-me' AND effective_user_id = $1`,
        [target.id],
      )) as Array<Record<string, unknown>>;
      expect(events).toEqual([{ actor_user_id: adminId, effective_user_id: target.id, method: 'PUT', status_code: 200 }]);
    });
  });

  describe('POST /api/users/password-change-ticket', () => {
    it("answers the identity provider's page for the user's own account; the new password replaces the old one", async () => {
      // owner2's demo account at the identity service, bound to its API row by this sign-in's subject.
      const account = await t.api.app.get(IdentityAdmin).ensureUser({ email: 'owner2@demo.test', name: null });
      const token = await t.tokens.sign({ subject: account.subject, email: 'owner2@demo.test' });
      const response = await passwordTicket(token);
      expect(response).toMatchObject({ status: 200, body: { url: expect.stringMatching(new RegExp(`^${identity.url}/lo/reset\\?ticket=`)) } });
      expect(Object.keys(response.body)).toEqual(['url']);

      const redeemed = await redeemTicket(identity, response.body.url, 'a-brand-new-password');
      expect(redeemed.status).toBe(302);
      expect(redeemed.headers.get('location')).toBe(SETTINGS_URL);
      await expect(signIn(identity.url, 'owner2@demo.test', DEMO_PASSWORD)).rejects.toThrow('sign-in failed');
      const tokens = await signIn(identity.url, 'owner2@demo.test', 'a-brand-new-password');
      expect(decodeJwt(tokens.access_token).sub).toBe(account.subject);
      // One use only.
      expect((await fetch(response.body.url)).status).toBe(400);
    });

    it("does not verify the e-mail of an account that signed up without verifying it", async () => {
      const admin = t.api.app.get(IdentityAdmin);
      const account = await admin.ensureUser({ email: 'unverified.changer@example.com', name: null });
      expect(account.emailVerified).toBe(false);
      const token = await t.tokens.sign({ subject: account.subject, email: 'unverified.changer@example.com', emailVerified: false });
      const response = await passwordTicket(token);
      expect(response.status).toBe(200);
      expect((await redeemTicket(identity, response.body.url, 'my-own-password')).status).toBe(302);
      expect(await admin.ensureUser({ email: 'unverified.changer@example.com', name: null })).toMatchObject({ emailVerified: false, created: false });
    });

    it('is refused while impersonating: the link would set the impersonated user’s password', async () => {
      const adminToken = await t.tokenFor('admin@demo.test');
      const target = await newUser('Ivo Impersonated');
      expect((await t.request('POST', '/api/admin/impersonate/start', { token: adminToken, body: { user_id: target.id } })).status).toBe(200);
      try {
        expect(await passwordTicket(adminToken)).toMatchObject({ status: 403, body: { error: USER_SETTINGS_MESSAGES.passwordChangeWhileImpersonating } });
      } finally {
        await t.request('POST', '/api/admin/impersonate/stop', { token: adminToken });
      }
    });

    it('answers 502 "Could not start password change" when the identity provider refuses', async () => {
      // The token issuer's subject is not an account at the identity service, which answers 404.
      const response = await passwordTicket(await t.tokenFor('crew@demo.test'));
      expect(response).toMatchObject({ status: 502, body: { error: SETTINGS_MESSAGES.couldNotStartPasswordChange } });
    });

    it('answers 400 for a user with no account at the identity provider', async () => {
      const user = await t.dataSource.getRepository(User).findOneByOrFail({ id: await t.userIdOf('owner@demo.test') });
      const unbound = { ...user, authSubject: null };
      await expect(t.api.app.get(UserSettingsService).passwordChangeTicket(unbound, unbound)).rejects.toThrow(
        new BadRequestException(USER_SETTINGS_MESSAGES.passwordChangeUnavailable),
      );
    });

    it('needs a signed-in user', async () => {
      expect(await t.request('POST', '/api/users/password-change-ticket')).toMatchObject({ status: 401, body: { error: API_ERRORS.unauthenticated } });
    });
  });

  describe('an inactive user', () => {
    it('gets 403 "Your account is inactive." on every call, and nothing changes', async () => {
      const user = await newUser('Ina Active');
      await updateMe(user.token, { theme: 'dark' });
      await t.dataSource.query(`UPDATE users SET status = 'inactive' WHERE id = $1`, [user.id]);
      const refused = { status: 403, body: { error: API_ERRORS.inactiveUser } };
      expect(await me(user.token)).toMatchObject(refused);
      expect(await updateMe(user.token, { theme: 'light' })).toMatchObject(refused);
      expect(await passwordTicket(user.token)).toMatchObject(refused);
      expect(await t.request('GET', '/api/owner/customers', { token: user.token })).toMatchObject(refused);
      expect(await t.request('GET', '/api/admin/users', { token: user.token })).toMatchObject(refused);
      expect((await stored(user.id)).theme).toBe('dark');
    });

    it('is refused from the first sign-in when the row was made inactive before it', async () => {
      await t.dataSource.query(`INSERT INTO users (email, status, role) VALUES ('inactive.crew@example.com', 'inactive', 'crew_member')`);
      const token = await t.tokens.sign({ subject: 'sub-inactive-crew', email: 'inactive.crew@example.com' });
      expect(await me(token)).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
      expect(await updateMe(token, { name: 'Back again' })).toMatchObject({ status: 403, body: { error: API_ERRORS.inactiveUser } });
    });
  });
});

describe.each(testDatabases())('POST /api/users/password-change-ticket with the identity provider down on %s', (database) => {
  let t: TestApi;

  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here, so every Management API call fails to connect.
    t = await startTestApi(database, {
      config: { appBaseUrl: APP_ORIGIN, identityAdmin: { baseUrl: 'http://127.0.0.1:9/', ...LOCAL_IDENTITY_ADMIN_DEFAULTS } },
    });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('answers 502 "Could not start password change"', async () => {
    const response = await t.request('POST', '/api/users/password-change-ticket', { token: await t.tokenFor('owner@demo.test') });
    expect(response).toMatchObject({ status: 502, body: { error: SETTINGS_MESSAGES.couldNotStartPasswordChange } });
  });
});
