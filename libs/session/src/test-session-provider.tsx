import type { RuntimeConfig } from '@fsp/contracts';
import type { ReactNode } from 'react';
import { SessionContext } from './session-context.js';
import type { Session } from './session-types.js';

export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    public_site: 'http://localhost:4201/mf-manifest.json',
    backoffice: 'http://localhost:4202/mf-manifest.json',
    admin: 'http://localhost:4203/mf-manifest.json',
    customer_signup: 'http://localhost:4204/mf-manifest.json',
  },
  auth: { domain: 'http://localhost:3001', clientId: 'test-client', audience: 'https://api.test' },
  apiBaseUrl: '',
};

/** A complete signed-out session whose actions reject until a test overrides them. */
export function createTestSession(overrides: Partial<Session> = {}): Session {
  const notProvided = (name: string) => () => {
    throw new Error(`${name} was not provided to the test session`);
  };
  return {
    status: 'signed-out',
    profile: null,
    error: null,
    runtimeConfig: TEST_RUNTIME_CONFIG,
    getAccessToken: () => Promise.reject(new Error('getAccessToken was not provided to the test session')),
    login: () => Promise.reject(new Error('login was not provided to the test session')),
    logout: notProvided('logout'),
    refreshProfile: () => Promise.reject(new Error('refreshProfile was not provided to the test session')),
    announceImpersonationChange: notProvided('announceImpersonationChange'),
    ...overrides,
  };
}

/** For tests of code that calls useSession(): provides a given session without the identity provider. */
export function TestSessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
