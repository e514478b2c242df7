import { API_ERRORS, DEFAULT_PROFILE_SETTINGS, type UserProfile } from '@fsp/contracts';
import { fetchProfile, ProfileLoadError } from './fetch-profile.js';
import { jsonResponse } from './test-response.js';

const profile: UserProfile = {
  ...DEFAULT_PROFILE_SETTINGS, id: 'u1',
  role: 'owner',
  email: 'owner@demo.test',
  name: 'Olivia Owner',
  impersonating: false,
  real_user: null,
  organization_id: 'o1',
};

function respondWith(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return jsonResponse(status, body);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('fetchProfile', () => {
  it('calls /api/users/me with the bearer token', async () => {
    const { calls, fetchImpl } = respondWith(200, profile);
    await expect(fetchProfile('tok', fetchImpl)).resolves.toEqual(profile);
    expect(calls[0].url).toBe('/api/users/me');
    expect(new Headers(calls[0].init?.headers).get('Authorization')).toBe('Bearer tok');
  });

  it("reports the server's error field", async () => {
    const { fetchImpl } = respondWith(401, { error: 'Invalid or expired access token' });
    await expect(fetchProfile('tok', fetchImpl)).rejects.toThrow('Could not load your profile: Invalid or expired access token');
  });

  it('tells an inactive account (403 "Your account is inactive.") from other failures', async () => {
    const inactive = await fetchProfile('tok', respondWith(403, { error: API_ERRORS.inactiveUser }).fetchImpl).catch((error: unknown) => error);
    expect(inactive).toBeInstanceOf(ProfileLoadError);
    expect(inactive).toMatchObject({ status: 403, reason: 'Your account is inactive.', accountInactive: true });
    const forbidden = await fetchProfile('tok', respondWith(403, { error: 'Forbidden' }).fetchImpl).catch((error: unknown) => error);
    expect(forbidden).toMatchObject({ status: 403, reason: 'Forbidden', accountInactive: false });
    const unavailable = await fetchProfile('tok', respondWith(503, null).fetchImpl).catch((error: unknown) => error);
    expect(unavailable).toMatchObject({ status: 503, reason: 'HTTP 503', accountInactive: false, message: 'Could not load your profile: HTTP 503' });
  });

  it('refuses a body that is not a profile', async () => {
    const { fetchImpl } = respondWith(200, { hello: 'world' });
    await expect(fetchProfile('tok', fetchImpl)).rejects.toThrow('unexpected response');
  });
});
