/**
 * Errors of the identity provider's SDK that mean the stored sign-in can no longer be renewed silently: the refresh
 * token was revoked, rotated away or is missing. Signing in again is the only way on; a retry would fail the same way.
 */
const EXPIRED_SIGN_IN_ERRORS = new Set(['invalid_grant', 'login_required', 'missing_refresh_token', 'consent_required']);

export function isSignInExpired(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('error' in error)) return false;
  const code = (error as { error: unknown }).error;
  return typeof code === 'string' && EXPIRED_SIGN_IN_ERRORS.has(code);
}
