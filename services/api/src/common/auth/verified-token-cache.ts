import { LRUCache } from 'lru-cache';
import type { AuthClock } from './auth-clock.js';
import type { VerifiedIdentity } from './access-token-verifier.js';

/** Longest a verified token is trusted without checking its signature again. */
export const VERIFIED_TOKEN_MAX_AGE_MS = 60_000;
/** Distinct tokens kept; the least recently used one goes first. */
export const VERIFIED_TOKEN_CACHE_SIZE = 10_000;

interface Entry {
  identity: VerifiedIdentity;
  /** The token's own `exp` or VERIFIED_TOKEN_MAX_AGE_MS after verification, whichever is first. */
  expiresAtMs: number;
}

/**
 * Tokens whose signature, issuer, audience and expiry were checked, keyed by the token itself. An entry never
 * outlives the token's `exp` (without the verifier's clock leeway: a token within its leeway is verified again
 * each time), and every hit checks the expiry against the clock, so an expired token is refused even while cached.
 */
export class VerifiedTokenCache {
  private readonly entries = new LRUCache<string, Entry>({ max: VERIFIED_TOKEN_CACHE_SIZE });

  constructor(private readonly clock: AuthClock) {}

  get(token: string): VerifiedIdentity | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (this.clock.now() < entry.expiresAtMs) return entry.identity;
    this.entries.delete(token);
    return null;
  }

  /** `tokenExpiresAtMs`: the token's `exp` in epoch milliseconds. */
  set(token: string, identity: VerifiedIdentity, tokenExpiresAtMs: number): void {
    const expiresAtMs = Math.min(tokenExpiresAtMs, this.clock.now() + VERIFIED_TOKEN_MAX_AGE_MS);
    if (expiresAtMs > this.clock.now()) this.entries.set(token, { identity, expiresAtMs });
  }
}
