import { useAuth0 } from '@auth0/auth0-react';
import type { RuntimeConfig, UserProfile } from '@fsp/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from './error-message.js';
import { fetchProfile, ProfileLoadError } from './fetch-profile.js';
import { onImpersonationPulse, pulseImpersonationChange } from './impersonation-pulse.js';
import { SessionContext } from './session-context.js';
import { deriveSessionStatus } from './session-status.js';
import { isSignInExpired } from './sign-in-expired.js';
import type { PendingLogin } from './pending-login.js';
import { DEFAULT_RETURN_TO, type LoginOptions, type Session, type SessionAppState } from './session-types.js';

interface ProfileState {
  profile: UserProfile | null;
  error: string | null;
  /** The account was made inactive: the profile is dropped and `error` is the server's words. */
  inactive: boolean;
}

const NO_PROFILE: ProfileState = { profile: null, error: null, inactive: false };

/** Turns the identity provider's state plus GET /api/users/me into the shared Session. */
export function SessionState({
  config,
  takePendingLogin,
  children,
}: {
  config: RuntimeConfig;
  /** A sign-in asked for while the identity SDK was loading (SessionProvider): started once, here. */
  takePendingLogin?: () => PendingLogin | null;
  children: ReactNode;
}) {
  const auth = useAuth0<{ email?: string }>();
  const { isLoading, isAuthenticated, error: authError, getAccessTokenSilently, loginWithRedirect, logout: auth0Logout } =
    auth;
  const audience = config.auth.audience;
  const [profileState, setProfileState] = useState<ProfileState>(NO_PROFILE);
  const [loginError, setLoginError] = useState<string | null>(null);
  const [signingInAgain, setSigningInAgain] = useState(false);
  const signInAgainStarted = useRef(false);
  const latestRequest = useRef(0);

  const login = useCallback(
    async (options: LoginOptions = {}) => {
      setLoginError(null);
      const authorizationParams: Record<string, string> = { ...options.extraParams };
      if (options.loginHint) authorizationParams['login_hint'] = options.loginHint;
      if (options.screenHint) authorizationParams['screen_hint'] = options.screenHint;
      try {
        await loginWithRedirect({
          appState: { returnTo: options.returnTo ?? DEFAULT_RETURN_TO } satisfies SessionAppState,
          authorizationParams,
        });
      } catch (error) {
        console.error('Sign-in redirect failed', error);
        signInAgainStarted.current = false;
        setSigningInAgain(false);
        setLoginError(`Sign-in failed: ${errorMessage(error)}`);
      }
    },
    [loginWithRedirect],
  );

  useEffect(() => {
    const pending = takePendingLogin?.();
    if (pending) login(pending.options).then(pending.resolve, pending.reject);
  }, [takePendingLogin, login]);

  const getAccessToken = useCallback(async (): Promise<string> => {
    let token: unknown;
    try {
      token = await getAccessTokenSilently({ authorizationParams: { audience } });
    } catch (error) {
      if (isSignInExpired(error) && !signInAgainStarted.current) {
        // The identity provider usually still knows the user, so this comes straight back to the same page.
        signInAgainStarted.current = true;
        setSigningInAgain(true);
        void login({ returnTo: `${window.location.pathname}${window.location.search}` });
      }
      throw error;
    }
    if (typeof token !== 'string' || !token) throw new Error('The identity provider returned no access token');
    return token;
  }, [getAccessTokenSilently, audience, login]);

  const refreshProfile = useCallback(async (): Promise<UserProfile | null> => {
    if (!isAuthenticated) return null;
    const request = ++latestRequest.current;
    try {
      const profile = await fetchProfile(await getAccessToken());
      if (request === latestRequest.current) setProfileState({ profile, error: null, inactive: false });
      return profile;
    } catch (error) {
      if (error instanceof ProfileLoadError && error.accountInactive) {
        // An answer, not a fault: the app says so and offers to sign out.
        if (request === latestRequest.current) setProfileState({ profile: null, error: error.reason, inactive: true });
        return null;
      }
      console.error('Loading the profile failed', error);
      if (request === latestRequest.current) {
        setProfileState((previous) => ({ profile: previous.profile, error: errorMessage(error), inactive: false }));
      }
      return null;
    }
  }, [isAuthenticated, getAccessToken]);

  useEffect(() => {
    if (isAuthenticated) {
      void refreshProfile();
    } else {
      latestRequest.current++;
      setProfileState(NO_PROFILE);
    }
  }, [isAuthenticated, refreshProfile]);

  useEffect(() => onImpersonationPulse(() => void refreshProfile()), [refreshProfile]);

  useEffect(() => {
    if (authError) console.error('Sign-in failed', authError);
  }, [authError]);

  const logout = useCallback(() => {
    void auth0Logout({ logoutParams: { returnTo: window.location.origin } });
  }, [auth0Logout]);

  const session = useMemo<Session>(() => {
    const authFailure = authError ? `Sign-in failed: ${authError.message}` : loginError;
    return {
      status: deriveSessionStatus({
        authLoading: isLoading || signingInAgain,
        authenticated: isAuthenticated,
        hasProfile: profileState.profile !== null,
        profileError: profileState.error,
        accountInactive: profileState.inactive,
      }),
      profile: profileState.profile,
      error: authFailure ?? profileState.error,
      runtimeConfig: config,
      getAccessToken,
      login,
      logout,
      refreshProfile,
      announceImpersonationChange: () => pulseImpersonationChange(),
    };
  }, [authError, loginError, isLoading, signingInAgain, isAuthenticated, profileState, config, getAccessToken, login, logout, refreshProfile]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
