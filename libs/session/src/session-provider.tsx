import type { RuntimeConfig } from '@fsp/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from './error-message.js';
import { hasStoredSignIn, signInHappensAt } from './identity-wanted.js';
import type { PendingLogin } from './pending-login.js';
import { SessionContext } from './session-context.js';
import type { LoginOptions, Session } from './session-types.js';

export type IdentityModule = Pick<typeof import('./identity-session.js'), 'IdentitySession'>;

const loadIdentityModule = (): Promise<IdentityModule> => import(/* webpackChunkName: "lazy-identity" */ './identity-session.js');

const NOT_SIGNED_IN = () => Promise.reject(new Error('Nobody is signed in'));

/**
 * Used by the shell only, inside its BrowserRouter: remotes read the session through useSession().
 *
 * The identity provider's SDK is a large download that the landing page never needs, so it is loaded only where
 * sign-in happens (under /app, /login, the redirect back from the identity provider), when this browser keeps a
 * sign-in, or when someone asks to sign in; once loaded it stays. Until then the visitor is signed out, which
 * is exactly what the SDK would have said.
 */
export function SessionProvider({
  config,
  children,
  loadIdentity = loadIdentityModule,
}: {
  config: RuntimeConfig;
  children: ReactNode;
  /** Where the identity-backed session comes from: its own chunk (tests pass their own). */
  loadIdentity?: () => Promise<IdentityModule>;
}) {
  const { pathname, search } = useLocation();
  const wantedHere = signInHappensAt(pathname, search) || hasStoredSignIn(config.auth.clientId);
  const [wanted, setWanted] = useState(wantedHere);
  const [identity, setIdentity] = useState<IdentityModule | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const pendingLogin = useRef<PendingLogin | null>(null);
  if (wantedHere && !wanted) setWanted(true);

  // A failed load waits for the next sign-in to try again, rather than retrying on every render of a page that wants it.
  useEffect(() => {
    if (!wanted || identity || loadError) return;
    let current = true;
    loadIdentity().then(
      (module) => {
        if (current) setIdentity(module);
      },
      (error: unknown) => {
        if (!current) return;
        console.error('Loading sign-in failed', error);
        const pending = pendingLogin.current;
        pendingLogin.current = null;
        pending?.reject(error);
        setLoadError(`Sign-in failed: ${errorMessage(error)}`);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, identity, loadError, loadIdentity]);

  const login = useCallback(
    (options: LoginOptions = {}) =>
      new Promise<void>((resolve, reject) => {
        pendingLogin.current?.reject(new Error('Another sign-in was asked for'));
        pendingLogin.current = { options, resolve, reject };
        setLoadError(null);
        setWanted(true);
      }),
    [],
  );
  const takePendingLogin = useCallback(() => {
    const pending = pendingLogin.current;
    pendingLogin.current = null;
    return pending;
  }, []);

  const waiting = useMemo<Session>(
    () => ({
      status: wanted && !loadError ? 'loading' : 'signed-out',
      profile: null,
      error: loadError,
      runtimeConfig: config,
      getAccessToken: NOT_SIGNED_IN,
      login,
      logout: () => undefined,
      refreshProfile: () => Promise.resolve(null),
      announceImpersonationChange: () => undefined,
    }),
    [wanted, loadError, config, login],
  );

  if (identity) {
    return (
      <identity.IdentitySession config={config} takePendingLogin={takePendingLogin}>
        {children}
      </identity.IdentitySession>
    );
  }
  return <SessionContext.Provider value={waiting}>{children}</SessionContext.Provider>;
}
