import { isApiErrorBody, type UserProfile } from '@fsp/contracts';

export const PROFILE_PATH = '/api/users/me';

function isUserProfile(value: unknown): value is UserProfile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UserProfile>;
  return typeof candidate.id === 'string' && typeof candidate.email === 'string' && typeof candidate.role === 'string';
}

/** Loads the signed-in user's profile; throws with the server's `error` text when the call fails. */
export async function fetchProfile(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<UserProfile> {
  const response = await fetchImpl(PROFILE_PATH, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason = isApiErrorBody(body) ? body.error : `HTTP ${response.status}`;
    throw new Error(`Could not load your profile: ${reason}`);
  }
  if (!isUserProfile(body)) throw new Error('Could not load your profile: unexpected response');
  return body;
}
