import type { SessionStatus } from './session-types.js';

export interface SessionFacts {
  authLoading: boolean;
  authenticated: boolean;
  hasProfile: boolean;
  profileError: string | null;
  /** GET /api/users/me answered 403 "Your account is inactive.". */
  accountInactive: boolean;
}

/**
 * A failed sign-in redirect leaves the user signed out (with `error` set) so the UI can offer a retry;
 * `error` status means signed in but the profile could not be loaded. A refresh keeps the last profile.
 */
export function deriveSessionStatus(facts: SessionFacts): SessionStatus {
  if (facts.authLoading) return 'loading';
  if (!facts.authenticated) return 'signed-out';
  if (facts.accountInactive) return 'inactive';
  if (facts.hasProfile) return 'signed-in';
  return facts.profileError ? 'error' : 'loading';
}

/** Only same-origin paths are accepted as a place to return to after sign-in. */
export function safeReturnTo(candidate: string | undefined, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return fallback;
  return candidate;
}
