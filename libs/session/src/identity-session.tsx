import { Auth0Provider } from '@auth0/auth0-react';
import type { RuntimeConfig } from '@fsp/contracts';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PendingLogin } from './pending-login.js';
import { SessionState } from './session-state.js';
import { safeReturnTo } from './session-status.js';
import { DEFAULT_RETURN_TO, type SessionAppState } from './session-types.js';

export const SESSION_SCOPE = 'openid profile email offline_access';

/**
 * The session backed by the identity provider's SDK. Loaded only where someone signs in or is signed in
 * (SessionProvider decides), so that the landing page never downloads it.
 */
export function IdentitySession({
  config,
  takePendingLogin,
  children,
}: {
  config: RuntimeConfig;
  takePendingLogin: () => PendingLogin | null;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const onRedirectCallback = useCallback(
    (appState?: SessionAppState) => navigate(safeReturnTo(appState?.returnTo, DEFAULT_RETURN_TO), { replace: true }),
    [navigate],
  );
  const authorizationParams = useMemo(
    () => ({ audience: config.auth.audience, redirect_uri: window.location.origin, scope: SESSION_SCOPE }),
    [config.auth.audience],
  );
  return (
    <Auth0Provider
      domain={config.auth.domain}
      clientId={config.auth.clientId}
      authorizationParams={authorizationParams}
      cacheLocation="localstorage"
      useRefreshTokens
      onRedirectCallback={onRedirectCallback}
    >
      <SessionState config={config} takePendingLogin={takePendingLogin}>
        {children}
      </SessionState>
    </Auth0Provider>
  );
}
