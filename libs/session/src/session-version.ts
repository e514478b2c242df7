/**
 * Version of the surface remotes use (`useSession`, `SessionProvider`, `renderStandalone`, `useSignInGate`, the
 * session's fields). It is this package's version, which Module Federation records as the `@fsp/session` singleton
 * a build provides or needs, and which `npm run check:compat` compares before a promote. Change the major (the minor
 * while it is 0.x) whenever a change would break a remote built against the previous version.
 */
export const SESSION_LIB_VERSION = '0.1.0';
