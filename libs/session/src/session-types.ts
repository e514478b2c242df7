import type { RuntimeConfig, UserProfile } from '@fsp/contracts';

/** `inactive`: signed in at the identity provider, but the account is inactive (`error` says so); no profile. */
export type SessionStatus = 'loading' | 'signed-out' | 'signed-in' | 'error' | 'inactive';

export interface LoginOptions {
  /** Path and query to come back to after sign-in; defaults to /app. */
  returnTo?: string;
  loginHint?: string;
  screenHint?: 'signup';
  extraParams?: Record<string, string>;
}

export interface Session {
  status: SessionStatus;
  /** GET /api/users/me */
  profile: UserProfile | null;
  error: string | null;
  runtimeConfig: RuntimeConfig;
  getAccessToken(): Promise<string>;
  login(options?: LoginOptions): Promise<void>;
  logout(): void;
  refreshProfile(): Promise<UserProfile | null>;
  announceImpersonationChange(): void;
}

/** What the identity provider carries back through the sign-in redirect. */
export interface SessionAppState {
  returnTo?: string;
}

/** Where the signed-in app lives: every page under it needs a signed-in user. */
export const APP_ROOT_PATH = '/app';

export const DEFAULT_RETURN_TO = APP_ROOT_PATH;
