import type { ScryptCost } from '../accounts/password-hash.js';

/**
 * A cheap scrypt cost for suites that create and sign in many accounts (the default costs ~0.5 s per hash).
 * Passed explicitly through `passwordHashCost`; the default itself is checked in credential-store.spec.ts.
 */
export const FAST_HASH_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
