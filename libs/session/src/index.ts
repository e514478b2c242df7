export type { LoginOptions, Session, SessionStatus } from './session-types.js';
export { useSession, SessionContext } from './session-context.js';
export { SessionProvider } from './session-provider.js';
export { ProfileLoadError } from './fetch-profile.js';
export { createTestSession, TestSessionProvider, TEST_RUNTIME_CONFIG } from './test-session-provider.js';
export { renderStandalone } from './render-standalone.js';
export { SESSION_LIB_VERSION } from './session-version.js';
export { useSignInGate, type SignInGate, type SignInGateState } from './use-sign-in-gate.js';
