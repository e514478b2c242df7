import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from './session-context.js';
import type { SessionStatus } from './session-types.js';

export type SignInGateState =
  /** Signed in with a profile: show the page. */
  | 'open'
  /** Still finding out, or on the way to the identity provider. */
  | 'waiting'
  /** The sign-in redirect failed: say so and let the user retry (no redirect loop). */
  | 'sign-in-failed'
  /** Signed in, but the profile did not load. */
  | 'profile-failed'
  /** Signed in, but the account is inactive: say so (`error`) and offer to sign out, not a retry. */
  | 'account-inactive';

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
    if (status === 'error' || status === 'inactive') void refreshProfile();
    else void login({ returnTo });
  }, [status, refreshProfile, login, returnTo]);

  return { state: gateState(status, mustRedirect), error, retry };
}

function gateState(status: SessionStatus, mustRedirect: boolean): SignInGateState {
  switch (status) {
    case 'signed-in':
      return 'open';
    case 'loading':
      return 'waiting';
    case 'signed-out':
      return mustRedirect ? 'waiting' : 'sign-in-failed';
    case 'inactive':
      return 'account-inactive';
    case 'error':
      return 'profile-failed';
  }
}
