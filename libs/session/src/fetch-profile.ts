import { API_ERRORS, isApiErrorBody, type UserProfile } from '@fsp/contracts';

export const PROFILE_PATH = '/api/users/me';

function isUserProfile(value: unknown): value is UserProfile {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<UserProfile>;
  return typeof candidate.id === 'string' && typeof candidate.email === 'string' && typeof candidate.role === 'string';
}

/** GET /api/users/me answered an error: its HTTP status and the server's `error` text (or what went wrong). */
export class ProfileLoadError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Could not load your profile: ${reason}`);
    this.name = 'ProfileLoadError';
  }

  /** Signed in at the identity provider, but an admin made the account inactive: 403 "Your account is inactive.". */
  get accountInactive(): boolean {
    return this.status === 403 && this.reason === API_ERRORS.inactiveUser;
  }
}

/** Loads the signed-in user's profile; throws a ProfileLoadError with the server's `error` text when the call fails. */
export async function fetchProfile(accessToken: string, fetchImpl: typeof fetch = fetch): Promise<UserProfile> {
  const response = await fetchImpl(PROFILE_PATH, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    throw new ProfileLoadError(response.status, isApiErrorBody(body) ? body.error : `HTTP ${response.status}`);
  }
  if (!isUserProfile(body)) throw new Error('Could not load your profile: unexpected response');
  return body;
}
