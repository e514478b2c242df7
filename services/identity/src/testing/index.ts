/**
 * `@fsp/identity/testing`: what another project's tests need to act as the browser client against an in-process
 * identity service (sign in with a password, use a refresh token).
 */
export { postToken, SHELL_ORIGIN, signIn, type TokenResponse } from './authorize-flow.js';
