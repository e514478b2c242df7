import type { LoginOptions } from './session-types.js';

/** A sign-in asked for before the identity SDK had loaded: run once it has, settling the caller's promise. */
export interface PendingLogin {
  options: LoginOptions;
  resolve(): void;
  reject(error: unknown): void;
}
