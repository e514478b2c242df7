/** @jest-environment node */
import { DEFAULT_PROFILE_SETTINGS, SETTINGS_MESSAGES, type UserProfile } from '@fsp/contracts';
import { startTestApiServer, type TestApiServer } from '../../testing.js';
import { apiRequest } from '../api-request.js';
import type { ApiClient } from '../use-api.js';
import { createPasswordChangeTicket, isPasswordChangeTicketResponse, PASSWORD_CHANGE_TICKET_PATH } from './create-password-change-ticket.js';
import { isUserProfile } from './is-user-profile.js';
import { UPDATE_ME_PATH, updateMe } from './update-me.js';

let server: TestApiServer;
let api: ApiClient;

beforeEach(async () => {
  server = await startTestApiServer();
  api = { request: (options) => apiRequest({ ...options, fetch: server.fetch }) };
});
afterEach(() => server.close());

const profile: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS,
  id: 'u-1',
  role: 'owner',
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  impersonating: false,
  real_user: null,
  organization_id: 'org-1',
};

describe('isUserProfile', () => {
  it('accepts a profile with the defaults, and one being impersonated', () => {
    expect(isUserProfile(profile)).toBe(true);
    expect(
      isUserProfile({ ...profile, impersonating: true, real_user: { id: 'a1', email: 'admin@demo.test', name: null, role: 'admin' } }),
    ).toBe(true);
  });

  it.each([
    ['an unknown theme', { ...profile, theme: 'sepia' }],
    ['a missing notification preference', { ...profile, notification_prefs: { email_general: true } }],
    ['a preference as text', { ...profile, notification_prefs: { ...profile.notification_prefs, sms_general: 'no' } }],
    ['no e-mail', { ...profile, email: null }],
    ['a numeric avatar', { ...profile, avatar_url: 5 }],
  ])('refuses a profile with %s', (_, value) => {
    expect(isUserProfile(value)).toBe(false);
  });
});

describe('updateMe over real HTTP', () => {
  it('puts the changed fields as given and resolves with the updated profile', async () => {
    const updated: UserProfile = { ...profile, name: 'Liv Owner', theme: 'dark', phone_number: null };
    server.route(`PUT ${UPDATE_ME_PATH}`, { status: 200, body: updated });
    await expect(updateMe(api, { name: 'Liv Owner', theme: 'dark', phone_number: null })).resolves.toEqual(updated);
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['PUT', UPDATE_ME_PATH, { name: 'Liv Owner', theme: 'dark', phone_number: null }],
    ]);
  });

  it('rejects with the server’s reason, else "Failed to update profile"', async () => {
    server.route(`PUT ${UPDATE_ME_PATH}`, { status: 400, body: { error: 'Avatar URL must start with http:// or https://.' } });
    await expect(updateMe(api, { avatar_url: 'ftp://x' })).rejects.toMatchObject({ message: 'Avatar URL must start with http:// or https://.' });
    server.route(`PUT ${UPDATE_ME_PATH}`, { status: 500 });
    await expect(updateMe(api, { name: 'X' })).rejects.toMatchObject({ message: SETTINGS_MESSAGES.failedToUpdateProfile, serverMessage: null });
    server.route(`PUT ${UPDATE_ME_PATH}`, { status: 200, body: { ok: true } });
    await expect(updateMe(api, { name: 'X' })).rejects.toThrow(`Unexpected response from PUT ${UPDATE_ME_PATH}`);
  });
});

describe('createPasswordChangeTicket over real HTTP', () => {
  it('posts an empty body and resolves with the ticket’s url', async () => {
    server.route(`POST ${PASSWORD_CHANGE_TICKET_PATH}`, { status: 200, body: { url: 'https://id.example/tickets/password-change?ticket=abc' } });
    await expect(createPasswordChangeTicket(api)).resolves.toEqual({ url: 'https://id.example/tickets/password-change?ticket=abc' });
    expect(server.requests.map((r) => [r.method, r.path, r.body])).toEqual([['POST', PASSWORD_CHANGE_TICKET_PATH, {}]]);
  });

  it('rejects with the server’s reason, else "Could not start password change"', async () => {
    server.route(`POST ${PASSWORD_CHANGE_TICKET_PATH}`, { status: 403, body: { error: 'Stop impersonating to change a password.' } });
    await expect(createPasswordChangeTicket(api)).rejects.toMatchObject({ status: 403, message: 'Stop impersonating to change a password.' });
    server.route(`POST ${PASSWORD_CHANGE_TICKET_PATH}`, { status: 503, rawBody: 'down' });
    await expect(createPasswordChangeTicket(api)).rejects.toMatchObject({ message: SETTINGS_MESSAGES.couldNotStartPasswordChange });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/tickets/abc', ''])('refuses a ticket url %j: only an absolute http(s) URL is followed', async (url) => {
    expect(isPasswordChangeTicketResponse({ url })).toBe(false);
    server.route(`POST ${PASSWORD_CHANGE_TICKET_PATH}`, { status: 200, body: { url } });
    await expect(createPasswordChangeTicket(api)).rejects.toThrow(`Unexpected response from POST ${PASSWORD_CHANGE_TICKET_PATH}`);
  });
});
