import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from './session-context.js';

export type SignInGateState =
  /** Signed in with a profile: show the page. */
  | 'open'
  /** Still finding out, or on the way to the identity provider. */
  | 'waiting'
  /** The sign-in redirect failed: say so and let the user retry (no redirect loop). */
  | 'sign-in-failed'
  /** Signed in, but the profile did not load. */
  | 'profile-failed';

export interface SignInGate {
  state: SignInGateState;
  error: string | null;
  /** Signs in again, or reloads the profile, whichever failed. */
  retry(): void;
}

/**
 * The rule for pages that need a signed-in user: signed-out visitors are sent to sign-in once and come back to
 * the same path and query; a failure stops there and offers a retry instead of looping.
 */
export function useSignInGate(): SignInGate {
  const { status, error, login, refreshProfile } = useSession();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const mustRedirect = status === 'signed-out' && !error;

  useEffect(() => {
    if (mustRedirect) void login({ returnTo });
  }, [mustRedirect, login, returnTo]);

  const retry = useCallback(() => {
    if (status === 'error') void refreshProfile();
    else void login({ returnTo });
  }, [status, refreshProfile, login, returnTo]);

  const state: SignInGateState =
    status === 'signed-in' ? 'open' : status === 'loading' || mustRedirect ? 'waiting' : status === 'signed-out' ? 'sign-in-failed' : 'profile-failed';
  return { state, error, retry };
}
